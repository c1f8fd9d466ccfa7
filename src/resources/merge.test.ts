import { describe, expect, it } from 'vitest';
import { mergeStale, resolveMerge } from './merge';
import { sampleDocument as entity } from './testEntities';

const base = { id: 1, version: 1, title: 'A', note: '1', status: 'NEW', createdAt: 'then', lines: [{ id: 10, quantity: 1, sum: 1 }] };

describe('merging a stale save', () => {
  it('keeps a field only I changed and one only they changed, without asking, and names their version', () => {
    const mine = { ...base, note: '2' };
    const theirs = { ...base, version: 2, status: 'DONE' };
    const result = mergeStale(entity, base, mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toMatchObject({ version: 2, note: '2', status: 'DONE', title: 'A' });
  });

  it('asks about a field both changed to different values; the same change on both sides is no conflict', () => {
    const mine = { ...base, title: 'Mine', note: '3' };
    const theirs = { ...base, version: 3, title: 'Theirs', note: '3' };
    const result = mergeStale(entity, base, mine, theirs);
    expect(result.conflicts).toEqual([{ field: 'title', mine: 'Mine', theirs: 'Theirs' }]);
    expect(resolveMerge(result, {})).toMatchObject({ title: 'Mine', note: '3', version: 3 });
    expect(resolveMerge(result, { title: true })).toMatchObject({ title: 'Theirs', note: '3', version: 3 });
  });

  it('compares lines by their own values: new ids or sums are no change, a changed item is', () => {
    const renumbered = { ...base, version: 2, lines: [{ id: 99, quantity: 1, sum: 7 }] };
    expect(mergeStale(entity, base, { ...base, lines: [{ id: 10, quantity: 2, sum: 1 }] }, renumbered)).toMatchObject({ conflicts: [], merged: { lines: [{ quantity: 2 }] } });
    const both = mergeStale(entity, base, { ...base, lines: [{ quantity: 3 }] }, { ...base, version: 2, lines: [{ id: 11, quantity: 4, sum: 1 }] });
    expect(both.conflicts.map((c) => c.field)).toEqual(['lines']);
  });

  it('leaves read-only fields and fields my save did not carry as they are now', () => {
    const result = mergeStale(entity, base, { id: 1, version: 1, note: '5', createdAt: 'mine' }, { ...base, version: 2, createdAt: 'now', status: 'DONE' });
    expect(result.merged).toMatchObject({ createdAt: 'now', status: 'DONE', note: '5' });
  });
});
