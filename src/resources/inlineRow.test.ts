import { describe, expect, it } from 'vitest';
import { defineEntity, L, verbEndpoints } from '../schemas/core';
import { registry } from '../schemas/registry';
import { editableInRow, rowPayload } from './inlineRow';

const status = registry.find((entity) => entity.name === 'reclamation_status')!;

describe('lists that edit in place', () => {
  it('are the dictionaries by default: records a row holds whole, without lines, a detail screen or an owner', () => {
    const inPlace = registry.filter((entity) => entity.inlineEdit).map((entity) => entity.name);
    expect(inPlace).toEqual(expect.arrayContaining(['reclamation_reason', 'reclamation_status', 'delivery_type', 'sales_point', 'customer_request_status', 'terms_of_payment']));
    for (const name of ['customer', 'sales_order', 'reclamation', 'user', 'reclamation_cost', 'email_template', 'product']) expect(inPlace).not.toContain(name);
  });

  it('follow the schema where it says so, and leave out a record with a required field the list does not show', () => {
    const base = { label: { one: L('a', 'a', 'a', 'a'), many: L('b', 'b', 'b', 'b'), create: L('c', 'c', 'c', 'c') }, menu: 'x/y', endpoints: verbEndpoints('xy'), recordRepresentation: 'name' } as const;
    const fields = { id: { type: 'id' }, name: { type: 'text', label: L('Nazwa', 'Nazwa', 'Nazwa', 'Nazwa'), required: true, inList: true }, note: { type: 'text', label: L('Uwagi', 'Uwagi', 'Uwagi', 'Uwagi'), required: true } } as const;
    expect(defineEntity({ ...base, name: 'x', fields }).inlineEdit).toBe(false);
    expect(defineEntity({ ...base, name: 'x', fields, inlineEdit: true }).inlineEdit).toBe(true);
    expect(defineEntity({ ...base, name: 'x', fields: { id: fields.id, name: fields.name } }).inlineEdit).toBe(true);
    expect(defineEntity({ ...base, name: 'x', fields: { id: fields.id, name: fields.name }, inlineEdit: false }).inlineEdit).toBe(false);
  });

  it('type a value in a cell, never the id, a read-only value or one no cell holds', () => {
    expect(editableInRow(status, 'description')?.type).toBe('text');
    expect(editableInRow(status, 'statusGroupId')?.type).toBe('reference');
    expect(editableInRow(status, 'id')).toBeUndefined();
    expect(editableInRow(status, undefined)).toBeUndefined();
    expect(editableInRow(status, 'nothing')).toBeUndefined();
  });

  it('save only what the row changed, with the version it was read in; nothing when nothing changed; a new row whole', () => {
    const start = { id: 4, description: 'Nowy', statusGroupId: null, color: '#112233', isFinal: false, version: 3 };
    expect(rowPayload(status, start, { ...start, description: 'Otwarty', statusGroupId: 2 }, false)).toEqual({ description: 'Otwarty', statusGroupId: 2, version: 3 });
    expect(rowPayload(status, start, { ...start }, false)).toBeNull();
    expect(rowPayload(status, start, { ...start, statusGroupId: undefined }, false)).toBeNull();
    expect(rowPayload(status, {}, { description: 'Nowy', isFinal: false, id: 9, version: 1 }, true)).toEqual({ description: 'Nowy', isFinal: false });
  });
});
