import { ApiError } from '../../http';
import type { RawCell } from './values';
import { xlsxRows } from './xlsx';

/** A file's table: its header row and the rows under it (each as long as it is). */
export type Sheet = { headers: string[]; rows: RawCell[][] };

/** At most this many rows are read from one file. */
export const MAX_IMPORT_ROWS = 100_000;

const notASpreadsheet = () => new ApiError(400, 'notASpreadsheet', [{ path: 'file', code: 'notASpreadsheet' }]);

/** A ZIP's first bytes, as every XLSX starts. */
const isZip = (bytes: Uint8Array): boolean => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A CSV file's text: UTF-8 when its bytes are (a BOM is dropped), else Windows-1250, as Polish
 * spreadsheets save it. Bytes no text has (control characters) are no CSV.
 */
export const csvText = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1250').decode(bytes);
  }
  // Control characters other than tabs and line breaks are binary data, not a table.
  // eslint-disable-next-line no-control-regex -- looking for exactly these
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(text.slice(0, 65_536))) throw notASpreadsheet();
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

/** The separator of a CSV: `;`, `,` or a tab, whichever its first line (outside quotes) has most of. */
const separatorOf = (text: string): string => {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [most, times] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return times > 0 ? most : ';';
};

/** A CSV's rows of fields (quotes as RFC 4180 has them: `""` inside quotes is one quote; line breaks may be quoted). */
export const csvRows = (text: string): string[][] => {
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
};

/** Whether a row holds anything (an empty line between records is no record). */
const filled = (row: readonly RawCell[]): boolean => row.some((cell) => cell !== null && !(typeof cell === 'string' && cell.trim() === ''));

/** The first sheet of a workbook; anything this reader cannot take is no spreadsheet. */
const workbookRows = (bytes: Uint8Array): RawCell[][] => {
  try {
    return xlsxRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), MAX_IMPORT_ROWS);
  } catch {
    throw notASpreadsheet();
  }
};

/**
 * A file's table, XLSX (by its bytes, whatever its name) or CSV: its first non-empty row is the
 * header, empty rows are skipped. A file that is neither, holds no header or no rows is a 400; one
 * of more than MAX_IMPORT_ROWS rows too.
 */
export const readSheet = async (bytes: Uint8Array): Promise<Sheet & { rowNumbers: number[] }> => {
  if (bytes.length === 0) throw new ApiError(400, 'emptySpreadsheet', [{ path: 'file', code: 'emptySpreadsheet' }]);
  const all: RawCell[][] = isZip(bytes) ? workbookRows(bytes) : csvRows(csvText(bytes));
  const headerAt = all.findIndex(filled);
  if (headerAt < 0) throw new ApiError(400, 'emptySpreadsheet', [{ path: 'file', code: 'emptySpreadsheet' }]);
  const headers = all[headerAt].map((cell) => (cell === null ? '' : typeof cell === 'object' && !(cell instanceof Date) ? cell.formula : String(cell)).trim());
  const rows: RawCell[][] = [];
  const rowNumbers: number[] = [];
  for (let i = headerAt + 1; i < all.length; i++) {
    if (!filled(all[i])) continue;
    rows.push(all[i]);
    // The row's number as the spreadsheet shows it (the header is row 1 when it is the first).
    rowNumbers.push(i + 1);
  }
  if (rows.length === 0) throw new ApiError(400, 'emptySpreadsheet', [{ path: 'file', code: 'emptySpreadsheet' }]);
  if (rows.length > MAX_IMPORT_ROWS) throw new ApiError(400, 'tooManyRows', [{ path: 'file', code: 'tooManyRows', params: { max: MAX_IMPORT_ROWS } }], { max: MAX_IMPORT_ROWS });
  return { headers, rows, rowNumbers };
};
