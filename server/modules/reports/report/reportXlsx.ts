import type { Writable } from 'node:stream';
import type { ReportAnswer, ReportColumn, ReportDefinition } from '../../../../src/schemas/reports';
import { reportGroupKey, sumOf } from '../../../../src/schemas/reports';
import { groupTree } from './groupTree';
import { groupLabel, levelOf } from './rollup';

type Kind = 'int' | 'date' | 'datetime' | 'money' | 'text';
type Column = { header: string; key: string; width: number; kind: Kind };

const MONEY = '#,##0.00';
const FORMATS: Partial<Record<Kind, string>> = { date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm', money: MONEY };
const WIDTHS: Record<Kind, number> = { int: 10, date: 13, datetime: 18, money: 12, text: 18 };

/** A detail column as a sheet column: headed by its Polish label, holding the label of a reference or a select. */
const sheetColumn = (c: ReportColumn): Column => {
  const kind: Kind = c.kind === 'value' ? (c.shape === 'date' || c.shape === 'datetime' || c.shape === 'money' ? c.shape : c.shape === 'number' ? 'int' : 'text') : 'text';
  const key = c.kind === 'reference' || c.kind === 'select' ? c.labelKey : c.key;
  return { header: c.label.pl, key, width: c.width ?? WIDTHS[kind], kind };
};

/** The columns of a definition's detail sheet: the line number, then every column shown on screen. */
export const detailColumns = (definition: ReportDefinition): Column[] => [
  { header: 'Lp.', key: 'lineNumber', width: 7, kind: 'int' },
  ...definition.columns.filter((c) => !c.hidden).map(sheetColumn),
];

/** 'YYYY-MM-DD' (or a local 'YYYY-MM-DDTHH:MM:SS') as a spreadsheet date, read as UTC so no day shifts; else empty. */
const asDate = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/.test(value) ? new Date(value.length === 10 ? `${value}T00:00:00Z` : `${value}Z`) : null);

const cell = (kind: Kind, value: unknown) => {
  if (kind === 'date' || kind === 'datetime') return asDate(value);
  if (kind === 'money') return Number(value ?? 0);
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  return value ?? '';
};

/**
 * Writes a report as .xlsx to a stream with exceljs' streaming writer: each row is committed as
 * it is written, so a large report is not held twice in memory. Sheets: the detail rows (named
 * after the source's records, "Reklamacje") and, when the report is grouped, "Grupy" (the groups
 * as an indented tree with their count and sums). Texts in Polish, the company's language.
 */
export const writeReportXlsx = async (stream: Writable, definition: ReportDefinition, result: ReportAnswer): Promise<void> => {
  // Loaded at the first export, not at every start of the server (it takes a quarter of a second).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Zaplecze';
  workbook.created = new Date();

  const columns = detailColumns(definition);
  const detail = workbook.addWorksheet(definition.source.label.many.pl.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  detail.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width, style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {} }));
  detail.getRow(1).font = { bold: true };
  detail.getRow(1).commit();
  for (const row of result.recordsDetail) {
    const values: Record<string, unknown> = {};
    for (const c of columns) values[c.key] = cell(c.kind, row[c.key]);
    detail.addRow(values).commit();
  }
  if (result.truncated) detail.addRow({ [columns[1]?.key ?? 'lineNumber']: `Raport obcięty do ${result.detailLimit} wierszy` }).commit();
  detail.commit();

  if (result.groups.length > 0) {
    const sheet = workbook.addWorksheet('Grupy', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: 'Grupa', key: 'group', width: 50 },
      { header: 'Poziom', key: 'level', width: 22 },
      { header: 'Liczba', key: 'countRows', width: 10 },
      ...definition.sums.map((s) => ({ header: s.label.pl, key: s.key, width: 14, style: { numFmt: MONEY } })),
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const sums = (row: Record<string, unknown>) => Object.fromEntries(definition.sums.map((s) => [s.key, sumOf(row, s.key)]));
    for (const group of groupTree(result)) {
      const level = levelOf(group);
      const added = sheet.addRow({
        group: groupLabel(result.labels, result.groups, group) ?? '(brak)',
        level: reportGroupKey(definition, result.groups[level])?.label.pl ?? result.groups[level],
        countRows: group.countRows,
        ...sums(group),
      });
      added.getCell('group').alignment = { indent: level * 2 };
      if (level === 0) added.font = { bold: true };
      added.commit();
    }
    const total = sheet.addRow({ group: 'Razem', countRows: result.total.countRows, ...sums(result.total) });
    total.font = { bold: true };
    total.commit();
    sheet.commit();
  }
  await workbook.commit();
};
