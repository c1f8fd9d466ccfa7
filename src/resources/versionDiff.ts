import type { EntityDef } from '../schemas/core';

type Row = Record<string, unknown>;
export type FieldDifference = { field: string; before: unknown; after: unknown };

/** A record's lines compared by their own values (not their ids, places or computed sums). */
const linesOf = (rows: unknown, fields: Readonly<Record<string, { readOnly?: boolean }>>) =>
  ((rows as Row[] | undefined) ?? []).map((line) => Object.fromEntries(Object.entries(fields).filter(([, f]) => !f.readOnly).map(([key]) => [key, line[key] ?? null])));

/**
 * What differs between two saved states of a record, field by field in the schema's order; a lines
 * field differs when any line's own values do, and then reads as its number of lines.
 */
export const versionDifferences = (entity: EntityDef, before: Row, after: Row): FieldDifference[] =>
  Object.entries(entity.fields).flatMap(([key, field]): FieldDifference[] => {
    if (field.type === 'id' || key === 'createdAt') return [];
    if (field.type === 'lines') {
      const [a, b] = [linesOf(before[key], field.fields), linesOf(after[key], field.fields)];
      return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ field: key, before: a.length, after: b.length }];
    }
    const [a, b] = [before[key] ?? null, after[key] ?? null];
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ field: key, before: a, after: b }];
  });
