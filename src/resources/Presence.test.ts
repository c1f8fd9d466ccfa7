import { describe, expect, it } from 'vitest';
import { namesShown } from './Presence';

const people = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `Osoba ${i + 1}` }));

describe('who else has a record open', () => {
  it('names up to five people and counts the others', () => {
    expect(namesShown(people(2))).toEqual({ names: ['Osoba 1', 'Osoba 2'], more: 0 });
    expect(namesShown(people(5)).more).toBe(0);
    expect(namesShown(people(8))).toEqual({ names: ['Osoba 1', 'Osoba 2', 'Osoba 3', 'Osoba 4', 'Osoba 5'], more: 3 });
  });
});
