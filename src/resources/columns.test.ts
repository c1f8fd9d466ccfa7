import { describe, expect, it } from 'vitest';
import { entityByName } from '../schemas/registry';
import { columnsPreferenceKey, hiddenColumns } from './columns';

describe('list columns', () => {
  it("keeps each user's choice under a key of their own, per list", () => {
    expect(columnsPreferenceKey('reclamations', 1)).toBe('reclamations.columns.user-1');
    expect(columnsPreferenceKey('reclamations', 2)).not.toBe(columnsPreferenceKey('reclamations', 1));
    expect(columnsPreferenceKey('customers', 1)).not.toBe(columnsPreferenceKey('reclamations', 1));
    expect(columnsPreferenceKey('reclamations', undefined)).toBe('reclamations.columns.user-none');
  });

  it('starts the reclamation list without the five columns a new reclamation leaves empty', () => {
    expect(hiddenColumns(entityByName('reclamation'))).toEqual(['execution_type', 'decision', 'responsible', 'execution_term', 'delivery_term']);
    expect(hiddenColumns(entityByName('customer'))).toEqual([]);
  });
});
