import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('accepts a local path with its query', () => {
    expect(safeRedirect('/reclcatalogs/reclreasons/5')).toBe('/reclcatalogs/reclreasons/5');
    expect(safeRedirect('/sales/cr-tags?page=2')).toBe('/sales/cr-tags?page=2');
  });

  it('refuses other sites, odd text and nothing', () => {
    for (const target of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'reclcatalogs', '/a\nb', '', null, undefined]) {
      expect(safeRedirect(target), String(target)).toBeUndefined();
    }
  });

  it('refuses the root and the sign-in pages themselves', () => {
    for (const target of ['/', '/login', '/login?redirectFrom=/x', '/logout', '/register', '/forget-password?token=a', '/confirm-account/']) {
      expect(safeRedirect(target), target).toBeUndefined();
    }
  });
});
