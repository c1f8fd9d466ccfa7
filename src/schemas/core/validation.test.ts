import { describe, expect, it } from 'vitest';
import { defineEntity } from './defineEntity';
import { verbEndpoints } from './endpoints';
import { parseBody } from './validation';

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
    [{ kind: 'c' }, 'kind', 'invalidChoice'],
    [{ parentId: 0 }, 'parentId', 'tooSmall'],
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
    expect(tooMany.ok ? [] : tooMany.problems.map((p) => [p.path, p.code])).toEqual([['lines', 'tooBig']]);
    const notAList = parse({ title: 'A', lines: 'none' });
    expect(notAList.ok ? [] : notAList.problems.map((p) => [p.path, p.code])).toEqual([['lines', 'invalid']]);
  });
});
