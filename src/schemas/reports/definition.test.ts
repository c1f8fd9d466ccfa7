import { describe, expect, it } from 'vitest';
import { L, LOCALES } from '../core';
import { reclamation } from '../entities/reclamation';
import { salesOrder } from '../entities/salesOrder';
import { allAccessKeys } from '../modules';
import { entityByName } from '../registry';
import type { ReportInput } from './definition';
import { defineReport, reportGroupKey } from './definition';
import { orderListReport } from './orders';
import { reclamationReport } from './reclamations';
import { REPORTS, reportByModule } from './registry';

describe('the report registry', () => {
  it('names each module once and finds a report by it', () => {
    expect(new Set(REPORTS.map((r) => r.module)).size).toBe(REPORTS.length);
    expect(reportByModule('orders')).toBe(orderListReport);
    expect(reportByModule('reclamations')).toBe(reclamationReport);
    expect(reportByModule('invoices')).toBeUndefined();
    expect(reportByModule(undefined)).toBeUndefined();
  });

  it.each(REPORTS.map((r) => [r.module, r]))('%s: its access key is a real key, its references resolve, its labels are in every language', (_, report) => {
    expect(allAccessKeys()).toContain(report.access);
    expect(report.customerScope).toBe(report.source.customerScope);
    const targets = [
      ...report.groups.flatMap((g) => (g.source.kind === 'reference' ? [g.source.target] : [])),
      ...report.filters.flatMap((f) => (f.kind === 'ids' && f.source.kind === 'reference' ? [f.source.target] : [])),
      ...report.columns.flatMap((c) => (c.kind === 'reference' || c.kind === 'lineCodes' ? [c.target] : [])),
    ];
    for (const target of targets) expect(() => entityByName(target), target).not.toThrow();
    for (const c of report.columns) if (c.kind === 'lineCodes') expect(Object.keys(entityByName(c.target).fields)).toContain(c.shows);
    const labels = [...report.groups, ...report.filters, ...report.columns, ...report.sums].map((x) => x.label);
    for (const label of labels) for (const locale of LOCALES.filter((l) => l !== 'nl')) expect(label[locale as Exclude<typeof locale, 'nl'>]).toMatch(/\S/);
    expect(report.limits).toEqual({ detail: 2_000, export: 100_000 });
  });
});

describe('the order-list report', () => {
  it('is the sales orders, in the orders module, scoped by the customer of each order', () => {
    expect(orderListReport).toMatchObject({ module: 'orders', access: 'orders', customerScope: 'customerId', fileName: 'raport-zamowien' });
    expect(orderListReport.source).toBe(salesOrder);
  });

  it('shows the spec §3 columns, number being numberStr, and sums net, VAT and gross', () => {
    expect(orderListReport.columns.filter((c) => !c.hidden).map((c) => c.key)).toEqual(['number', 'createdAt', 'customer', 'author', 'currency', 'sumBrutto', 'sumVat', 'sumNetto']);
    expect(orderListReport.columns[0]).toMatchObject({ kind: 'value', field: 'numberStr', shape: 'text' });
    expect(orderListReport.columns[1]).toMatchObject({ kind: 'value', shape: 'datetime' });
    expect(orderListReport.columns[2]).toMatchObject({ kind: 'reference', target: 'customer', labelKey: '_customer' });
    expect(orderListReport.columns[3]).toMatchObject({ kind: 'reference', target: 'user', labelKey: '_author' });
    expect(orderListReport.sums.map((s) => s.key)).toEqual(['sumBrutto', 'sumVat', 'sumNetto']);
  });

  it('groups by customer, status, currency, author, month, terms of payment and delivery method, each of its kind', () => {
    const kinds = Object.fromEntries(orderListReport.groups.map((g) => [g.key, [g.source.kind, g.value]]));
    expect(kinds).toMatchObject({
      customer: ['reference', 'int'],
      status: ['select', 'text'],
      currency: ['select', 'text'],
      author: ['reference', 'int'],
      month: ['month', 'month'],
      termsOfPayment: ['reference', 'int'],
      deliveryMethod: ['select', 'text'],
    });
    expect(reportGroupKey(orderListReport, 'month')).toMatchObject({ field: 'createdAt', time: 'datetime' });
    expect(reportGroupKey(orderListReport, 'status')?.source).toMatchObject({ order: 'options' });
  });

  it('filters by customer, status, currency, two date ranges and the deletion mark', () => {
    expect(orderListReport.filters.map((f) => [f.key, f.kind])).toEqual([
      ['customer', 'ids'],
      ['status', 'ids'],
      ['currency', 'ids'],
      ['createdAt', 'period'],
      ['deliveryDate', 'period'],
      ['markedToDelete', 'flag'],
    ]);
    expect(orderListReport.filters[3]).toMatchObject({ fields: ['createdAt'], times: { createdAt: 'datetime' } });
    expect(orderListReport.filters[4]).toMatchObject({ fields: ['deliveryDate'], times: { deliveryDate: 'date' } });
  });
});

describe('defineReport', () => {
  const base: ReportInput = {
    module: 'test',
    source: reclamation,
    texts: {
      title: L('Raport', 'Report', 'Bericht', 'Rapport'),
      menu: L('Raport', 'Report', 'Bericht', 'Rapport'),
      total: L('Razem: %{count}', 'Total: %{count}', 'Gesamt: %{count}', 'Total : %{count}'),
      empty: L('Brak', 'None', 'Keine', 'Aucun'),
      noGroups: L('Bez grupowania', 'No grouping', 'Keine Gruppierung', 'Sans regroupement'),
    },
    fileName: 'raport',
    groups: [{ key: 'status', field: 'status' }],
    filters: [{ key: 'status', kind: 'ids', field: 'status' }],
    columns: [{ key: 'number', field: 'number' }],
    sums: ['amount'],
    detailOrder: ['number'],
  };

  it('fills the defaults from the source: access, customer scope, labels, limits', () => {
    const report = defineReport(base);
    expect(report).toMatchObject({ access: 'reclamations', customerScope: 'customer', limits: { detail: 2_000, export: 100_000 } });
    expect(report.groups[0].label).toBe(reclamation.fields.status.label);
    expect(defineReport({ ...base, limits: { detail: 10 } }).limits).toEqual({ detail: 10, export: 100_000 });
  });

  it('refuses fields the source lacks or of the wrong kind, and repeated keys', () => {
    const refused = (over: Partial<ReportInput>, message: RegExp) => expect(() => defineReport({ ...base, ...over })).toThrow(message);
    refused({ groups: [{ key: 'x', field: 'nope' }] }, /has no field nope/);
    refused({ groups: [{ key: 'id', field: 'id' }] }, /has no field id/);
    refused({ groups: [{ key: 'comment', field: 'comment' }] }, /does not group/);
    refused({ groups: [{ key: 'month', field: 'number', derive: 'month', label: reclamation.label.one }] }, /is not a date/);
    refused({ groups: [{ key: 'month', field: 'input_date', derive: 'month' }] }, /needs its own label/);
    refused({ groups: [{ key: 'status', field: 'status' }, { key: 'status', field: 'customer' }] }, /named twice/);
    refused({ filters: [{ key: 'number', kind: 'ids', field: 'number' }] }, /neither a reference nor a select/);
    refused({ filters: [{ key: 'status', kind: 'flag', field: 'status' }] }, /not a boolean/);
    refused({ filters: [{ key: 'period', kind: 'period', fields: ['number'] }] }, /is not a date/);
    refused({ sums: ['number'] }, /no money field/);
    refused({ sums: [] }, /at least one/);
    refused({ columns: [{ key: 'lineNumber', field: 'number' }] }, /named twice/);
    refused({ columns: [{ key: 'codes', lines: 'comment', field: 'x', shows: 'code' }] }, /not a lines field/);
    refused({ module: 'Zły moduł' }, /plain name/);
  });
});
