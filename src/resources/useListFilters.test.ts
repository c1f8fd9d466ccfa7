import { describe, expect, it } from 'vitest';
import { reclamation } from '../schemas/entities/reclamation';
import { filterAllowed } from './useListFilters';

describe('filterAllowed', () => {
  const status = reclamation.fields.status;
  const email = reclamation.fields.email;

  it('offers a reference filter only to who may read its target', () => {
    expect(filterAllowed(status, ['reclamations', 'reclamation_status'])).toBe(true);
    expect(filterAllowed(status, ['reclamations'])).toBe(false);
    // Until the rights are known, no reference filter (it would load a list that may be refused).
    expect(filterAllowed(status, undefined)).toBe(false);
  });

  it('keeps every other filter', () => {
    expect(filterAllowed(email, [])).toBe(true);
    expect(filterAllowed(reclamation.fields.input_date, undefined)).toBe(true);
  });
});
