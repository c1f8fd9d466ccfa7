import { describe, expect, it } from 'vitest';
import type { FieldDef, Label } from './core';
import { dataFields, MAX_MENU_DEPTH, MENU_GROUPS, OPERATIONS, parentPath, writableFields } from './core';
import { registry } from './registry';

const labelsOf = (field: FieldDef): Label[] => [
  ...(field.label ? [field.label] : []),
  ...(field.type === 'select' ? field.options.map((o) => o.label) : []),
  ...(field.type !== 'id' && field.help ? [field.help] : []),
];

const complete = (label: Label) => (['pl', 'en', 'de', 'fr'] as const).every((l) => typeof label[l] === 'string' && label[l].trim() !== '');

describe('registry invariants', () => {
  it('has unique entity names, menu paths and endpoint paths', () => {
    const names = registry.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const menus = registry.map((e) => e.menu);
    expect(new Set(menus).size).toBe(menus.length);
    const paths = [...menus, ...registry.flatMap((e) => (e.detail ? [e.detail] : []))];
    expect(new Set(paths).size, 'detail paths are screen paths of their own').toBe(paths.length);
    const endpoints = registry.flatMap((e) => OPERATIONS.map((op) => `${e.endpoints[op].method} ${e.endpoints[op].path}`));
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: names are snake_case and the table has an id', (_, entity) => {
    expect(entity.name).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(entity.fields.id?.type).toBe('id');
    expect(entity.access).not.toBe('');
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: references resolve to registered entities', (_, entity) => {
    for (const [, field] of dataFields(entity)) {
      if (field.type === 'reference') expect(registry.map((e) => e.name)).toContain(field.target);
    }
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: layout names each writable field exactly once', (_, entity) => {
    const named = entity.layout.flatMap((s) => s.fields);
    for (const key of named) expect(Object.keys(entity.fields)).toContain(key);
    expect([...named].sort()).toEqual(writableFields(entity).map(([key]) => key).sort());
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: representation and default sort are real fields', (_, entity) => {
    expect(Object.keys(entity.fields)).toContain(entity.recordRepresentation);
    expect(Object.keys(entity.fields)).toContain(entity.defaultSort.field);
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: sits under a known menu group, at most %i levels deep', (_, entity) => {
    const parent = parentPath(entity.menu);
    if (parent !== '' && entity.inMenu) expect(Object.keys(MENU_GROUPS)).toContain(parent);
    expect(entity.menu.split('/').length).toBeLessThanOrEqual(MAX_MENU_DEPTH);
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: every label has every language', (_, entity) => {
    const labels = [entity.label.one, entity.label.many, ...Object.values(entity.fields).flatMap(labelsOf), ...entity.layout.flatMap((s) => (s.title ? [s.title] : []))];
    for (const label of labels) expect(complete(label), JSON.stringify(label)).toBe(true);
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: the create title is a noun phrase in every language, not a verb before the name', (_, entity) => {
    const { create, one } = entity.label;
    expect(complete(create), JSON.stringify(create)).toBe(true);
    // "Nowa reklamacja", "New reclamation", "Neue Reklamation", "Nouvelle réclamation": the adjective agrees with the noun.
    expect(create.pl).toMatch(/^Now(y|a|e) \S/);
    expect(create.en).toMatch(/^New [a-z]/);
    expect(create.de).toMatch(/^Neu(e|er|es) \S/);
    expect(create.fr).toMatch(/^(Nouveau|Nouvel|Nouvelle|Nouvelles) \S/);
    // The noun is the entity's own (lower-cased in Polish, English and French after the adjective; German keeps its capital).
    expect(create.pl.toLowerCase()).toContain(one.pl.split(' ')[0].toLowerCase().slice(0, 4));
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: a column hidden by default is a list column', (_, entity) => {
    for (const [key, field] of dataFields(entity)) if (field.hiddenByDefault) expect(field.inList, key).toBe(true);
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: select options have unique ids and a valid default', (_, entity) => {
    for (const [, field] of dataFields(entity)) {
      if (field.type !== 'select') continue;
      const ids = field.options.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      if (field.default !== undefined) expect(ids).toContain(field.default);
    }
  });

  it.each(registry.map((e) => [e.name, e] as const))('%s: passwords only in hand-stored entities; the customer scope is a field', (_, entity) => {
    if (dataFields(entity).some(([, f]) => f.type === 'password')) expect(entity.storage).toBe('custom');
    if (entity.customerScope) expect(Object.keys(entity.fields)).toContain(entity.customerScope);
  });

  it('menu groups have every language and nest under existing groups', () => {
    for (const [path, group] of Object.entries(MENU_GROUPS)) {
      expect(complete(group.label)).toBe(true);
      const parent = parentPath(path);
      if (parent) expect(Object.keys(MENU_GROUPS)).toContain(parent);
    }
  });
});
