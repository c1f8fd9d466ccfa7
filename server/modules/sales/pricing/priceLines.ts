/**
 * The price lines behind `POST /pricelist/calculate_prices` (pure; the route validates the body
 * and loads the price lists, the customer and the chosen configurator values).
 *
 * Which price list applies:
 * - a list applies when it is active, in the query's currency, valid on `today`
 *   (validFrom ≤ today ≤ validTo, both days inclusive, null = open) and has a price for the product;
 * - a list whose priceCode equals the customer's priceCode is preferred; otherwise a base list
 *   (null or empty priceCode) is used; lists with any other priceCode never apply;
 * - among several, the latest validFrom wins (null counts as earliest), then the highest id;
 * - none → `{ ok: false, code: 'noPrice' }`.
 *
 * Lines (all sums exact, in grosze via `money`, half away from zero):
 * - main: the unit price of the product, sum = price × quantity;
 * - surcharge: one per chosen value with a surcharge in the chosen list, in the order of `chosen`,
 *   described `${paramName}: ${valueLabel}`, sum = surcharge × quantity; values without one add no line;
 * - discount: at most one. Of the list's discounts matching the customer's group (null group
 *   matches everyone; a null customer matches only null groups) and the product (null matches
 *   every product), the highest discountPriority wins; on a tie the more specific one (productId
 *   set beats null first, then group set beats null), then the lower id. Its discountSum is
 *   discountPercent of the main and surcharge sums together, its sum is −discountSum, its price 0
 *   and its quantity the query's.
 *   The result's maxDiscount is how far a person may later raise the line's discount: that
 *   discount's maxDiscount, never below the discountPercent the list itself gives; null (no limit)
 *   with no matching discount. Saving an order checks its lines against the same figure.
 *
 * Every line has vat 0 and sumNetto = sumBrutto = sum (our spec), and the list's id and priceCode.
 * Non-discount lines have discountPercent, discountSum and discountPriority 0, maxDiscount null
 * and discountId null. A quantity that is not a finite number above 0 is a programming error: RangeError.
 */
import { fromGrosze, multiply, percentOf, toGrosze } from '../../../../src/schemas/sales/money';
import type { Grosze } from '../../../../src/schemas/sales/money';

export type Currency = 'PLN' | 'EUR' | 'USD';

export type PriceListDiscount = {
  id: number;
  customersGroup: string | null;
  productId: number | null;
  discountPercent: number;
  maxDiscount: number;
  discountPriority: number;
};

export type PriceListData = {
  id: number;
  priceCode: string | null;
  description: string;
  currency: Currency;
  /** 'YYYY-MM-DD', null = open */
  validFrom: string | null;
  /** 'YYYY-MM-DD', null = open */
  validTo: string | null;
  active: boolean;
  /** net unit price, 2 decimals */
  prices: { productId: number; price: number }[];
  /** per unit, added for a chosen configurator value */
  surcharges: { parameterValueId: number; price: number }[];
  discounts: PriceListDiscount[];
};

export type PriceCustomer = { priceCode: string | null; customersGroup: string | null } | null;

export type ChosenValue = { parameterValueId: number; paramName: string; valueLabel: string };

export type PriceLine = {
  priceDescription: string;
  priceType: 'main' | 'surcharge' | 'discount';
  description: string;
  quantity: number;
  price: number;
  discountPercent: number;
  discountSum: number;
  sum: number;
  /** spec: line VAT is 0 and net equals gross */
  vat: 0;
  sumNetto: number;
  sumBrutto: number;
  discountId: number | null;
  pricelistId: number;
  priceCode: string | null;
  /** The most a person may give on the line, in %; null: no limit (no price-list discount applies). */
  maxDiscount: number | null;
  discountPriority: number;
};

export type PriceQuery = {
  productId: number;
  productName: string;
  quantity: number;
  chosen: readonly ChosenValue[];
  customer: PriceCustomer;
  currency: Currency;
  /** 'YYYY-MM-DD' */
  today: string;
};

export type PriceResult = { ok: true; lines: PriceLine[]; maxDiscount: number | null } | { ok: false; code: 'noPrice' };

const isBase = (list: PriceListData) => !list.priceCode;

const priceOf = (list: PriceListData, productId: number) => list.prices.find((p) => p.productId === productId);

const applies = (list: PriceListData, query: PriceQuery) =>
  list.active &&
  list.currency === query.currency &&
  (list.validFrom === null || list.validFrom <= query.today) &&
  (list.validTo === null || query.today <= list.validTo) &&
  priceOf(list, query.productId) !== undefined;

/** Latest validFrom first (null earliest), then the highest id. */
const newestFirst = (a: PriceListData, b: PriceListData) =>
  (b.validFrom ?? '').localeCompare(a.validFrom ?? '') || b.id - a.id;

export const choosePriceList = (lists: readonly PriceListData[], query: PriceQuery): PriceListData | undefined => {
  const candidates = lists.filter((list) => applies(list, query));
  const code = query.customer?.priceCode;
  const own = code ? candidates.filter((list) => list.priceCode === code) : [];
  const pool = own.length > 0 ? own : candidates.filter(isBase);
  return pool.sort(newestFirst)[0];
};

const specificity = (d: PriceListDiscount) => (d.productId !== null ? 2 : 0) + (d.customersGroup !== null ? 1 : 0);

/** Highest priority, then the more specific, then the lower id. */
const bestDiscountFirst = (a: PriceListDiscount, b: PriceListDiscount) =>
  b.discountPriority - a.discountPriority || specificity(b) - specificity(a) || a.id - b.id;

const chooseDiscount = (list: PriceListData, query: PriceQuery): PriceListDiscount | undefined =>
  list.discounts
    .filter(
      (d) =>
        (d.customersGroup === null || d.customersGroup === query.customer?.customersGroup) &&
        (d.productId === null || d.productId === query.productId),
    )
    .sort(bestDiscountFirst)[0];

export const calculatePriceLines = (lists: readonly PriceListData[], query: PriceQuery): PriceResult => {
  const { quantity } = query;
  if (!Number.isFinite(quantity) || quantity <= 0) throw new RangeError(`Quantity must be a finite number above 0, got ${quantity}`);

  const list = choosePriceList(lists, query);
  if (!list) return { ok: false, code: 'noPrice' };

  const line = (priceType: PriceLine['priceType'], description: string, price: number, sum: Grosze): PriceLine => ({
    priceDescription: list.description,
    priceType,
    description,
    quantity,
    price,
    discountPercent: 0,
    discountSum: 0,
    sum: fromGrosze(sum),
    vat: 0,
    sumNetto: fromGrosze(sum),
    sumBrutto: fromGrosze(sum),
    discountId: null,
    pricelistId: list.id,
    priceCode: list.priceCode,
    maxDiscount: null,
    discountPriority: 0,
  });

  const unitPrice = priceOf(list, query.productId)?.price ?? 0;
  const mainSum = multiply(toGrosze(unitPrice), quantity);
  const lines = [line('main', query.productName, unitPrice, mainSum)];
  let total = mainSum;

  for (const value of query.chosen) {
    const surcharge = list.surcharges.find((s) => s.parameterValueId === value.parameterValueId);
    if (!surcharge) continue;
    const sum = multiply(toGrosze(surcharge.price), quantity);
    lines.push(line('surcharge', `${value.paramName}: ${value.valueLabel}`, surcharge.price, sum));
    total += sum;
  }

  const discount = chooseDiscount(list, query);
  if (!discount) return { ok: true, lines, maxDiscount: null };
  const maxDiscount = Math.max(discount.maxDiscount, discount.discountPercent);

  const discountSum = percentOf(total, discount.discountPercent);
  lines.push({
    ...line('discount', `Rabat ${discount.discountPercent}%`, 0, -discountSum),
    discountPercent: discount.discountPercent,
    discountSum: fromGrosze(discountSum),
    discountId: discount.id,
    maxDiscount,
    discountPriority: discount.discountPriority,
  });
  return { ok: true, lines, maxDiscount };
};
