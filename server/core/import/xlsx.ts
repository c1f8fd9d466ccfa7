import { inflateRawSync } from 'node:zlib';
import type { RawCell } from './values';

/**
 * The first sheet of an XLSX workbook as rows of cells, read straight from its ZIP and XML: a
 * text, a number, a yes/no, a day (a number in a date format), or a formula as its text — never
 * its cached result. Made for import: a 50,000-row workbook is read in a fraction of a second,
 * holding little more than its own XML.
 */

/** A file that is no workbook this reader understands. */
export class NotAWorkbook extends Error {}

/** The entries of a ZIP archive by name, each inflated when asked for. */
const zipEntries = (zip: Buffer): Map<string, () => Buffer> => {
  // The end-of-central-directory record: its signature, searched from the end (a comment may follow it).
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 65_557); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new NotAWorkbook('no central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, () => Buffer>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new NotAWorkbook('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, () => {
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new NotAWorkbook('bad local header');
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRawSync(data);
      throw new NotAWorkbook(`compression ${method}`);
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** XML text with its entities as the characters they stand for. */
export const xmlText = (text: string): string =>
  text.includes('&')
    ? text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) =>
        name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
      )
    : text;

const attributePatterns = new Map<string, RegExp>();
/** An XML attribute's value in a tag's attributes. */
const attribute = (attributes: string, name: string): string | undefined => {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`(?:^|\\s)${name.replace(':', '\\:')}="([^"]*)"`)));
  return pattern.exec(attributes)?.[1];
};

/** A shared string's text: its runs' texts, without phonetic hints. */
const stringItem = (xml: string): string => {
  // Most items are one plain text.
  const plain = /^<t(?:\s[^>]*)?>([^<]*)<\/t>$/.exec(xml);
  if (plain) return xmlText(plain[1]);
  let text = '';
  for (const match of xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g)) text += match[1] ?? '';
  return xmlText(text);
};

/** The built-in number formats that show a day or a time. */
const DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** For each cell style, whether it shows a day (its number format a date's). */
const dateStyles = (xml: string | undefined): boolean[] => {
  if (!xml) return [];
  const custom = new Map<number, boolean>();
  for (const match of xml.matchAll(/<numFmt\b([^>]*)\/?>/g)) {
    const id = Number(attribute(match[1], 'numFmtId'));
    const code = xmlText(attribute(match[1], 'formatCode') ?? '')
      .replace(/"[^"]*"|\[[^\]]*\]|\\./g, '')
      .toLowerCase();
    custom.set(id, /[dmy]/.test(code) && !/^[#0.,\s%]*$/.test(code));
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(xml)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\b([^>]*)/g)].map((match) => {
    const id = Number(attribute(match[1], 'numFmtId') ?? 0);
    return DATE_FORMATS.has(id) || custom.get(id) === true;
  });
};

/** A column's index from a cell's reference (`B7` → 1). */
const columnIndex = (reference: string): number => {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
};

/** A workbook's day number as the moment it names (UTC midnight of the day; the 1904 system when the workbook says so). */
const serialDay = (serial: number, date1904: boolean): Date => new Date(Math.round((serial - (date1904 ? -1462 : 25569)) * 86_400_000));

/** The rows of the workbook's first sheet as they are read, each with its number; rows with no cell are not given. */
export function* xlsxRowsOf(file: Buffer): Generator<{ number: number; cells: RawCell[] }> {
  const entries = zipEntries(file);
  const read = (name: string) => entries.get(name)?.().toString('utf8');
  const workbook = read('xl/workbook.xml');
  if (!workbook) throw new NotAWorkbook('no workbook');
  const date1904 = /<workbookPr\b[^>]*date1904="(1|true)"/.test(workbook);
  const firstSheet = /<sheet\b([^>]*)\/?>/.exec(workbook)?.[1];
  const relation = firstSheet && (attribute(firstSheet, 'r:id') ?? /\br:id="([^"]*)"/.exec(firstSheet)?.[1]);
  const rels = read('xl/_rels/workbook.xml.rels') ?? '';
  const target = [...rels.matchAll(/<Relationship\b([^>]*)\/?>/g)].map((match) => match[1]).find((attributes) => attribute(attributes, 'Id') === relation);
  const path = target ? attribute(target, 'Target')! : 'worksheets/sheet1.xml';
  const sheet = read(path.startsWith('/') ? path.slice(1) : `xl/${path}`);
  if (!sheet) throw new NotAWorkbook('no sheet');
  const strings: string[] = [];
  for (const match of (read('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)) strings.push(stringItem(match[1] ?? ''));
  const dates = dateStyles(read('xl/styles.xml'));

  let previous = 0;
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attribute(row[1], 'r') ?? previous + 1);
    previous = number;
    const cells: RawCell[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1];
      const inner = cell[2] ?? '';
      const reference = attribute(attributes, 'r');
      const column = reference ? columnIndex(reference) : cells.length;
      const type = attribute(attributes, 't') ?? 'n';
      const formula = /<f\b[^>]*>([\s\S]*?)<\/f>|<f\b[^>]*\/>/.exec(inner);
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let raw: RawCell = null;
      if (formula) raw = { formula: xmlText(formula[1] ?? '') };
      else if (type === 's') raw = value === undefined ? null : (strings[Number(value)] ?? null);
      else if (type === 'inlineStr') raw = stringItem(/<is>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
      else if (type === 'str' || type === 'e') raw = value === undefined ? null : xmlText(value);
      else if (type === 'b') raw = value === '1' || value === 'true';
      else if (type === 'd') raw = value === undefined ? null : new Date(xmlText(value));
      else if (value !== undefined) {
        const n = Number(value);
        raw = dates[Number(attribute(attributes, 's') ?? 0)] ? serialDay(n, date1904) : n;
      }
      while (cells.length < column) cells.push(null);
      cells[column] = raw;
    }
    yield { number, cells };
  }
}
