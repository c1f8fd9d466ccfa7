import type { FieldProblem, LinesField } from '../../../../src/schemas/core';
import { MONEY_MAX } from '../../../../src/schemas/core';
import { orderSums } from '../../../../src/schemas/sales/orderSums';
import { badRequest } from '../../../http';

type Row = Record<string, unknown>;

/**
 * A document's lines with their sums and the document's totals (an order, a delivery document),
 * computed exactly in grosze (`orderSums`). A line or a document worth more than an amount column
 * holds is a 400 on it, before any sum is taken. `key`: the lines' field (`products`).
 */
export const documentSums = (lines: readonly Row[], field: LinesField, key: string) => {
  const values = lines.map((l) => Number(l.price) * Number(l.quantity));
  const tooBig = values.flatMap((value, i): FieldProblem[] => (value > MONEY_MAX ? [{ path: `${key}.${i}.price`, code: 'tooBig', params: { max: MONEY_MAX }, label: field.fields.price?.label }] : []));
  // With the highest VAT rate on top, the gross total must still fit.
  if (tooBig.length === 0 && values.reduce((a, b) => a + b, 0) * 1.23 > MONEY_MAX) tooBig.push({ path: key, code: 'tooBig', params: { max: MONEY_MAX }, label: field.label });
  if (tooBig.length > 0) throw badRequest(tooBig);
  const sums = orderSums(lines.map((l) => ({ quantity: Number(l.quantity), price: Number(l.price), discountPercent: (l.discountPercent as number | null) ?? 0, vat: Number(l.vat) })));
  return {
    lines: lines.map((line, i) => {
      const { discountSum, sumNetto, sumVat, sumBrutto } = sums.lines[i];
      // Only the sums the document's lines keep (a delivery document keeps no discount sum).
      const kept = Object.fromEntries(Object.entries({ discountSum, sumNetto, sumVat, sumBrutto }).filter(([name]) => Object.hasOwn(field.fields, name)));
      return { ...line, ...kept };
    }),
    total: sums.total,
  };
};
