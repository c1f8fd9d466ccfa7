import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity } from './defineEntity';
import { verbEndpoints } from './endpoints';
import { LOCALES } from './labels';
import { formatMessage } from './messages';
import { parseBody, zodProblems } from './validation';

const L = { pl: 'x', en: 'x', de: 'x', fr: 'x' };
const sample = defineEntity({
  name: 'sample',
  label: { one: L, many: L, create: L },
  menu: 'reclcatalogs/sample',
  endpoints: verbEndpoints('sample'),
  recordRepresentation: 'title',
  fields: {
    id: { type: 'id' },
    title: { type: 'text', label: L, required: true, maxLength: 5 },
    note: { type: 'longText', label: L },
    mail: { type: 'text', format: 'email', label: L },
    to: { type: 'longText', format: 'emailList', label: L },
    qty: { type: 'number', integer: true, min: 0, max: 10, label: L },
    price: { type: 'money', label: L },
    flag: { type: 'boolean', label: L },
    day: { type: 'date', label: L },
    kind: { type: 'select', label: L, options: [{ id: 'a', label: L }, { id: 'b', label: L }] },
    parentId: { type: 'reference', target: 'sample', label: L },
    nip: { type: 'nip', label: L },
    secret: { type: 'text', label: L, readOnly: true },
  },
});

const problems = (mode: 'create' | 'update', body: unknown) => {
  const result = parseBody(sample, mode, body);
  return result.ok ? [] : result.problems.map((p) => [p.path, p.code]);
};

describe('parseBody', () => {
  it('accepts a valid body, trims text, normalizes NIP and drops unknown, id and read-only keys', () => {
    const result = parseBody(sample, 'create', { id: 7, title: ' ab ', nip: '526-025-09-95', secret: 's', hack: 1, price: 10.5, day: '2024-02-29' });
    // A create starts from the defaults: the boolean is false unless sent.
    expect(result).toEqual({ ok: true, data: { title: 'ab', nip: '5260250995', price: 10.5, day: '2024-02-29', flag: false } });
  });
  it('requires required fields on create but not on update', () => {
    expect(problems('create', {})).toEqual([['title', 'required']]);
    expect(problems('update', {})).toEqual([]);
    expect(problems('update', { title: '  ' })).toEqual([['title', 'required']]);
    expect(problems('update', { title: null })).toEqual([['title', 'required']]);
  });
  it('takes a list of addresses and names the first entry that is not one', () => {
    expect(parseBody(sample, 'update', { to: 'anna@firma.pl; "Nowak, Jan" <jan@firma.pl>' })).toEqual({ ok: true, data: { to: 'anna@firma.pl; "Nowak, Jan" <jan@firma.pl>' } });
    const result = parseBody(sample, 'update', { to: 'anna@firma.pl, pan Jan' });
    expect(result.ok ? [] : result.problems).toMatchObject([{ path: 'to', code: 'invalidRecipients', params: { name: 'pan Jan' } }]);
  });
  it('turns blank optional text into null', () => {
    expect(parseBody(sample, 'update', { note: '  ', mail: '' })).toEqual({ ok: true, data: { note: null, mail: null } });
  });
  it.each([
    [{ title: 'abcdef' }, 'title', 'tooLong'],
    [{ title: 12 }, 'title', 'invalid'],
    [{ qty: 'x' }, 'qty', 'notNumber'],
    [{ qty: 1.5 }, 'qty', 'notInteger'],
    [{ qty: 11 }, 'qty', 'tooBig'],
    [{ qty: -1 }, 'qty', 'tooSmall'],
    [{ price: 1.005 }, 'price', 'moneyScale'],
    [{ flag: 'yes' }, 'flag', 'invalid'],
    [{ day: '2023-02-29' }, 'day', 'invalidDate'],
    [{ day: '29.02.2024' }, 'day', 'invalidDate'],
    [{ day: '1899-12-31' }, 'day', 'invalidDate'],
    [{ kind: 'c' }, 'kind', 'invalidChoice'],
    [{ parentId: 0 }, 'parentId', 'tooSmallExclusive'],
    [{ parentId: '3' }, 'parentId', 'notNumber'],
    [{ nip: '5260250994' }, 'nip', 'invalidNip'],
    [{ mail: 'not-an-address' }, 'mail', 'invalidEmail'],
    [{ note: 'a\u0000b' }, 'note', 'invalidCharacter'],
  ])('rejects %j', (body, path, code) => {
    expect(problems('update', body)).toEqual([[path, code]]);
  });
  it('rejects a body that is not an object', () => {
    expect(problems('create', [])).toEqual([['', 'badRequest']]);
    expect(problems('create', 'text')).toEqual([['', 'badRequest']]);
  });
});

describe('a lines field', () => {
  const Q = { pl: 'Ilość', en: 'Quantity', de: 'Menge', fr: 'Quantité' };
  const withLines = defineEntity({
    name: 'sample_order',
    label: { one: L, many: L, create: L },
    menu: 'sales/sample-orders',
    endpoints: verbEndpoints('sampleorder'),
    recordRepresentation: 'title',
    fields: {
      id: { type: 'id' },
      title: { type: 'text', label: L, required: true },
      lines: {
        type: 'lines',
        label: L,
        table: 'sample_order_line',
        parentKey: 'order_id',
        orderKey: 'lineNo',
        max: 3,
        fields: {
          product: { type: 'reference', target: 'sample', label: L, required: true },
          qty: { type: 'number', integer: true, min: 1, default: 1, required: true, label: Q },
          note: { type: 'text', maxLength: 5, label: L },
        },
      },
    },
  });
  const parse = (body: unknown, mode: 'create' | 'update' = 'create') => parseBody(withLines, mode, body);

  it('takes the lines in their order, fills each line default and drops what a line may not set', () => {
    const result = parse({ title: 'A', lines: [{ product: 2, id: 99, order_id: 7, lineNo: 5 }, { product: 1, qty: 4, note: '  ok ' }] });
    expect(result).toEqual({ ok: true, data: { title: 'A', lines: [{ product: 2, qty: 1 }, { product: 1, qty: 4, note: 'ok' }] } });
  });

  it('starts a new record with no lines, and leaves them alone on an update that does not carry them', () => {
    expect(parse({ title: 'A' })).toEqual({ ok: true, data: { title: 'A', lines: [] } });
    expect(parse({ title: 'B' }, 'update')).toEqual({ ok: true, data: { title: 'B' } });
  });

  it('names a line problem by its line and the line field, with that field label', () => {
    const result = parse({ title: 'A', lines: [{ product: 1 }, { product: 1, qty: 0, note: 'too long' }, { qty: 2 }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.path, p.code])).toEqual([
      ['lines.1.qty', 'tooSmall'],
      ['lines.1.note', 'tooLong'],
      ['lines.2.product', 'required'],
    ]);
    expect(result.problems[0].label).toEqual(Q);
  });

  it('refuses more lines than its maximum, and a value that is not a list', () => {
    const four = Array.from({ length: 4 }, () => ({ product: 1 }));
    const tooMany = parse({ title: 'A', lines: four });
    expect(tooMany.ok ? [] : tooMany.problems.map((p) => [p.path, p.code])).toEqual([['lines', 'tooManyItems']]);
    const notAList = parse({ title: 'A', lines: 'none' });
    expect(notAList.ok ? [] : notAList.problems.map((p) => [p.path, p.code])).toEqual([['lines', 'invalid']]);
  });
});

describe('a bound in words', () => {
  /** Midnight of 12 May 2026 in Poland (summer time). */
  const MAY_12 = new Date('2026-05-11T22:00:00Z');
  // Each kind of bound: a schema, a value it refuses, the problem and its English and Polish words,
  // and the value the words name as the bound, which the schema takes when the words say "at
  // least"/"at most" and refuses when they say "greater"/"less"/"later"/"earlier than".
  const cases: { kind: string; schema: z.ZodType; refused: unknown; code: string; en: string; pl: string; bound: unknown; boundAllowed: boolean }[] = [
    { kind: 'number, inclusive minimum', schema: z.number().min(1), refused: 0, code: 'tooSmall', en: 'The value must be at least 1', pl: 'Wartość musi wynosić co najmniej 1', bound: 1, boundAllowed: true },
    { kind: 'number, exclusive minimum (positive)', schema: z.number().int().positive(), refused: 0, code: 'tooSmallExclusive', en: 'The value must be greater than 0', pl: 'Wartość musi być większa niż 0', bound: 0, boundAllowed: false },
    { kind: 'number, exclusive minimum (gt)', schema: z.number().gt(2.5), refused: 2.5, code: 'tooSmallExclusive', en: 'The value must be greater than 2.5', pl: 'Wartość musi być większa niż 2.5', bound: 2.5, boundAllowed: false },
    { kind: 'number, inclusive maximum', schema: z.number().max(10), refused: 11, code: 'tooBig', en: 'The value must be at most 10', pl: 'Wartość może wynosić najwyżej 10', bound: 10, boundAllowed: true },
    { kind: 'number, exclusive maximum (negative)', schema: z.number().negative(), refused: 0, code: 'tooBigExclusive', en: 'The value must be less than 0', pl: 'Wartość musi być mniejsza niż 0', bound: 0, boundAllowed: false },
    { kind: 'number, exclusive maximum (lt)', schema: z.number().lt(100), refused: 100, code: 'tooBigExclusive', en: 'The value must be less than 100', pl: 'Wartość musi być mniejsza niż 100', bound: 100, boundAllowed: false },
    { kind: 'bigint, inclusive minimum', schema: z.bigint().min(5n), refused: 4n, code: 'tooSmall', en: 'The value must be at least 5', pl: 'Wartość musi wynosić co najmniej 5', bound: 5n, boundAllowed: true },
    { kind: 'bigint, exclusive minimum', schema: z.bigint().positive(), refused: 0n, code: 'tooSmallExclusive', en: 'The value must be greater than 0', pl: 'Wartość musi być większa niż 0', bound: 0n, boundAllowed: false },
    { kind: 'bigint, inclusive maximum', schema: z.bigint().max(9n), refused: 10n, code: 'tooBig', en: 'The value must be at most 9', pl: 'Wartość może wynosić najwyżej 9', bound: 9n, boundAllowed: true },
    { kind: 'text, shortest', schema: z.string().min(3), refused: 'ab', code: 'tooShort', en: 'Too short: at least 3 characters', pl: 'Za krótki tekst: co najmniej 3 znaków', bound: 'abc', boundAllowed: true },
    { kind: 'text, longest', schema: z.string().max(5), refused: 'abcdef', code: 'tooLong', en: 'Too long: at most 5 characters', pl: 'Za długi tekst: najwyżej 5 znaków', bound: 'abcde', boundAllowed: true },
    { kind: 'text, exact length', schema: z.string().length(4), refused: 'abc', code: 'wrongLength', en: 'The text must have exactly 4 characters', pl: 'Liczba znaków musi wynosić dokładnie 4', bound: 'abcd', boundAllowed: true },
    { kind: 'list, fewest', schema: z.array(z.number()).min(2), refused: [1], code: 'tooFewItems', en: 'Too few items: at least 2', pl: 'Za mało elementów: co najmniej 2', bound: [1, 2], boundAllowed: true },
    { kind: 'list, most', schema: z.array(z.number()).max(2), refused: [1, 2, 3], code: 'tooManyItems', en: 'Too many items: at most 2', pl: 'Za dużo elementów: najwyżej 2', bound: [1, 2], boundAllowed: true },
    { kind: 'list, exact count', schema: z.array(z.number()).length(2), refused: [1], code: 'wrongItemCount', en: 'There must be exactly 2 items', pl: 'Liczba elementów musi wynosić dokładnie 2', bound: [1, 2], boundAllowed: true },
    { kind: 'set, fewest', schema: z.set(z.number()).min(2), refused: new Set([1]), code: 'tooFewItems', en: 'Too few items: at least 2', pl: 'Za mało elementów: co najmniej 2', bound: new Set([1, 2]), boundAllowed: true },
    { kind: 'set, most', schema: z.set(z.number()).max(1), refused: new Set([1, 2]), code: 'tooManyItems', en: 'Too many items: at most 1', pl: 'Za dużo elementów: najwyżej 1', bound: new Set([1]), boundAllowed: true },
    { kind: 'date, earliest', schema: z.date().min(MAY_12), refused: new Date('2026-05-11T12:00:00Z'), code: 'dateTooEarly', en: 'The date cannot be earlier than 12.05.2026', pl: 'Data nie może być wcześniejsza niż 12.05.2026', bound: MAY_12, boundAllowed: true },
    { kind: 'date, latest', schema: z.date().max(MAY_12), refused: new Date('2026-05-12T08:00:00Z'), code: 'dateTooLate', en: 'The date cannot be later than 12.05.2026', pl: 'Data nie może być późniejsza niż 12.05.2026', bound: MAY_12, boundAllowed: true },
    { kind: 'date, after (exclusive)', schema: z.date().check(z.gt(MAY_12)), refused: MAY_12, code: 'dateNotAfter', en: 'The date must be later than 12.05.2026', pl: 'Data musi być późniejsza niż 12.05.2026', bound: MAY_12, boundAllowed: false },
    { kind: 'date, before (exclusive), with its time', schema: z.date().check(z.lt(new Date('2026-05-12T08:30:00Z'))), refused: new Date('2026-05-12T09:00:00Z'), code: 'dateNotBefore', en: 'The date must be earlier than 12.05.2026 10:30', pl: 'Data musi być wcześniejsza niż 12.05.2026 10:30', bound: new Date('2026-05-12T08:30:00Z'), boundAllowed: false },
    { kind: 'file, smallest', schema: z.file().min(10), refused: new File(['abc'], 'a.txt'), code: 'fileTooSmall', en: 'The file is too small: at least 10 B', pl: 'Plik jest za mały: co najmniej 10 B', bound: new File(['0123456789'], 'b.txt'), boundAllowed: true },
    { kind: 'file, largest', schema: z.file().max(2), refused: new File(['abc'], 'a.txt'), code: 'fileTooLarge', en: 'The file is too large: at most 2 B', pl: 'Plik jest za duży: najwyżej 2 B', bound: new File(['ab'], 'b.txt'), boundAllowed: true },
  ];

  it.each(cases)('$kind: $en', ({ schema, refused, code, en, pl, bound, boundAllowed }) => {
    const result = schema.safeParse(refused);
    expect(result.success).toBe(false);
    if (result.success) return;
    const [problem] = zodProblems(result.error);
    expect(problem.code).toBe(code);
    expect(formatMessage(problem.code, 'en', problem.params)).toBe(en);
    expect(formatMessage(problem.code, 'pl', problem.params)).toBe(pl);
    // The words agree with the refusal: the value they name as the bound is taken exactly when they say "at least/at most".
    expect(schema.safeParse(bound).success).toBe(boundAllowed);
  });

  it('names the bound in every language, for every kind', () => {
    for (const { schema, refused } of cases) {
      const result = schema.safeParse(refused);
      if (result.success) throw new Error('taken');
      const [problem] = zodProblems(result.error);
      const bound = String(Object.values(problem.params ?? {})[0]);
      for (const locale of LOCALES) expect(formatMessage(problem.code, locale, problem.params), `${problem.code} ${locale}`).toContain(bound);
    }
  });

  it('says "greater than 0" for the 0 a reference refuses: never "at least 0"', () => {
    const result = parseBody(sample, 'update', { parentId: 0 });
    const [problem] = result.ok ? [] : result.problems;
    expect(formatMessage(problem.code, 'pl', problem.params)).toBe('Wartość musi być większa niż 0');
    expect(formatMessage(problem.code, 'en', problem.params)).toBe('The value must be greater than 0');
  });
});
