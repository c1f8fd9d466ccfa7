import { describe, expect, it } from 'vitest';
import { sampleDocument } from './testEntities';
import { filterAllowed } from './useListFilters';

describe('filterAllowed', () => {
  const kind = sampleDocument.fields.kindId;
  const accessOf = (entity: string) => ({ sample_kind: 'sample_kinds' })[entity];

  it('offers a reference filter only to who may read its target', () => {
    expect(filterAllowed(kind, ['sample_documents', 'sample_kinds'], accessOf)).toBe(true);
    expect(filterAllowed(kind, ['sample_documents'], accessOf)).toBe(false);
    // Until the rights are known, no reference filter (it would load a list that may be refused).
    expect(filterAllowed(kind, undefined, accessOf)).toBe(false);
    // A target nobody knows is not offered.
    expect(filterAllowed(kind, ['sample_kinds'], () => undefined)).toBe(false);
  });

  it('keeps every other filter', () => {
    expect(filterAllowed(sampleDocument.fields.title, [], accessOf)).toBe(true);
    expect(filterAllowed(sampleDocument.fields.decidedOn, undefined, accessOf)).toBe(true);
  });
});
