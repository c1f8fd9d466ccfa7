import { describe, expect, it } from 'vitest';
import { customer } from '../../../src/schemas/entities/customer';
import { deliveryType } from '../../../src/schemas/entities/deliveryType';
import { csvRecords, csvText } from './sheet';
import { typedNumber } from '../../../src/schemas/core';
import { cellValue, dayOf, importKey, mapColumns, plainText } from './values';

const label = { pl: 'x', en: 'x', de: 'x', fr: 'x' };

describe('reading a spreadsheet\'s cells', () => {
  it('numbers as people type them, and nothing else', () => {
    expect(['1 800,50', '1800.5', '-3', '12', '1\u00a0000', '0,5'].map(typedNumber)).toEqual([1800.5, 1800.5, -3, 12, 1000, 0.5]);
    expect(['1,2,3', 'abc', '1.2.3', '', '12 zł', '1e5'].map(typedNumber)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('days as DD.MM.YYYY, D.M.YYYY, YYYY-MM-DD or a workbook\'s day; no impossible day', () => {
    expect(['27.11.2026', '1.2.2026', '2026-02-01', new Date(Date.UTC(2026, 10, 27))].map(dayOf)).toEqual(['2026-11-27', '2026-02-01', '2026-02-01', '2026-11-27']);
    expect(['30.02.2026', '2026-13-01', '27/11/2026', '1.1.26'].map(dayOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('each kind of field: choices by code or label in any language, yes and no, references to look up, a formula refused', () => {
    const status = customer.fields.status as Parameters<typeof cellValue>[0];
    expect(['Active', 'aktywny', 'Inaktiv', 'inactif', 'Zawieszony'].map((cell) => cellValue(status, cell))).toEqual([{ value: 'Active' }, { value: 'Active' }, { value: 'Inactive' }, { value: 'Inactive' }, { problem: 'invalidChoice' }]);
    const flag = { type: 'boolean', label } as const;
    expect(['Tak', 'nie', 'Yes', 'x', true, 'może'].map((cell) => cellValue(flag, cell))).toEqual([{ value: true }, { value: false }, { value: true }, { value: true }, { value: true }, { problem: 'notBoolean' }]);
    expect(cellValue({ type: 'reference', target: 'user', label }, ' Jan Kowalski ')).toEqual({ lookup: 'Jan Kowalski' });
    expect(cellValue({ type: 'money', label }, { formula: 'A1*2' })).toEqual({ problem: 'formulaCell' });
    expect(cellValue({ type: 'text', label }, 123456)).toEqual({ value: '123456' });
    expect([null, '  '].map((cell) => cellValue({ type: 'text', label }, cell))).toEqual([{ empty: true }, { empty: true }]);
  });

  it('a text the export wrote after an apostrophe is read back as it was; any other text as it is', () => {
    expect(["'=HYPERLINK(1)", "'+48 600", "'@SUM(A1)", "'cytat'", '=A1'].map(plainText)).toEqual(['=HYPERLINK(1)', '+48 600', '@SUM(A1)', "'cytat'", '=A1']);
  });
});

describe('columns to fields', () => {
  it('by label in any language or by field name, the caller\'s mapping first, a field filled once', () => {
    expect(mapColumns(customer, ['Nazwa', 'City', 'Steuernummer (NIP)', 'status', 'Nazwa', 'Miasto', 'Id'])).toEqual(['name', 'city', 'nip', 'status', null, null, 'id']);
    expect(mapColumns(customer, ['Nazwa', 'Miasto'], { Nazwa: null, Miasto: 'city' })).toEqual([null, 'city']);
    // Read-only fields and generated values are no import's.
    expect(mapColumns(customer, ['Utworzono', 'createdAt'])).toEqual([null, null]);
  });

  it('the key: a code, else the first unique field', () => {
    expect([importKey(deliveryType), importKey(customer)]).toEqual(['code', 'nip']);
  });
});

describe('CSV files', () => {
  const csvRows = (text: string) => [...csvRecords(text)];

  it('its separator from the header line; quotes with separators, doubled quotes and line breaks', () => {
    expect(csvRows('a;b;c\r\n1;"x;y";"say ""hi"""\r\n2;"two\nlines";\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
    expect(csvRows('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(csvRows('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('UTF-8 (its BOM dropped) or Windows-1250; binary bytes are no CSV', () => {
    expect(csvText(Buffer.from('\uFEFFŁódź;Żagle', 'utf8'))).toBe('Łódź;Żagle');
    expect(csvText(Buffer.from([0xa3, 0xf3, 0x64, 0x9f]))).toBe('Łódź');
    expect(() => csvText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toThrow('notASpreadsheet');
  });
});
