import { expect, it } from 'vitest';
import { registry } from '../schemas/registry';
import { entityViews } from './views';

it('gives views only to registered entities and never their resource name', () => {
  const names = registry.map((entity) => entity.name);
  for (const [name, props] of Object.entries(entityViews)) {
    expect(names, name).toContain(name);
    expect(props).not.toHaveProperty('name');
  }
});
