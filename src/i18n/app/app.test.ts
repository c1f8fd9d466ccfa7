import { describe, expect, it } from 'vitest';
import { appGerman } from './de';
import { appEnglish } from './en';
import { appFrench } from './fr';
import { appPolish } from './pl';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

/** Polyglot placeholders of a text, e.g. ['name', 'year']. */
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const reference = new Map(leaves(appPolish));
const others = { en: appEnglish, de: appGerman, fr: appFrench };

describe('app messages', () => {
  it('Polish has texts and no empty ones', () => {
    expect(reference.size).toBeGreaterThan(50);
    for (const [key, text] of reference) expect(text.trim(), key).not.toBe('');
  });

  for (const [locale, messages] of Object.entries(others)) {
    describe(locale, () => {
      const own = new Map(leaves(messages));

      it("has exactly Polish's keys", () => {
        expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
      });

      it('has no empty text', () => {
        for (const [key, text] of own) expect(text.trim(), key).not.toBe('');
      });

      it('uses the same placeholders as Polish', () => {
        for (const [key, text] of own) expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
      });
    });
  }
});
