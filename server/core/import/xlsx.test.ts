import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { RawCell } from './values';
import { NotAWorkbook, xlsxRowsOf, xmlText } from './xlsx';

/** The first sheet's rows, at most `maxRows` after the first (row n at index n − 1; a missing row is empty). */
const xlsxRows = (file: Buffer, maxRows: number): RawCell[][] => {
  const rows: RawCell[][] = [];
  for (const { number, cells } of xlsxRowsOf(file)) {
    if (number > maxRows + 1) break;
    while (rows.length < number - 1) rows.push([]);
    rows.push(cells);
  }
  return rows;
};

const workbookOf = async (fill: (book: ExcelJS.Workbook) => void, useSharedStrings = true): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  fill(book);
  if (useSharedStrings) return Buffer.from(await book.xlsx.writeBuffer());
  // The streaming writer writes texts inline (no shared strings), as some programs do.
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  for (const sheet of book.worksheets) {
    const copy = writer.addWorksheet(sheet.name);
    sheet.eachRow((row) => copy.addRow((row.values as unknown[]).slice(1)).commit());
    copy.commit();
  }
  await writer.commit();
  return Buffer.concat(chunks);
};

describe('reading a workbook', () => {
  it('the first sheet: texts (entities and rich text), numbers, yes/no, days, empty cells and rows; a formula as its text, never its result', async () => {
    const file = await workbookOf((book) => {
      const sheet = book.addWorksheet('Dane');
      sheet.addRow(['Kod', 'Opis & <uwagi>', 'Cena', 'Aktywny', 'Od']);
      sheet.addRow(['K1', { richText: [{ text: 'Łódź ' }, { text: 'Bałuty', font: { bold: true } }] }, 12.5, true, new Date(Date.UTC(2026, 10, 27))]);
      sheet.getCell('E2').numFmt = 'dd.mm.yyyy';
      sheet.addRow([]);
      sheet.getCell('A4').value = 'K2';
      sheet.getCell('C4').value = { formula: 'A1*2', result: 99 };
      sheet.getCell('D4').value = false;
      book.addWorksheet('Opis').addRow(['nie ta karta']);
    });
    expect(xlsxRows(file, 100)).toEqual([
      ['Kod', 'Opis & <uwagi>', 'Cena', 'Aktywny', 'Od'],
      ['K1', 'Łódź Bałuty', 12.5, true, new Date(Date.UTC(2026, 10, 27))],
      [],
      ['K2', null, { formula: 'A1*2' }, false],
    ]);
  });

  it('texts written inline, as a streaming writer writes them', async () => {
    const file = await workbookOf((book) => book.addWorksheet('A').addRow(['Żółć', 7]), false);
    expect(xlsxRows(file, 100)).toEqual([['Żółć', 7]]);
  });

  it('stops after the most rows asked for; a broken archive is no workbook', async () => {
    const file = await workbookOf((book) => {
      const sheet = book.addWorksheet('A');
      for (let i = 0; i < 10; i++) sheet.addRow([i]);
    });
    expect(xlsxRows(file, 3)).toHaveLength(4);
    expect(() => xlsxRows(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), 10)).toThrow(NotAWorkbook);
    expect(xmlText('a &amp; b &lt;c&gt; &#322;&#x17C; &quot;')).toBe('a & b <c> łż "');
  });
});
