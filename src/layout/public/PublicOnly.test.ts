import { describe, expect, it } from 'vitest';
import { signedInTarget } from './PublicOnly';

describe('signedInTarget', () => {
  it('sends a signed-in visitor to the default dashboard when it may open it, else to the start page', () => {
    expect(signedInTarget(['reclamations', 'dashboards'])).toBe('/dashboard-accounting');
    expect(signedInTarget(['reclamations'])).toBe('/');
    expect(signedInTarget(undefined)).toBe('/');
  });
});
