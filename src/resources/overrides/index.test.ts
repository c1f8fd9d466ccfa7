import { expect, it } from 'vitest';
import { registry } from '../../schemas/registry';
import { overrides } from '.';

it('overrides only registered entities and never their resource name', () => {
  const names = registry.map((entity) => entity.name);
  for (const [name, props] of Object.entries(overrides)) {
    expect(names, name).toContain(name);
    expect(props).not.toHaveProperty('name');
  }
});
