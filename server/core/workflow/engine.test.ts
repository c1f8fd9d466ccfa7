import { describe, expect, it } from 'vitest';
import { ownerFieldsOf, stageDueDate } from './engine';

describe('the workflow engine', () => {
  it('lets stage code set an order’s plain texts and dates only, and a reclamation’s plain fields', () => {
    expect(ownerFieldsOf('sales_order').sort()).toEqual(['comment', 'deliveryDate', 'project', 'reference', 'shipmentDate']);
    const reclamationFields = ownerFieldsOf('reclamation');
    expect(reclamationFields).toEqual(expect.arrayContaining(['status', 'internal_comment', 'amount']));
    // Lines are the record's route's to change, never a script's.
    expect(reclamationFields).not.toContain('possitions');
  });

  it('makes a stage’s task due at midnight in Poland, its term in days from today, in winter and in summer time', () => {
    expect(stageDueDate({ executionTerm: 0 }, '2026-11-25').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(stageDueDate({ executionTerm: 3 }, '2026-11-25').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(stageDueDate({ executionTerm: 1 }, '2026-06-30').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // Across the change to winter time (25.10.2026) the day still begins at Polish midnight.
    expect(stageDueDate({ executionTerm: 2 }, '2026-10-24').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
