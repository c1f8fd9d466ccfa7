import type { DataField, EntityDef, FieldProblem, Label } from '../../../src/schemas/core';
import { LOCALES, labelText, selectAlias, typedDay, typedNumber, writableFields } from '../../../src/schemas/core';

/**
 * How a spreadsheet's cells become a record's values (issue "Data entry at speed" §4): which
 * fields a file may fill, which column fills which field, and each cell read as its field's value.
 * Pure: the references a cell names are looked up by the import itself.
 */

/** A cell as a file gives it: a text, a number, a yes/no, a day or moment, a workbook's formula, or nothing. */
export type RawCell = string | number | boolean | Date | { formula: string } | null;

/** The types a file may fill: one plain value each (not lines, lists, passwords or generated ids). */
const IMPORTABLE = new Set(['text', 'longText', 'number', 'money', 'boolean', 'date', 'datetime', 'select', 'reference', 'nip']);

/** The fields an import may fill, in the schema's order. */
export const importableFields = (entity: EntityDef): [string, DataField][] => writableFields(entity).filter(([, field]) => IMPORTABLE.has(field.type));

/**
 * The field that tells an existing record from a new one: the entity's `code` when it has one,
 * else its first unique field (a customer's NIP); none when it has neither (every row is then a
 * new record). A row may also name the record by its `id`.
 */
export const importKey = (entity: EntityDef): string | undefined => {
  const fields = importableFields(entity);
  return fields.find(([key]) => key === 'code')?.[0] ?? fields.find(([, field]) => field.unique)?.[0];
};

/** A header or a label as they are compared: trimmed, case and spacing ignored. */
const folded = (text: string): string => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/** Every way a label may be written: its text in each of the portal's languages. */
const labelTexts = (label: Label): string[] => [...new Set(LOCALES.map((locale) => labelText(label, locale)))];

/** The column for the record's id, as an export heads it. */
const ID_NAMES = new Set(['id']);

/**
 * Which field each column fills: the one the caller's mapping names (a field or `null` to skip the
 * column), else the field whose label in any of the portal's languages, or whose name, is the
 * column's header; `id` names the record by its id. A field filled by an earlier column is not
 * filled twice.
 */
export const mapColumns = (entity: EntityDef, headers: readonly string[], given: Readonly<Record<string, string | null>> = {}): (string | null)[] => {
  const fields = importableFields(entity);
  const byText = new Map<string, string>();
  for (const [key, field] of fields) {
    byText.set(folded(key), key);
    for (const text of labelTexts(field.label)) if (!byText.has(folded(text))) byText.set(folded(text), key);
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const wanted = Object.hasOwn(given, header) ? given[header] : ID_NAMES.has(folded(header)) ? 'id' : byText.get(folded(header));
    if (!wanted || taken.has(wanted)) return null;
    taken.add(wanted);
    return wanted;
  });
};

/** The problem of a mapping naming what is no field of the entity's import. */
export const mappingProblems = (entity: EntityDef, given: Readonly<Record<string, string | null>>): FieldProblem[] => {
  const known = new Set(['id', ...importableFields(entity).map(([key]) => key)]);
  return Object.entries(given).flatMap(([header, key]) => (key === null || known.has(key) ? [] : [{ path: `mapping.${header}`, code: 'notAField' as const }]));
};

/** What one cell holds for its field: a value, a reference's text still to be looked up, nothing, or a problem. */
export type CellValue = { value: unknown } | { lookup: string } | { empty: true } | { problem: FieldProblem['code'] };

const YES = new Set(['tak', 'yes', 'ja', 'oui', 'true', 'prawda', 'wahr', 'vrai', '1', 'x', 't', 'y']);
const NO = new Set(['nie', 'no', 'nein', 'non', 'false', 'fałsz', 'falsch', 'faux', '0', 'n']);

/**
 * A text as the export writes it: a text a spreadsheet would take as a formula is written after an
 * apostrophe (`'=A1`); reading it back takes the apostrophe away. Any other text is as it is.
 */
export const plainText = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A day as people write it (`typedDay`, the lines grid's too), or a workbook's day. */
export const dayOf = (cell: string | Date): string | undefined => {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  return typedDay(cell);
};

/** A choice by its code, an alias of it, or its label in any language. */
const optionOf = (field: Extract<DataField, { type: 'select' }>, text: string): string | number | undefined => {
  const aliased = selectAlias(field, text);
  const wanted = folded(String(aliased));
  return field.options.find((option) => folded(String(option.id)) === wanted || labelTexts(option.label).some((label) => folded(label) === wanted))?.id;
};

/**
 * One cell read as its field's value: numbers with a decimal comma and spaces, days as DD.MM.YYYY,
 * yes and no in the portal's languages, choices by code or label, references as text to look up.
 * A workbook's formula is refused: its result is never taken for a value.
 */
export const cellValue = (field: DataField, cell: RawCell): CellValue => {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { empty: true };
  if (typeof cell === 'object' && !(cell instanceof Date)) return { problem: 'formulaCell' };
  const text = typeof cell === 'string' ? plainText(cell.trim()) : cell instanceof Date ? cell.toISOString() : String(cell);
  switch (field.type) {
    case 'number':
    case 'money': {
      const value = typeof cell === 'number' ? cell : typedNumber(text);
      return value === undefined ? { problem: 'notNumber' } : { value };
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const word = folded(text);
      return YES.has(word) ? { value: true } : NO.has(word) ? { value: false } : { problem: 'notBoolean' };
    }
    case 'date': {
      const day = typeof cell === 'string' || cell instanceof Date ? dayOf(cell instanceof Date ? cell : text) : undefined;
      return day ? { value: day } : { problem: 'invalidDate' };
    }
    case 'datetime': {
      if (cell instanceof Date) return { value: cell.toISOString() };
      const day = dayOf(text);
      return day ? { value: `${day}T00:00:00Z` } : { value: text };
    }
    case 'select': {
      const option = optionOf(field, text);
      return option === undefined ? { problem: 'invalidChoice' } : { value: option };
    }
    case 'reference':
      return { lookup: text };
    default:
      // A text field keeps a number's digits as they are (a NIP or a post code typed as a number).
      return { value: text };
  }
};

/** A reference's text as it is matched against the target's codes and names. */
export const lookupKey = folded;
