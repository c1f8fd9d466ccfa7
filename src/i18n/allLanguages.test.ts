import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANALYSES } from '../schemas/analytics';
import type { Label } from '../schemas/core';
import { registry } from '../schemas/registry';
import { REPORTS } from '../schemas/reports';

/**
 * Every text the portal shows beyond react-admin's and the shell's polyglot messages (those have
 * their own tests, app/app.test.ts and ra/ra.test.ts) is a label: in a schema (an entity's, a
 * field's, an option's, a report's or an analysis's) or in a module's texts file, read through
 * `moduleTexts`. A label is written in pl, en, de and fr; nl is shipped with the English text
 * (`labelText` reads `en` for it), so nl is complete whenever en is.
 */
const WRITTEN = ['pl', 'en', 'de', 'fr'] as const;

const ROOT = join(__dirname, '..', '..');

type TextsFile = { TEXTS?: Readonly<Record<string, Label>> };

/** Every module's texts file: `texts.ts` (or a part's, `formTexts.ts`) anywhere under src/, each exporting its labels as `TEXTS`. */
const TEXTS_FILES = Object.fromEntries(
  Object.entries(import.meta.glob<TextsFile>(['/src/**/texts.ts', '/src/**/*Texts.ts', '!/src/i18n/moduleTexts.ts'], { eager: true })).map(([path, file]) => [path.slice(1), file]),
);

/** The source files under src/ (tests left out), as paths from the repository's root. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });

/** Whether a value is, or is meant to be, a label: an object with a text in any written language. */
const looksLikeLabel = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && WRITTEN.some((locale) => locale in value);

/** Each language a label lacks or leaves empty, as "<where> [<locale>]". */
const gaps = (where: string, value: unknown): string[] =>
  looksLikeLabel(value)
    ? WRITTEN.filter((locale) => typeof value[locale] !== 'string' || (value[locale] as string).trim() === '').map((locale) => `${where} [${locale}]`)
    : [`${where} [not a label]`];

/** Every label inside a schema object, named by its path (`reclamation.fields.status.options.2.label`). */
const schemaLabels = (value: unknown, path: string, seen = new Set<unknown>()): [string, unknown][] => {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  if (looksLikeLabel(value)) return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) => schemaLabels(inner, `${path}.${key}`, seen));
};

/** Polyglot-style parameters of a text, e.g. ['name', 'year']. */
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the texts of every module', () => {
  it('are found: every file that calls moduleTexts is a texts file, and each exports its labels as TEXTS', () => {
    const callers = sources(join(ROOT, 'src')).filter((path) => path !== join('src', 'i18n', 'moduleTexts.ts') && /\bmoduleTexts\(/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(callers.filter((path) => !(path in TEXTS_FILES)), 'call moduleTexts outside a texts file').toEqual([]);
    expect(Object.keys(TEXTS_FILES).filter((path) => TEXTS_FILES[path].TEXTS === undefined), 'texts.ts without TEXTS').toEqual([]);
    expect(Object.keys(TEXTS_FILES).length).toBeGreaterThanOrEqual(callers.length);
  });

  it('are written in pl, en, de and fr, none empty (nl reads en)', () => {
    const missing = Object.entries(TEXTS_FILES).flatMap(([path, { TEXTS = {} }]) => Object.entries(TEXTS).flatMap(([key, label]) => gaps(`${path}: ${key}`, label)));
    expect(missing).toEqual([]);
  });

  it('name the same parameters in every language as in Polish', () => {
    const differing = Object.entries(TEXTS_FILES).flatMap(([path, { TEXTS = {} }]) =>
      Object.entries(TEXTS).flatMap(([key, label]) => WRITTEN.filter((locale) => placeholders(label[locale] ?? '').join() !== placeholders(label.pl ?? '').join()).map((locale) => `${path}: ${key} [${locale}]`)),
    );
    expect(differing).toEqual([]);
  });
});

describe('the schema labels', () => {
  it('of every entity, its fields, options and sections are written in pl, en, de and fr, none empty (nl reads en)', () => {
    const labels = registry.flatMap((entity) => schemaLabels(entity, entity.name));
    expect(labels.length).toBeGreaterThan(registry.length * 3);
    expect(labels.flatMap(([where, label]) => gaps(where, label))).toEqual([]);
  });

  it('of every report and analysis are written in pl, en, de and fr, none empty (nl reads en)', () => {
    const labels = [...REPORTS.map((report) => ({ ...report, source: undefined })).flatMap((report) => schemaLabels(report, `report ${report.module}`)), ...ANALYSES.flatMap((analysis) => schemaLabels(analysis, `analysis ${analysis.screen}`))];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.flatMap(([where, label]) => gaps(where, label))).toEqual([]);
  });
});
