import type { Writable } from 'node:stream';

/** At most this many orders go into one export; the workbook says when the list had more. */
export const ORDER_EXPORT_LIMIT = 100_000;

/** One order as the export prints it: names instead of ids, the day it was made in Poland. */
export type OrderExportRow = {
  number: string;
  /** `YYYY-MM-DD`. */
  date: string | null;
  customer: string | null;
  reference: string | null;
  status: string | null;
  currency: string | null;
  sumNetto: number;
  sumVat: number;
  sumBrutto: number;
};

type Column = { header: string; key: keyof OrderExportRow; width: number; kind?: 'date' | 'money' };

const COLUMNS: Column[] = [
  { header: 'Numer', key: 'number', width: 16 },
  { header: 'Data', key: 'date', width: 12, kind: 'date' },
  { header: 'Klient', key: 'customer', width: 36 },
  { header: 'Referencja', key: 'reference', width: 22 },
  { header: 'Status', key: 'status', width: 20 },
  { header: 'Waluta', key: 'currency', width: 8 },
  { header: 'Wartość netto', key: 'sumNetto', width: 15, kind: 'money' },
  { header: 'VAT', key: 'sumVat', width: 13, kind: 'money' },
  { header: 'Wartość brutto', key: 'sumBrutto', width: 15, kind: 'money' },
];

const MONEY = '#,##0.00';
/** Spec §9 shows dates as DD.MM.YYYY. */
const DATE = 'dd.mm.yyyy';

/** 'YYYY-MM-DD' as a spreadsheet date (midnight UTC, so no day shifts), else empty. */
const asDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null);

/**
 * Writes the order list as .xlsx to a stream with exceljs' streaming writer (each row committed
 * as it is written). One sheet, "Zamówienia", in the list's order; `total` is how many orders the
 * filter matched: when it is more than the rows, a last row says the list was cut.
 */
export const writeOrderListXlsx = async (stream: Writable, rows: readonly OrderExportRow[], total: number): Promise<void> => {
  // Loaded at the first export, not at every start of the server (it takes a quarter of a second).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Zaplecze';
  workbook.created = new Date();

  const sheet = workbook.addWorksheet('Zamówienia', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.kind === 'date' ? { numFmt: DATE } : c.kind === 'money' ? { numFmt: MONEY } : {} }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.key, c.kind === 'date' ? asDate(row.date) : c.kind === 'money' ? Number(row[c.key] ?? 0) : (row[c.key] ?? null)]))).commit();
  }
  if (total > rows.length) {
    const note = sheet.addRow({ number: `Lista obcięta do ${rows.length.toLocaleString('pl')} z ${total.toLocaleString('pl')} zamówień; zawęź filtr, aby wyeksportować resztę.` });
    note.font = { italic: true, color: { argb: 'FFB00020' } };
    note.commit();
  }
  sheet.commit();
  await workbook.commit();
};
