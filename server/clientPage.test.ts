import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './clientPage';

describe('acceptedLanguages', () => {
  it('orders the languages of the header by weight, keeping the order of equal ones', () => {
    expect(acceptedLanguages('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['fr-FR', 'fr', 'en-US', 'en']);
    expect(acceptedLanguages('ja;q=1, de;q=0.5, en;q=0.7')).toEqual(['ja', 'en', 'de']);
    expect(acceptedLanguages('pl, de')).toEqual(['pl', 'de']);
  });
  it('leaves out the refused (q=0) and the wildcard, and takes a missing header as none', () => {
    expect(acceptedLanguages('de;q=0, *;q=0.5, fr;q=0.1')).toEqual(['fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
