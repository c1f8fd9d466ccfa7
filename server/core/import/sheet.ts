import { ApiError } from '../../http';
import type { RawCell } from './values';
import { xlsxRowsOf } from './xlsx';

/** A file's table: its header row and the rows under it, read as they are needed. */
export type Sheet = { headers: string[]; rows: Iterable<SheetRow> };

/** At most this many rows are read from one file. */
export const MAX_IMPORT_ROWS = 100_000;

const notASpreadsheet = () => new ApiError(400, 'notASpreadsheet', [{ path: 'file', code: 'notASpreadsheet' }]);
const emptySpreadsheet = () => new ApiError(400, 'emptySpreadsheet', [{ path: 'file', code: 'emptySpreadsheet' }]);

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

/** A CSV's rows of fields as they are read (quotes as RFC 4180 has them: `""` inside quotes is one quote; line breaks may be quoted). */
export function* csvRecords(text: string): Generator<string[]> {
  const separator = separatorOf(text);
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
      yield row;
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

/** Whether a row holds anything (an empty line between records is no record). */
const filled = (row: readonly RawCell[]): boolean => row.some((cell) => cell !== null && !(typeof cell === 'string' && cell.trim() === ''));

/** A data row of a file: its number as the spreadsheet shows it, and its cells. */
export type SheetRow = { row: number; cells: RawCell[] };

/**
 * A file's table, XLSX (by its bytes, whatever its name) or CSV: its header (the first non-empty
 * row) and its data rows as they are read, empty rows skipped; the rows can be read once. A file
 * that is neither, or holds no header, is a 400; so is one with more than MAX_IMPORT_ROWS rows, or
 * none, found as its rows are read.
 */
export const openSheet = (bytes: Uint8Array): Sheet => {
  if (bytes.length === 0) throw emptySpreadsheet();
  const all: Iterator<{ number: number; cells: RawCell[] }> = isZip(bytes)
    ? xlsxRowsOf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    : (function* () {
        let number = 0;
        for (const cells of csvRecords(csvText(bytes))) yield { number: ++number, cells };
      })();
  const next = () => {
    try {
      return all.next();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw notASpreadsheet();
    }
  };
  let header: RawCell[] | undefined;
  for (let step = next(); !step.done; step = next()) {
    if (filled(step.value.cells)) {
      header = step.value.cells;
      break;
    }
  }
  if (!header) throw emptySpreadsheet();
  const headers = header.map((cell) => (cell === null ? '' : typeof cell === 'object' && !(cell instanceof Date) ? cell.formula : String(cell)).trim());
  function* rows(): Generator<SheetRow> {
    let count = 0;
    for (let step = next(); !step.done; step = next()) {
      if (!filled(step.value.cells)) continue;
      if (++count > MAX_IMPORT_ROWS) throw new ApiError(400, 'tooManyRows', [{ path: 'file', code: 'tooManyRows', params: { max: MAX_IMPORT_ROWS } }], { max: MAX_IMPORT_ROWS });
      yield { row: step.value.number, cells: step.value.cells };
    }
    if (count === 0) throw emptySpreadsheet();
  }
  return { headers, rows: rows() };
};
