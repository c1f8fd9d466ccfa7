import { describe, expect, it } from 'vitest';
import type { LineValueField } from '../schemas/core';
import { typedNumber as parseNumber } from '../schemas/core';
import { cellEditable, columnWidth, lineColumns, moveLine, parseBlock, parseCell, sameLine } from './linesGrid';

const L = (pl: string) => ({ pl, en: pl, de: pl, fr: pl });
const f = (field: Record<string, unknown> & { type: LineValueField['type'] }) => ({ label: L('x'), ...field }) as LineValueField;

describe('the lines grid', () => {
  it('reads a block copied from a spreadsheet: tabs and line breaks, quoted cells with tabs, breaks and doubled quotes', () => {
    expect(parseBlock('a\tb\r\nc\td\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseBlock('a\t\tc\n')).toEqual([['a', '', 'c']]);
    expect(parseBlock('"x\ty"\t"line\nbreak"\t"say ""hi"""')).toEqual([['x\ty', 'line\nbreak', 'say "hi"']]);
    expect(parseBlock('')).toEqual([]);
  });

  it('reads numbers as people write them, and nothing else', () => {
    expect(parseNumber('1 800,50')).toBe(1800.5);
    expect(parseNumber('1\u00a0800,50')).toBe(1800.5);
    expect(parseNumber('1.800,50')).toBe(1800.5);
    expect(parseNumber('1800.5')).toBe(1800.5);
    expect(parseNumber('-3')).toBe(-3);
    for (const bad of ['', 'dwa', '1,2,3', '12a', '1e5']) expect(parseNumber(bad)).toBeUndefined();
  });

  it('turns a text into a cell value by the field, or names the problem', () => {
    expect(parseCell(f({ type: 'money' }), '18,50')).toEqual({ value: 18.5 });
    expect(parseCell(f({ type: 'number' }), '')).toEqual({ value: null });
    expect(parseCell(f({ type: 'number' }), 'x')).toEqual({ problem: 'notNumber' });
    expect(parseCell(f({ type: 'date' }), '15.07.2030')).toEqual({ value: '2030-07-15' });
    expect(parseCell(f({ type: 'date' }), '2030-07-15')).toEqual({ value: '2030-07-15' });
    expect(parseCell(f({ type: 'date' }), '31.02.2030')).toEqual({ problem: 'notDate' });
    expect(parseCell(f({ type: 'date' }), '5.7.2030')).toEqual({ value: '2030-07-05' });
    expect(parseCell(f({ type: 'date' }), '15.07.2030 10:30')).toEqual({ problem: 'notDate' });
    expect(parseCell(f({ type: 'datetime' }), '15.07.2030 10:30')).toEqual({ value: '2030-07-15T10:30' });
    expect(parseCell(f({ type: 'datetime' }), '15.07.2030')).toEqual({ value: '2030-07-15T00:00' });
    expect(parseCell(f({ type: 'datetime' }), '15.07.2030 24:00')).toEqual({ problem: 'notDate' });
    const choices = [{ id: 23, name: '23%' }, { id: 'ACTIVE', name: 'Aktywny' }];
    expect(parseCell(f({ type: 'select', options: [] }), 'aktywny', choices)).toEqual({ value: 'ACTIVE' });
    expect(parseCell(f({ type: 'select', options: [] }), '23', choices)).toEqual({ value: 23 });
    expect(parseCell(f({ type: 'select', options: [] }), 'inny', choices)).toEqual({ problem: 'notChoice' });
    expect(parseCell(f({ type: 'boolean' }), 'Tak')).toEqual({ value: true });
    expect(parseCell(f({ type: 'boolean' }), 'nie')).toEqual({ value: false });
    expect(parseCell(f({ type: 'boolean' }), 'może')).toEqual({ problem: 'notFlag' });
    // A text is kept as typed, a formula's text too: nothing is evaluated.
    expect(parseCell(f({ type: 'text' }), '=HYPERLINK("x")')).toEqual({ value: '=HYPERLINK("x")' });
    expect(parseCell(f({ type: 'text' }), '  ')).toEqual({ value: null });
  });

  it('moves a line within the lines', () => {
    expect(moveLine(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveLine(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveLine(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('tells a changed line from one that reads the same, structures by their content', () => {
    expect(sameLine({ a: 1, b: [{ x: 1 }] }, { a: 1, b: [{ x: 1 }] }, ['a', 'b'])).toBe(true);
    expect(sameLine({ a: 1, b: 2 }, { a: 1, b: 3 }, ['a', 'b'])).toBe(false);
    expect(sameLine({ a: 1, b: 2 }, { a: 1, b: 3 }, ['a'])).toBe(true);
  });

  it('lays its columns out from the schema: hidden ones, widths, the cells typed into', () => {
    const lines = { type: 'lines', label: L('p'), table: 't', parentKey: 'p', orderKey: 'o', max: 5, fields: { a: f({ type: 'text' }), b: f({ type: 'json', hiddenByDefault: true }), c: f({ type: 'money', readOnly: true }) } } as const;
    expect(lineColumns(lines)).toEqual({ all: ['a', 'b', 'c'], hidden: ['b'] });
    expect([columnWidth(lines.fields.a), columnWidth(lines.fields.c), columnWidth(f({ type: 'number', width: 'wide' }))]).toEqual(['wide', 'narrow', 'wide']);
    expect([cellEditable(lines.fields.a), cellEditable(lines.fields.b), cellEditable(lines.fields.c)]).toEqual([true, false, false]);
  });
});
