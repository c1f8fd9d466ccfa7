import { describe, it, expect } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { raEnglish, raFrench, raGerman, raPolish } from './index';

/** Flattens a nested message tree into { 'ra.action.save': 'Save', … }. */
const flatten = (tree: unknown, prefix = ''): Record<string, string> => {
    const out: Record<string, string> = {};
    if (tree === null || typeof tree !== 'object') {
        throw new Error(`Expected an object at "${prefix || '<root>'}"`);
    }
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') {
            out[path] = value;
        } else if (value !== null && typeof value === 'object') {
            Object.assign(out, flatten(value, path));
        } else {
            throw new Error(`Unexpected ${typeof value} value at "${path}"`);
        }
    }
    return out;
};

const PLURAL_SEPARATOR = '||||';
const forms = (s: string): string[] =>
    s.split(PLURAL_SEPARATOR).map(form => form.trim());
const placeholders = (s: string): string[] =>
    [...new Set(s.match(/%\{[^}]*\}/g) ?? [])].sort();

/**
 * Keys whose translation may legitimately equal the English text:
 * pure placeholder compositions and the blank "null" boolean label.
 */
const SHARED_ALLOW_IDENTICAL = [
    'ra.boolean.null', // '\u2003' (em space)
    'ra.page.list', // '%{name}'
    'ra.page.edit', // '%{name} %{recordRepresentation}'
    'ra.page.show', // '%{name} %{recordRepresentation}'
];

interface Pack {
    lang: string;
    locale: string;
    messages: TranslationMessages;
    /** number of plural forms node-polyglot uses for this locale */
    pluralForms: number;
    /** extra keys allowed to be identical to English in this language */
    allowIdentical: string[];
    /** letters a correctly encoded text in this language must contain */
    diacritics: RegExp;
    /** informal address that must not appear (formal register) */
    informal?: RegExp;
}

const packs: Pack[] = [
    {
        lang: 'Polish',
        locale: 'pl',
        messages: raPolish,
        pluralForms: 3,
        allowIdentical: [],
        diacritics: /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/,
    },
    {
        lang: 'German',
        locale: 'de',
        messages: raGerman,
        pluralForms: 2,
        allowIdentical: ['ra.message.details'], // 'Details'
        diacritics: /[äöüßÄÖÜ]/,
        informal: /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu,
    },
    {
        lang: 'French',
        locale: 'fr',
        messages: raFrench,
        pluralForms: 2,
        allowIdentical: ['ra.navigation.current_page'], // 'Page %{page}'
        diacritics: /[àâçéèêëîïôûùüÿœÀÂÇÉÈÊËÎÏÔÛÙÜŸŒ]/,
        informal: /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu,
    },
];

const english = flatten(raEnglish);
const englishKeys = Object.keys(english).sort();

describe('English reference tree', () => {
    it('is the full ra-language-english tree', () => {
        expect(englishKeys.length).toBeGreaterThanOrEqual(164); // 5.15.4
        expect(englishKeys.every(key => key.startsWith('ra.'))).toBe(true);
        expect(english['ra.action.save']).toBe('Save');
        expect(forms(english['ra.action.bulk_actions'])).toHaveLength(2);
    });
});

describe.each(packs)('$lang react-admin messages ($locale)', pack => {
    const translated = flatten(pack.messages);

    it('has exactly the same keys as English', () => {
        const keys = Object.keys(translated).sort();
        const missing = englishKeys.filter(key => !(key in translated));
        const extra = keys.filter(key => !(key in english));
        expect(missing).toEqual([]);
        expect(extra).toEqual([]);
        expect(keys).toEqual(englishKeys);
    });

    it('keeps every %{placeholder} and introduces no unknown ones', () => {
        const problems: string[] = [];
        for (const key of englishKeys) {
            const value = translated[key] ?? '';
            const expected = placeholders(english[key]);
            const actual = placeholders(value);
            const lost = expected.filter(p => !actual.includes(p));
            const unknown = actual.filter(p => !expected.includes(p));
            if (lost.length) problems.push(`${key}: missing ${lost.join(', ')}`);
            if (unknown.length) problems.push(`${key}: unknown ${unknown.join(', ')}`);
        }
        expect(problems).toEqual([]);
    });

    it(`uses ${pack.pluralForms} plural forms where English has 2, and none elsewhere`, () => {
        const problems: string[] = [];
        for (const key of englishKeys) {
            const value = translated[key] ?? '';
            const englishForms = forms(english[key]);
            const translatedForms = forms(value);
            const wanted = englishForms.length === 2 ? pack.pluralForms : englishForms.length;
            if (translatedForms.length !== wanted) {
                problems.push(`${key}: ${translatedForms.length} forms, expected ${wanted}`);
                continue;
            }
            if (wanted > 1 && translatedForms.some(form => form === '')) {
                problems.push(`${key}: empty plural form`);
            }
            // the count must show up in every "many" form if English shows it
            if (englishForms.length === 2 && englishForms[1].includes('%{smart_count}')) {
                translatedForms.slice(1).forEach((form, i) => {
                    if (!form.includes('%{smart_count}')) {
                        problems.push(`${key}: form ${i + 1} lacks %{smart_count}`);
                    }
                });
            }
        }
        expect(problems).toEqual([]);
    });

    it('translates every string (identical to English only when allow-listed)', () => {
        const allow = [...SHARED_ALLOW_IDENTICAL, ...pack.allowIdentical];
        const untranslated = englishKeys.filter(
            key => translated[key] === english[key] && !allow.includes(key)
        );
        expect(untranslated).toEqual([]);
        // keep the allow-list honest: every entry must exist and still be identical
        const stale = allow.filter(key => translated[key] !== english[key]);
        expect(stale).toEqual([]);
        const blank = englishKeys.filter(
            key => english[key].trim() !== '' && (translated[key] ?? '').trim() === ''
        );
        expect(blank).toEqual([]);
    });

    it('is correctly encoded text in the target language', () => {
        const all = Object.values(translated).join('\n');
        expect(all).toMatch(pack.diacritics);
        // no mojibake (UTF-8 read as Latin-1) or replacement characters
        expect(all).not.toMatch(/Ã|Å[\u0080-\u00bf]|Ä[\u0080-\u00bf]|\uFFFD/);
    });

    it('pluralises through ra-i18n-polyglot for the locale', () => {
        const { translate } = polyglotI18nProvider(() => pack.messages, pack.locale);
        const bulk = forms(translated['ra.action.bulk_actions'] ?? '');
        const expected = (n: number, formIndex: number) =>
            bulk[formIndex].replace('%{smart_count}', String(n));
        const cases: Record<string, Array<[number, number]>> = {
            pl: [[1, 0], [2, 1], [4, 1], [5, 2], [12, 2], [14, 2], [22, 1], [25, 2], [0, 2]],
            de: [[1, 0], [2, 1], [5, 1], [0, 1]],
            fr: [[1, 0], [0, 0], [2, 1], [5, 1]],
        };
        for (const [n, formIndex] of cases[pack.locale]) {
            expect(translate('ra.action.bulk_actions', { smart_count: n })).toBe(
                expected(n, formIndex)
            );
        }
    });
});

describe.each(packs.filter(pack => pack.informal))('$lang formal register', pack => {
    it('never addresses the user informally', () => {
        const translated = flatten(pack.messages);
        const informal = englishKeys.filter(key => pack.informal!.test(translated[key] ?? ''));
        expect(informal).toEqual([]);
    });
});

describe('Polish plural wording', () => {
    it('declines "element" correctly for 1 / 2–4 / 5+', () => {
        const { translate } = polyglotI18nProvider(() => raPolish, 'pl');
        const t = (n: number) => translate('ra.notification.deleted', { smart_count: n });
        expect(t(1)).toBe('Element został usunięty');
        expect(t(3)).toBe('Usunięto 3 elementy');
        expect(t(5)).toBe('Usunięto 5 elementów');
        expect(t(13)).toBe('Usunięto 13 elementów');
        expect(t(23)).toBe('Usunięto 23 elementy');
    });
});
