import { describe, expect, it } from 'vitest';
import { ALL_KEYS, allows, combineRights } from './access';

const s = (key: string, canRead = false, canModify = false, isForbidden = false) => ({ key, canRead, canModify, isForbidden });

describe('combineRights', () => {
  it('modify implies read', () => {
    const rights = combineRights([s('firm', false, true)]);
    expect(allows(rights, 'firm', 'read')).toBe(true);
    expect(allows(rights, 'firm', 'modify')).toBe(true);
  });
  it('unions rights over groups', () => {
    const rights = combineRights([s('firm', true), s('firm', false, true), s('delivery_type', true)]);
    expect(allows(rights, 'firm', 'modify')).toBe(true);
    expect(allows(rights, 'delivery_type', 'read')).toBe(true);
    expect(allows(rights, 'delivery_type', 'modify')).toBe(false);
    expect(allows(rights, 'other', 'read')).toBe(false);
  });
  it('forbidden in one group beats allowed in another, in any order', () => {
    expect(allows(combineRights([s('firm', true, true), s('firm', false, false, true)]), 'firm', 'read')).toBe(false);
    expect(allows(combineRights([s('firm', false, false, true), s('firm', true, true)]), 'firm', 'read')).toBe(false);
  });
  it('the all-keys setting grants everything not explicitly forbidden', () => {
    const rights = combineRights([s(ALL_KEYS, true, true), s('users', false, false, true)]);
    expect(allows(rights, 'firm', 'modify')).toBe(true);
    expect(allows(rights, 'users', 'read')).toBe(false);
  });
  it('a setting with no flag gives nothing', () => {
    expect(allows(combineRights([s('firm')]), 'firm', 'read')).toBe(false);
  });
});
