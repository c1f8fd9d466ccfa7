import { describe, expect, it } from 'vitest';
import { columnsPreferenceKey, hiddenColumns } from './columns';
import { sampleDocument, samplePlain } from './testEntities';

describe('list columns', () => {
  it("keeps each user's choice under a key of their own, per list", () => {
    expect(columnsPreferenceKey('samples/documents', 1)).toBe('samples/documents.columns.user-1');
    expect(columnsPreferenceKey('samples/documents', 2)).not.toBe(columnsPreferenceKey('samples/documents', 1));
    expect(columnsPreferenceKey('plain', 1)).not.toBe(columnsPreferenceKey('samples/documents', 1));
    expect(columnsPreferenceKey('samples/documents', undefined)).toBe('samples/documents.columns.user-none');
  });

  it('starts a list without the columns marked hiddenByDefault, in field order', () => {
    expect(hiddenColumns(sampleDocument)).toEqual(['note', 'decidedOn']);
    expect(hiddenColumns(samplePlain)).toEqual([]);
  });
});
