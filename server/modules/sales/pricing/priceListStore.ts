import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { entityTable, linesTable } from '../../../db/tables';
import type { Currency, PriceCustomer, PriceListData } from './priceLines';

/**
 * The active price lists of a currency, each with its prices of the given products only, its
 * surcharges of the given configurator values and the discounts that concern those products (or
 * every product): what `calculatePriceLines` chooses from. At most four queries.
 */
export const loadPriceLists = async (db: Db, currency: Currency, productIds: readonly number[], valueIds: readonly number[] = []): Promise<PriceListData[]> => {
  if (productIds.length === 0) return [];
  const list = entityTable('price_list');
  const prices = linesTable('price_list', 'prices');
  const discounts = linesTable('price_list', 'discounts');
  const surcharges = linesTable('price_list', 'surcharges');
  const lists = await db.select().from(list).where(and(eq(list.active, true), eq(list.currency, currency)));
  if (lists.length === 0) return [];
  const ids = lists.map((l) => Number(l.id));
  const priceRows = await db
    .select({ priceListId: prices.priceListId, productId: prices.productId, price: prices.price })
    .from(prices)
    .where(and(inArray(prices.priceListId, ids), inArray(prices.productId, [...productIds])));
  const discountRows = await db
    .select()
    .from(discounts)
    .where(and(inArray(discounts.priceListId, ids), or(isNull(discounts.productId), inArray(discounts.productId, [...productIds]))));
  const surchargeRows =
    valueIds.length > 0
      ? await db
          .select({ priceListId: surcharges.priceListId, parameterValueId: surcharges.parameterValueId, price: surcharges.price })
          .from(surcharges)
          .where(and(inArray(surcharges.priceListId, ids), inArray(surcharges.parameterValueId, [...valueIds])))
      : [];
  return lists.map((l) => ({
    id: Number(l.id),
    priceCode: (l.priceCode as string | null) ?? null,
    description: String(l.description),
    currency: l.currency as Currency,
    validFrom: (l.validFrom as string | null) ?? null,
    validTo: (l.validTo as string | null) ?? null,
    active: Boolean(l.active),
    prices: priceRows.filter((p) => p.priceListId === l.id).map((p) => ({ productId: Number(p.productId), price: Number(p.price) })),
    surcharges: surchargeRows.filter((r) => r.priceListId === l.id).map((r) => ({ parameterValueId: Number(r.parameterValueId), price: Number(r.price) })),
    discounts: discountRows
      .filter((d) => d.priceListId === l.id)
      .map((d) => ({
        id: Number(d.id),
        customersGroup: (d.customersGroup as string | null) ?? null,
        productId: d.productId === null ? null : Number(d.productId),
        discountPercent: Number(d.discountPercent),
        maxDiscount: Number(d.maxDiscount),
        discountPriority: Number(d.discountPriority),
      })),
  }));
};

/** What of a customer decides its prices; null for no customer, undefined for an unknown id. */
export const priceCustomer = async (db: Db, customerId: number | null | undefined): Promise<PriceCustomer | undefined> => {
  if (customerId === null || customerId === undefined) return null;
  const customer = entityTable('customer');
  const [row] = await db.select({ priceCode: customer.priceCode, customersGroup: customer.customersGroup }).from(customer).where(eq(customer.id, customerId));
  return row ? { priceCode: (row.priceCode as string | null) ?? null, customersGroup: (row.customersGroup as string | null) ?? null } : undefined;
};
