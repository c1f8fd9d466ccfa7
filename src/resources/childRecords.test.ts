import { describe, expect, it } from 'vitest';
import type { DataField } from '../schemas/core';
import { defineEntity, restEndpoints } from '../schemas/core';
import { entityByName } from '../schemas/registry';
import { childColumns, childInputs, childPayload, columnTotal, isLongText, isNarrow, numericText } from './childRecords';

const L = (pl: string) => ({ pl, en: pl, de: pl, fr: pl });

/** A child of `parent` whose fields say what its grid shows. */
const sample = defineEntity({
  name: 'sample_child',
  label: { one: L('Próbka'), many: L('Próbki'), create: L('Nowa próbka') },
  menu: 'samples/children',
  endpoints: restEndpoints('samplechild'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id', inList: true },
    name: { type: 'text', label: L('Nazwa'), inList: true },
    parent_id: { type: 'reference', target: 'reclamation', label: L('Rodzic'), inList: true },
    note: { type: 'longText', label: L('Uwagi') },
    weight: { type: 'number', label: L('Waga'), inList: true },
    code: { type: 'text', label: L('Kod'), readOnly: true, inList: true },
  },
});

describe('the columns and inputs of a child grid come from the child entity', () => {
  it('columns: its list fields in field order, never the key to the parent', () => {
    expect(childColumns(sample, 'parent_id')).toEqual(['id', 'name', 'weight', 'code']);
    expect(childColumns(entityByName('reclamation_cost'), 'reclamation_id')).toEqual(['cost_article', 'description', 'cost_date', 'quantity', 'unit_price', 'amount']);
    expect(childColumns(entityByName('reclamation_production_order'), 'reclamation_id')).toEqual(['number', 'reclamation_subject', 'description', 'quantity', 'due_date', 'status']);
  });

  it('inputs: its writable form fields but the key to the parent and those changed in their row', () => {
    expect(childInputs(sample, 'parent_id')).toEqual(['name', 'note', 'weight']);
    expect(childInputs(sample, 'parent_id', ['weight'])).toEqual(['name', 'note']);
    expect(childInputs(entityByName('reclamation_cost'), 'reclamation_id')).toEqual(['cost_article', 'description', 'cost_date', 'quantity', 'unit_price', 'amount']);
    expect(childInputs(entityByName('reclamation_production_order'), 'reclamation_id', ['status'])).toEqual(['number', 'reclamation_subject', 'description', 'quantity', 'due_date']);
    // A layout orders (and chooses) the inputs.
    expect(childInputs({ ...sample, layout: [{ fields: ['weight'] }, { fields: ['name', 'code', 'parent_id'] }] }, 'parent_id')).toEqual(['weight', 'name']);
  });

  it('short values go two to a line, texts longer than a line in a growing box', () => {
    const orders = entityByName('reclamation_production_order');
    expect(['number', 'reclamation_subject', 'description', 'quantity', 'due_date', 'status'].filter((key) => isNarrow(orders.fields[key]))).toEqual(['quantity', 'due_date', 'status']);
    expect(isLongText(orders.fields.description)).toBe(true);
    expect(isLongText(entityByName('reclamation_cost').fields.description)).toBe(false);
  });

  it('a save sends the writable fields but the key to the parent, an emptied input as null', () => {
    expect(childPayload(sample, 'parent_id', { id: 4, parent_id: 9, name: 'A', note: '', weight: 2, code: 'X', other: 1 })).toEqual({ name: 'A', note: null, weight: 2 });
    expect(childPayload(sample, 'parent_id', { name: 'B' })).toEqual({ name: 'B' });
  });
});

describe('totals and numbers', () => {
  it('the total adds amounts in cents', () => {
    expect(columnTotal([{ amount: 0.1 }, { amount: 0.2 }], 'amount')).toBe(0.3);
    expect(columnTotal([{ amount: 100 }, { amount: '23.45' }, { amount: null }, {}], 'amount')).toBe(123.45);
    expect(columnTotal(undefined, 'amount')).toBe(0);
  });

  it('amounts read with 2 decimals, numbers as the language writes them, nothing where there is none', () => {
    const money = { type: 'money', label: L('Kwota') } satisfies DataField;
    const number = { type: 'number', label: L('Ilość') } satisfies DataField;
    expect(numericText(money, 12.5, 'en')).toBe('12.50');
    expect(numericText(money, 12345.5, 'pl').replace(/\s/g, ' ')).toBe('12 345,50');
    expect(numericText(money, '0.1', 'pl')).toBe('0,10');
    expect(numericText(money, null, 'pl')).toBe('');
    expect(numericText(number, 2.5, 'pl')).toBe('2,5');
    expect(numericText(number, 1500, 'en')).toBe('1,500');
    expect(numericText(number, undefined, 'en')).toBe('');
  });
});
