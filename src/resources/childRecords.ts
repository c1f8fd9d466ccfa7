import type { DataField, EntityDef, FieldDef } from '../schemas/core';
import { DEFAULT_MAX_LENGTH, listFields, writableFields } from '../schemas/core';
import { formatMoney, fromGrosze, toGrosze } from '../schemas/sales/money';

/**
 * What the grid of a record's child records (rows of another entity pointing at it through a
 * reference field) takes from the child entity's schema: its
 * columns, the inputs of its dialog and what a save sends.
 */

/** The grid's columns: the child's list fields (`inList`), in field order, but the key to the parent. */
export const childColumns = (entity: EntityDef, foreignKey: string): string[] => listFields(entity).filter((key) => key !== foreignKey);

/**
 * The dialog's inputs: the child's form fields (its layout; by default every writable field) but
 * the key to the parent and the fields changed right in their row.
 */
export const childInputs = (entity: EntityDef, foreignKey: string, inRow: readonly string[] = []): string[] => {
  const writable = new Set(writableFields(entity).map(([key]) => key));
  return entity.layout.flatMap((section) => section.fields).filter((key) => writable.has(key) && key !== foreignKey && !inRow.includes(key));
};

/** Numbers and amounts: aligned right in their column. */
export const isNumeric = (field: FieldDef): boolean => field.type === 'number' || field.type === 'money';

/** Short values (numbers, dates, flags, choices) take half the dialog's width; texts and references all of it. */
export const isNarrow = (field: FieldDef): boolean => ['number', 'money', 'date', 'datetime', 'boolean', 'select'].includes(field.type);

/** A text longer than a line holds (over the default text length) is typed in a box that grows. */
export const isLongText = (field: FieldDef): boolean => field.type === 'text' && (field.maxLength ?? 0) > DEFAULT_MAX_LENGTH.text;

/** What a save sends: the child's writable fields but the key to the parent, an emptied input as null. */
export const childPayload = (entity: EntityDef, foreignKey: string, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    writableFields(entity)
      .filter(([key]) => key !== foreignKey && values[key] !== undefined)
      .map(([key]) => [key, values[key] === '' ? null : values[key]]),
  );

/** A number as it comes (a number, or text from a numeric column); undefined when there is none. */
const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** The sum of a column's amounts, added in hundredths so that 0.1 + 0.2 is 0.30; rows without one count 0. */
export const columnTotal = (rows: readonly Readonly<Record<string, unknown>>[] | undefined, key: string): number =>
  fromGrosze((rows ?? []).reduce((sum, row) => sum + toGrosze(numberOf(row[key]) ?? 0), 0));

/** How a number or an amount reads in a cell, in the user's language; empty where there is none. */
export const numericText = (field: DataField, value: unknown, locale: string): string => {
  const n = numberOf(value);
  if (n === undefined) return '';
  return field.type === 'money' ? formatMoney(n, locale) : new Intl.NumberFormat(locale).format(n);
};
