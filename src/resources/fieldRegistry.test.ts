import { describe, expect, it } from 'vitest';
import { jsonText } from './fieldRegistry';

describe('a structured value as text', () => {
  it("reads each item's name and value as the field's itemText says", () => {
    const pairs = { name: 'part.name', value: 'choice', separator: ', ' };
    expect(jsonText([{ part: { name: 'Kolor' }, choice: 'Biały' }, { part: { name: 'Szyba' }, choice: '4/16/4' }], pairs)).toBe('Kolor: Biały, Szyba: 4/16/4');
    // A part that is missing is left out with its colon.
    expect(jsonText([{ part: { name: 'Kolor' } }, { choice: 'Biały' }], pairs)).toBe('Kolor, Biały');
  });

  it('reads a value as a number with the places it asks for', () => {
    const amounts = { name: 'description', value: 'sum', decimals: 2, separator: '; ' };
    expect(jsonText([{ description: 'Okno', sum: 1200 }, { description: 'Montaż', sum: '150.5' }, { description: 'Rabat' }], amounts)).toBe('Okno: 1200.00; Montaż: 150.50; Rabat: 0.00');
  });

  it('reads as its JSON without itemText: one item as itself, more as the list', () => {
    expect(jsonText([{ a: 1 }], undefined)).toBe('{"a":1}');
    expect(jsonText([{ a: 1 }, { a: 2 }], undefined)).toBe('[{"a":1},{"a":2}]');
  });
});
