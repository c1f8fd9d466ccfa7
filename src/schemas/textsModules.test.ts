import { describe, expect, it } from 'vitest';
import { pickLocale } from './textsModules';

describe('the portal language', () => {
  it('is the one chosen, else the first of the browser languages the portal speaks, else Polish', () => {
    expect(pickLocale('de', ['fr-FR'])).toBe('de');
    expect(pickLocale(null, ['ja', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLocale('xx', ['EN-gb'])).toBe('en');
    expect(pickLocale(undefined, ['ja', 'zh'])).toBe('pl');
    expect(pickLocale(null, [])).toBe('pl');
  });
});
