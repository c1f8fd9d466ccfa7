import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OrderExportRow } from './orderListXlsx';
import { writeOrderListXlsx } from './orderListXlsx';

const row = (n: number, rest: Partial<OrderExportRow> = {}): OrderExportRow => ({
  number: `ZAM-${String(n).padStart(6, '0')}`,
  date: '2026-03-05',
  customer: 'Okna Nowak Sp. z o.o.',
  reference: `Ref ${n}`,
  status: 'Nowe',
  currency: 'PLN',
  sumNetto: 100,
  sumVat: 23,
  sumBrutto: 123,
  ...rest,
});

/** The workbook the writer streams, read back with exceljs. */
const written = async (rows: OrderExportRow[], total: number) => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  await writeOrderListXlsx(stream, rows, total);
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Zamówienia');
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

const values = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('order list workbook', () => {
  it('has the columns, the rows as values (dates as dates, amounts as numbers) and no note when complete', async () => {
    const sheet = await written([row(1), row(2, { reference: null, status: 'Oferta', currency: 'EUR', sumNetto: 1234.56, sumVat: 0, sumBrutto: 1234.56 })], 2);
    expect(values(sheet, 1)).toEqual(['Numer', 'Data', 'Klient', 'Referencja', 'Status', 'Waluta', 'Wartość netto', 'VAT', 'Wartość brutto']);
    expect(values(sheet, 2)).toEqual(['ZAM-000001', new Date('2026-03-05T00:00:00Z'), 'Okna Nowak Sp. z o.o.', 'Ref 1', 'Nowe', 'PLN', 100, 23, 123]);
    expect(values(sheet, 3)).toEqual(['ZAM-000002', new Date('2026-03-05T00:00:00Z'), 'Okna Nowak Sp. z o.o.', undefined, 'Oferta', 'EUR', 1234.56, 0, 1234.56]);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(3);
  });

  it('says in a last row when the list was cut', async () => {
    const sheet = await written([row(1), row(2)], 250_000);
    expect(sheet.rowCount).toBe(4);
    expect(String(sheet.getRow(4).getCell(1).value)).toBe('Lista obcięta do 2 z 250\u00a0000 zamówień; zawęź filtr, aby wyeksportować resztę.');
  });
});
