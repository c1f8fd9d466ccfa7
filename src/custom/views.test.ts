import { expect, it } from 'vitest';
import { registry } from '../schemas/registry';
import { entityViews, fieldFormats } from './views';

it('gives views only to registered entities and never their resource name', () => {
  const names = registry.map((entity) => entity.name);
  for (const [name, props] of Object.entries(entityViews)) {
    expect(names, name).toContain(name);
    expect(props).not.toHaveProperty('name');
  }
});

it('draws only formats some field of a registered entity has', () => {
  const formats = new Set(registry.flatMap((entity) => Object.values(entity.fields).flatMap((field) => ('format' in field && field.format ? [field.format] : []))));
  expect(Object.keys(fieldFormats).length).toBeGreaterThan(0);
  for (const format of Object.keys(fieldFormats)) expect([...formats], format).toContain(format);
});
