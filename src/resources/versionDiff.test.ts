import { describe, expect, it } from 'vitest';
import { salesOrder } from '../schemas/entities/salesOrder';
import { versionDifferences } from './versionDiff';

describe('differences between two versions', () => {
  it('lists the changed fields in schema order, lines by their own values only', () => {
    const line = { id: 1, productId: 5, quantity: 2, price: 10, discountPercent: 0, vat: 23, sumNetto: 20 };
    const before = { id: 9, status: 'NEW', reference: 'A', products: [line], createdAt: '2026-01-01', updatedAt: '2026-01-01' };
    const after = { id: 9, status: 'CONFIRMED', reference: 'A', products: [{ ...line, id: 7, sumNetto: 99 }], createdAt: '2026-01-01', updatedAt: '2026-02-01' };
    expect(versionDifferences(salesOrder, before, after)).toEqual([{ field: 'status', before: 'NEW', after: 'CONFIRMED' }]);
    const more = { ...after, products: [line, { ...line, productId: 6 }], reference: null };
    expect(versionDifferences(salesOrder, before, more)).toEqual([
      { field: 'status', before: 'NEW', after: 'CONFIRMED' },
      { field: 'reference', before: 'A', after: null },
      { field: 'products', before: 1, after: 2 },
    ]);
  });
});
