import { describe, expect, it } from 'vitest';
import { orderPayload, orderTitleArgs, priceFromLines, statusChoices } from './payload';

describe('order form', () => {
  it('sends only the status of a locked order, and the writable fields of an open one', () => {
    const record = { id: 3, status: 'CONFIRMED', reference: 'R', sumBrutto: 10, editable: false };
    expect(orderPayload(record, ['status', 'reference'])).toEqual({ status: 'CONFIRMED' });
    expect(orderPayload({ ...record, editable: true }, ['status', 'reference', 'products'])).toEqual({ status: 'CONFIRMED', reference: 'R' });
    expect(orderPayload({ status: 'NEW', products: [] }, ['status', 'products'])).toEqual({ status: 'NEW', products: [] });
  });

  it('titles an order by its number and day', () => {
    expect(orderTitleArgs({ id: 1, numberStr: 'ZAM-000012', createdAt: '2026-03-05T10:00:00Z' })).toEqual({ number: 'ZAM-000012', date: '05.03.2026' });
    expect(orderTitleArgs({ id: 7 })).toEqual({ number: '#7', date: '—' });
  });

  it('offers the current status and its moves, or the initial ones for a new order', () => {
    expect(statusChoices({ id: 1, status: 'NEW', allowedStatuses: ['CONFIRMED', 'CANCELED'] }, ['OFERTA', 'NEW'])).toEqual(['NEW', 'CONFIRMED', 'CANCELED']);
    expect(statusChoices(undefined, ['OFERTA', 'NEW'])).toEqual(['OFERTA', 'NEW']);
  });

  it('takes the unit price with surcharges and the list discount, keeping a discount the list does not set', () => {
    const lines = [
      { priceType: 'main', price: 100.1, discountPercent: 0 },
      { priceType: 'surcharge', price: 0.2, discountPercent: 0 },
      { priceType: 'discount', price: 0, discountPercent: 5 },
    ];
    expect(priceFromLines(lines, { discountPercent: 2 })).toEqual({ price: 100.3, discountPercent: 5 });
    expect(priceFromLines(lines.slice(0, 1), { discountPercent: 2 })).toEqual({ price: 100.1, discountPercent: 2 });
  });
});
