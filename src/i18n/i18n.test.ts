import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES } from '../schemas/core';
import { registry } from '../schemas/registry';
import { REPORTS } from '../schemas/reports';
import { messagesFor } from '.';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...acc, [path]: value } : { ...acc, ...flatten(value, path) };
  }, {});

describe.each(LOCALES.map((l) => [l]))('messages for %s', (locale) => {
  const messages = flatten(messagesFor(locale) as unknown as Tree);

  it('name every resource and every field of every entity', () => {
    for (const entity of registry) {
      expect(messages[`resources.${entity.menu}.name`], entity.name).toMatch(/\S/);
      expect(messages[`resources.${entity.menu}.page.create`], entity.name).toMatch(/\S/);
      for (const key of [...Object.keys(entity.fields), 'createdAt', 'updatedAt']) {
        expect(messages[`resources.${entity.menu}.fields.${key}`], `${entity.name}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('have every validation message', () => {
    for (const code of Object.keys(MESSAGES)) expect(messages[`validation.${code}`]).toMatch(/\S/);
  });

  it('name the Reports group and every report in the menu', () => {
    expect(messages['reports.menu']).toMatch(/\S/);
    for (const report of REPORTS) expect(messages[`reports.${report.module}`], report.module).toMatch(/\S/);
  });

  it('have react-admin messages', () => {
    expect(messages['ra.action.save']).toMatch(/\S/);
    expect(messages['ra.auth.sign_in']).toMatch(/\S/);
  });
});

it('Polish texts are Polish', () => {
  const pl = flatten(messagesFor('pl') as unknown as Tree);
  expect(pl['ra.action.save']).toBe('Zapisz');
  expect(pl['resources.reclcatalogs/reclreasons.name']).toBe('Przyczyna |||| Przyczyny |||| Przyczyny');
  expect(pl['validation.required']).toBe('To pole nie może być puste');
});

it('a create screen is titled by a noun phrase of its language, an edit screen by the name and the record', () => {
  const title = (locale: (typeof LOCALES)[number]) => flatten(messagesFor(locale) as unknown as Tree)['resources.reclamations.page.create'];
  expect([title('pl'), title('en'), title('nl'), title('de'), title('fr')]).toEqual(['Nowa reklamacja', 'New reclamation', 'New reclamation', 'Neue Reklamation', 'Nouvelle réclamation']);
  expect(flatten(messagesFor('pl') as unknown as Tree)['resources.customers.page.create']).toBe('Nowy klient');
  for (const locale of LOCALES) expect(flatten(messagesFor(locale) as unknown as Tree)['ra.page.edit']).toBe('%{name} %{recordRepresentation}');
});
