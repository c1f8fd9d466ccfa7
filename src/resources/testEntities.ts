import type { EntityDef } from '../schemas/core';
import { defineEntity, verbEndpoints } from '../schemas/core';

/** Entities made up for the tests of the generic screens: they know no entity of the portal. */
const L = (pl: string) => ({ pl, en: pl, de: pl, fr: pl });

const named = (name: string, menu: string, fields: EntityDef['fields']): EntityDef =>
  defineEntity({ name, label: { one: L(name), many: L(name), create: L(name) }, menu, endpoints: verbEndpoints(name), recordRepresentation: 'title', fields });

/** A document with a reference, a few columns (two hidden until shown) and lines. */
export const sampleDocument = named('sample_document', 'samples/documents', {
  id: { type: 'id' },
  title: { type: 'text', label: L('Tytuł'), inList: true, filter: 'q' },
  kindId: { type: 'reference', target: 'sample_kind', label: L('Rodzaj'), inList: true, filter: 'eq' },
  status: { type: 'select', label: L('Status'), options: [{ id: 'NEW', label: L('Nowy') }, { id: 'DONE', label: L('Gotowy') }], inList: true },
  note: { type: 'text', label: L('Uwagi'), inList: true, hiddenByDefault: true },
  decidedOn: { type: 'date', label: L('Decyzja'), inList: true, hiddenByDefault: true, filter: 'range' },
  lines: {
    type: 'lines',
    label: L('Pozycje'),
    table: 'sample_document_line',
    parentKey: 'documentId',
    orderKey: 'lineIndex',
    max: 10,
    fields: { quantity: { type: 'number', label: L('Ilość') }, sum: { type: 'money', label: L('Suma'), readOnly: true } },
  },
  createdAt: { type: 'datetime', label: L('Utworzono'), readOnly: true },
});

/** A dictionary the document refers to, listed under the documents' menu group. */
export const sampleKind = named('sample_kind', 'samples/documents/kinds', { id: { type: 'id' }, title: { type: 'text', label: L('Nazwa'), inList: true } });

/** An entity with no hidden column. */
export const samplePlain = named('sample_plain', 'plain', { id: { type: 'id' }, title: { type: 'text', label: L('Nazwa'), inList: true } });
