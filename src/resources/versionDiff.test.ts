import { describe, expect, it } from 'vitest';
import { sampleDocument } from './testEntities';
import { versionDifferences } from './versionDiff';

describe('differences between two versions', () => {
  it('lists the changed fields in schema order, lines by their own values only', () => {
    const line = { id: 1, quantity: 2, sum: 20 };
    const before = { id: 9, title: 'A', status: 'NEW', lines: [line], createdAt: '2026-01-01', updatedAt: '2026-01-01' };
    // Another id and a computed sum are no change of a line.
    const after = { id: 9, title: 'A', status: 'DONE', lines: [{ ...line, id: 7, sum: 99 }], createdAt: '2026-01-01', updatedAt: '2026-02-01' };
    expect(versionDifferences(sampleDocument, before, after)).toEqual([{ field: 'status', before: 'NEW', after: 'DONE' }]);
    const more = { ...after, lines: [line, { ...line, quantity: 3 }], title: null };
    expect(versionDifferences(sampleDocument, before, more)).toEqual([
      { field: 'title', before: 'A', after: null },
      { field: 'status', before: 'NEW', after: 'DONE' },
      { field: 'lines', before: 1, after: 2 },
    ]);
  });
});
