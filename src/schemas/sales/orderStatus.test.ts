import { describe, expect, it } from 'vitest';
import { canMoveOrder, documentNumber, ORDER_STATUS_OPTIONS, ORDER_TRANSITIONS, orderEditable } from './orderStatus';

describe('order statuses', () => {
  it('moves forward one step, cancels from any open state, and ends in CANCELED or CLOSED', () => {
    expect(canMoveOrder('OFERTA', 'NEW')).toBe(true);
    expect(canMoveOrder('NEW', 'CONFIRMED')).toBe(true);
    expect(canMoveOrder('CONFIRMED', 'READY_FOR_PRODUCTION')).toBe(true);
    expect(canMoveOrder('READY_FOR_PRODUCTION', 'CLOSED')).toBe(true);
    expect(canMoveOrder('NEW', 'READY_FOR_PRODUCTION')).toBe(false);
    expect(canMoveOrder('CONFIRMED', 'NEW')).toBe(false);
    for (const open of ['OFERTA', 'NEW', 'CONFIRMED', 'READY_FOR_PRODUCTION'] as const) expect(canMoveOrder(open, 'CANCELED')).toBe(true);
    expect(ORDER_TRANSITIONS.CANCELED).toEqual([]);
    expect(ORDER_TRANSITIONS.CLOSED).toEqual([]);
    expect(canMoveOrder('CLOSED', 'CLOSED')).toBe(true);
  });

  it('names a move for every status and only statuses it knows', () => {
    const ids = ORDER_STATUS_OPTIONS.map((o) => o.id);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ids].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS)) for (const target of targets) expect(ids).toContain(target);
  });

  it('lets only offers and new orders change their content', () => {
    expect(ORDER_STATUS_OPTIONS.filter((o) => orderEditable(o.id)).map((o) => o.id)).toEqual(['OFERTA', 'NEW']);
  });

  it('shows numberStr when present, else the prefix and the number padded to 6 digits', () => {
    expect(documentNumber({ numberStr: 'ZEW/77', prefix: 'ZAM', number: 5 })).toBe('ZEW/77');
    expect(documentNumber({ numberStr: null, prefix: 'ZAM', number: 42 })).toBe('ZAM-000042');
    expect(documentNumber({ prefix: null, number: 7 })).toBe('000007');
    expect(documentNumber({})).toBe('');
  });
});
