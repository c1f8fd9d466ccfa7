import { fromGrosze, multiply, percentOf, toGrosze } from './money';
import type { Grosze } from './money';

/** An order line as far as its sums go; amounts with at most 2 decimals, quantity with at most 3. */
export type OrderLineInput = {
  quantity: number;
  price: number;
  discountPercent?: number | null;
  /** VAT rate in percent: 23, 8, 5, 0. */
  vat: number;
};

/** A line's sums; gross is quantity × price before the discount. */
export type OrderLineSums = { gross: number; discountSum: number; sumNetto: number; sumVat: number; sumBrutto: number };

/** An order's sums, those of its lines added up. */
export type OrderSums = { sumNetto: number; sumVat: number; sumBrutto: number; discountSum: number };

type LineGrosze = { gross: Grosze; discountSum: Grosze; sumNetto: Grosze; sumVat: Grosze; sumBrutto: Grosze };

const lineGrosze = (line: OrderLineInput): LineGrosze => {
  const gross = multiply(toGrosze(line.price), line.quantity);
  const discountSum = percentOf(gross, line.discountPercent ?? 0);
  const sumNetto = gross - discountSum;
  const sumVat = percentOf(sumNetto, line.vat);
  return { gross, discountSum, sumNetto, sumVat, sumBrutto: sumNetto + sumVat };
};

const toAmounts = (sums: LineGrosze): OrderLineSums => ({
  gross: fromGrosze(sums.gross),
  discountSum: fromGrosze(sums.discountSum),
  sumNetto: fromGrosze(sums.sumNetto),
  sumVat: fromGrosze(sums.sumVat),
  sumBrutto: fromGrosze(sums.sumBrutto),
});

/**
 * The sums of one order line, each rounded half away from zero to grosze and computed exactly:
 * - gross = price × quantity (the line's value before the discount),
 * - discountSum = discountPercent % of gross (none when absent),
 * - sumNetto = gross − discountSum,
 * - sumVat = vat % of sumNetto: VAT is computed per line (Polish invoices may compute it per line
 *   or per rate on the total; per line is our decision),
 * - sumBrutto = sumNetto + sumVat.
 * Throws a RangeError for a non-finite input or a sum beyond what a number holds to the grosz.
 */
export const lineSums = (line: OrderLineInput): OrderLineSums => toAmounts(lineGrosze(line));

/**
 * The sums of every line (see lineSums) and of the order: each total is the sum of the lines'
 * rounded grosze, so the total equals the sum of the printed line amounts. No lines give zeros.
 */
export const orderSums = (lines: readonly OrderLineInput[]): { lines: OrderLineSums[]; total: OrderSums } => {
  // Added as BigInt so that a total beyond 2^53 grosze fails in fromGrosze instead of losing grosze.
  const total = { sumNetto: 0n, sumVat: 0n, sumBrutto: 0n, discountSum: 0n };
  const result = lines.map((line) => {
    const sums = lineGrosze(line);
    total.sumNetto += BigInt(sums.sumNetto);
    total.sumVat += BigInt(sums.sumVat);
    total.sumBrutto += BigInt(sums.sumBrutto);
    total.discountSum += BigInt(sums.discountSum);
    return sums;
  });
  return {
    lines: result.map(toAmounts),
    total: {
      sumNetto: fromGrosze(Number(total.sumNetto)),
      sumVat: fromGrosze(Number(total.sumVat)),
      sumBrutto: fromGrosze(Number(total.sumBrutto)),
      discountSum: fromGrosze(Number(total.discountSum)),
    },
  };
};
