import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n';
import { LOCALES } from '../../schemas/core';
import { REPORTS } from '../../schemas/reports';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);

describe.each(LOCALES.map((l) => [l]))('the report pages’ texts in %s', (locale) => {
  const messages = messagesFor(locale) as unknown as Tree;
  it.each(REPORTS.map((r) => [r.module, r]))('%s: every text its definition names is translated', (_, report) => {
    const keys = [...Object.values(report.texts), ...report.filters.flatMap((f) => (f.kind === 'period' && f.texts ? Object.values(f.texts) : []))];
    for (const key of keys) expect(lookup(messages, key), key).toMatch(/\S/);
  });
});
