import type { Writable } from 'node:stream';
import type { GroupKey, ReportAnswer } from '../../../src/schemas/reports';
import { groupTree } from './groupTree';
import { groupLabel, levelOf } from './rollup';

/** Polish names of the grouping keys, for the "Grupy" sheet. */
export const GROUP_NAMES_PL: Record<GroupKey, string> = {
  status: 'Status',
  customer: 'Klient',
  type: 'Typ',
  reason: 'Przyczyna',
  perpetrator: 'Sprawca',
  execution_type: 'Sposób realizacji',
  decision: 'Decyzja',
  responsible: 'Odpowiedzialny',
  doc_type: 'Rodzaj dokumentu',
  sales_point: 'Punkt sprzedaży',
  month: 'Miesiąc przyjęcia',
  year: 'Rok przyjęcia',
};

type Column = { header: string; key: string; width: number; kind?: 'date' | 'money' | 'int' };

const DETAIL_COLUMNS: Column[] = [
  { header: 'Lp.', key: 'lineNumber', width: 7, kind: 'int' },
  { header: 'Numer', key: 'number', width: 18 },
  { header: 'Data przyjęcia', key: 'input_date', width: 13, kind: 'date' },
  { header: 'Termin realizacji', key: 'execution_term', width: 13, kind: 'date' },
  { header: 'Termin dostawy', key: 'delivery_term', width: 13, kind: 'date' },
  { header: 'Status', key: '_status', width: 18 },
  { header: 'Rodzaj dokumentu', key: '_doc_type', width: 18 },
  { header: 'Klient', key: '_customer', width: 28 },
  { header: 'E-mail', key: 'email', width: 24 },
  { header: 'Zamówienie sprzedaży', key: 'sales_order', width: 16 },
  { header: 'Zapytanie', key: 'sales_request', width: 14 },
  { header: 'Referencja', key: 'sales_reference', width: 16 },
  { header: 'Grupa dokumentów', key: 'doc_group', width: 14 },
  { header: 'Pozycje', key: 'possitions_description', width: 24 },
  { header: 'Sposób realizacji', key: '_execution_type', width: 18 },
  { header: 'Przyczyna', key: '_reclamation_reason', width: 18 },
  { header: 'Decyzja', key: '_decision', width: 18 },
  { header: 'Odpowiedzialny', key: '_responsible', width: 18 },
  { header: 'Kwota', key: 'amount', width: 12, kind: 'money' },
];

const MONEY = '#,##0.00';
const DATE = 'yyyy-mm-dd';

/** 'YYYY-MM-DD' as a spreadsheet date (midnight UTC, so no day shifts), else empty. */
const asDate = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null);

/**
 * Writes the report as .xlsx to a stream with exceljs' streaming writer: each row is committed as
 * it is written, so a large report is not held twice in memory. Sheets: "Reklamacje" (the detail
 * rows) and, when the report is grouped, "Grupy" (the groups as an indented tree with counts).
 */
export const writeReportXlsx = async (stream: Writable, result: ReportAnswer): Promise<void> => {
  // Loaded at the first export, not at every start of the server (it takes a quarter of a second).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Zaplecze';
  workbook.created = new Date();

  const detail = workbook.addWorksheet('Reklamacje', { views: [{ state: 'frozen', ySplit: 1 }] });
  detail.columns = DETAIL_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.kind === 'date' ? { numFmt: DATE } : c.kind === 'money' ? { numFmt: MONEY } : {},
  }));
  detail.getRow(1).font = { bold: true };
  detail.getRow(1).commit();
  for (const row of result.recordsDetail) {
    const values: Record<string, unknown> = {};
    for (const c of DETAIL_COLUMNS) {
      const v = row[c.key];
      values[c.key] = c.kind === 'date' ? asDate(v) : c.kind === 'money' ? Number(v ?? 0) : (v ?? '');
    }
    detail.addRow(values).commit();
  }
  if (result.truncated) detail.addRow({ number: `Raport obcięty do ${result.detailLimit} wierszy` }).commit();
  detail.commit();

  if (result.groups.length > 0) {
    const sheet = workbook.addWorksheet('Grupy', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: 'Grupa', key: 'group', width: 50 },
      { header: 'Poziom', key: 'level', width: 22 },
      { header: 'Liczba', key: 'countRows', width: 10 },
      { header: 'Kwota', key: 'amount', width: 14, style: { numFmt: MONEY } },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const group of groupTree(result)) {
      const level = levelOf(group);
      const added = sheet.addRow({
        group: groupLabel(result.labels, result.groups, group) ?? '(brak)',
        level: GROUP_NAMES_PL[result.groups[level]],
        countRows: group.countRows,
        amount: group.amount,
      });
      added.getCell('group').alignment = { indent: level * 2 };
      if (level === 0) added.font = { bold: true };
      added.commit();
    }
    const total = sheet.addRow({ group: 'Razem', countRows: result.total.countRows, amount: result.total.amount });
    total.font = { bold: true };
    total.commit();
    sheet.commit();
  }
  await workbook.commit();
};
