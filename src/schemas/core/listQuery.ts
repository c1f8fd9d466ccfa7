import type { DataField } from './fields';
import { selectAlias, selectIsNumeric } from './fields';
import type { EntityDef, SortOrder } from './defineEntity';
import { columnFields } from './defineEntity';
import type { FieldProblem } from './validation';
import { isStorableText, unsafeInput } from './input';
import { fieldValueSchema } from './validation';
import { z } from 'zod';

/**
 * The list query every get-all call takes: `page`, `limit`, `sort`, `order` and a JSON `filter`.
 *
 * Filter keys: `q` (free text over the fields marked `filter: 'q'`), `id` (one id or an array),
 * any field for an exact match (an array means "any of"), and `<field>_gte` / `<field>_lte`
 * for fields marked `filter: 'range'`. The legacy calls name a field as a query parameter of its
 * own (`?reclamation_id=5`): such a parameter is an exact match too.
 */
export type Scalar = string | number | boolean | null;
export type Condition =
  | { kind: 'q'; fields: string[]; value: string }
  | { kind: 'eq'; field: string; values: Scalar[] }
  | { kind: 'gte' | 'lte'; field: string; value: string | number };

export type ListQuery = {
  /** Absent when the caller asked for the whole list (the legacy get-all calls). */
  page?: { page: number; limit: number };
  sort: { field: string; order: SortOrder };
  conditions: Condition[];
};

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Far beyond any real list; keeps the row offset a number the database takes. */
export const MAX_PAGE = 1_000_000;

const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };
/** Whether a number fits an `integer` column (ids, references, whole-number fields). */
const isInt4 = (n: number) => Number.isInteger(n) && n >= INT4.min && n <= INT4.max;

const toInt = (value: unknown): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : NaN;
};

const toNumber = (raw: unknown): number =>
  typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;

/** A filter value as its column compares it; undefined when the column could not hold it. */
const coerce = (field: DataField | 'id', raw: unknown): Scalar | undefined => {
  if (raw === null) return null;
  if (field === 'id' || field.type === 'reference') {
    const n = toNumber(raw);
    return isInt4(n) ? n : undefined;
  }
  switch (field.type) {
    case 'number': {
      const n = toNumber(raw);
      return (field.integer ? isInt4(n) : Number.isFinite(n)) ? n : undefined;
    }
    case 'money': {
      const n = toNumber(raw);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'select': {
      raw = selectAlias(field, raw);
      if (selectIsNumeric(field)) {
        const n = toNumber(raw);
        return isInt4(n) ? n : undefined;
      }
      return (typeof raw === 'string' || typeof raw === 'number') && isStorableText(String(raw)) ? String(raw) : undefined;
    }
    case 'date':
    case 'datetime':
      return typeof raw === 'string' && fieldValueSchema(field).safeParse(raw).success ? raw : undefined;
    default:
      return (typeof raw === 'string' || typeof raw === 'number') && isStorableText(String(raw)) ? String(raw) : undefined;
  }
};

/** A paging parameter: a whole number from 1 to `max`. */
const checkPaging = (path: 'page' | 'limit', value: number, max: number, problems: FieldProblem[]) => {
  if (Number.isNaN(value)) problems.push({ path, code: 'notInteger' });
  else if (value < 1) problems.push({ path, code: 'tooSmall', params: { min: 1 } });
  else if (value > max) problems.push({ path, code: 'tooBig', params: { max } });
};

/** The fields a list may be sorted and filtered by (a password never is). */
const queryFields = (entity: EntityDef): [string, DataField][] => columnFields(entity).filter(([, f]) => f.type !== 'password');

/**
 * The list query as the OpenAPI document describes it (parseListQuery checks it): paging, the
 * sort field and order, the JSON `filter`, and any field as a parameter of its own.
 */
export const listQuerySchema = (entity: EntityDef) => {
  const fields = queryFields(entity);
  const rangeFields = fields.filter(([, f]) => f.filter === 'range').map(([k]) => k);
  const filterKeys = [...(fields.some(([, f]) => f.filter === 'q') ? ['q (free text)'] : []), 'id (one or an array)', ...fields.map(([k]) => k), ...rangeFields.flatMap((k) => [`${k}_gte`, `${k}_lte`])];
  const digits = z.string().regex(/^\d+$/);
  return z.looseObject({
    page: digits.optional().meta({ description: `The page, from 1 (with limit: a page and the count of all; without both: every record).` }),
    limit: digits.optional().meta({ description: `Records a page, 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).` }),
    sort: z.enum(['id', 'createdAt', 'updatedAt', ...fields.map(([k]) => k)]).optional().meta({ description: `The field to sort by (default ${entity.defaultSort.field}).` }),
    order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
    filter: z.string().optional().meta({ description: `A JSON object; its keys: ${filterKeys.join(', ')}. An array value means any of.`, examples: ['{"id":[1,2]}'] }),
  }).meta({ description: 'Any field may also come as a parameter of its own, an exact match (`?customerId=5`).' });
};

/** Reads and checks a list query against an entity. Problems name the offending parameter. */
export const parseListQuery = (
  entity: EntityDef,
  query: Readonly<Record<string, unknown>>,
): { ok: true; query: ListQuery } | { ok: false; problems: FieldProblem[] } => {
  const problems: FieldProblem[] = [];
  // A password is never sorted or filtered by.
  // A request's keys index this map: without a prototype, `constructor` or `__proto__` is no field.
  const fields: Record<string, DataField> = Object.assign(Object.create(null), Object.fromEntries(queryFields(entity)));

  let page: ListQuery['page'];
  const pageNo = toInt(query.page);
  const limit = toInt(query.limit ?? query.perPage);
  if (pageNo !== undefined || limit !== undefined) {
    const p = pageNo ?? 1;
    const l = limit ?? DEFAULT_PAGE_SIZE;
    checkPaging('page', p, MAX_PAGE, problems);
    checkPaging('limit', l, MAX_PAGE_SIZE, problems);
    page = { page: p, limit: l };
  }

  const sortField = typeof query.sort === 'string' && query.sort !== '' ? query.sort : entity.defaultSort.field;
  if (sortField !== 'id' && !(sortField in fields) && sortField !== 'createdAt' && sortField !== 'updatedAt') {
    problems.push({ path: 'sort', code: 'unknownSort', params: { name: sortField } });
  }
  const rawOrder = typeof query.order === 'string' ? query.order.toUpperCase() : entity.defaultSort.order;
  if (rawOrder !== 'ASC' && rawOrder !== 'DESC') problems.push({ path: 'order', code: 'invalidChoice' });

  const conditions: Condition[] = [];
  let filter: unknown = {};
  if (typeof query.filter === 'string' && query.filter !== '') {
    try {
      filter = JSON.parse(query.filter);
    } catch {
      problems.push({ path: 'filter', code: 'malformedJson' });
    }
  } else if (typeof query.filter === 'object' && query.filter !== null) {
    filter = query.filter;
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    problems.push({ path: 'filter', code: 'badRequest' });
    filter = {};
  }
  const unsafe = unsafeInput(filter);
  if (unsafe) {
    problems.push({ ...unsafe, path: unsafe.path ? `filter.${unsafe.path}` : 'filter' });
    filter = {};
  }

  for (const [key, raw] of Object.entries(query)) {
    if (Object.hasOwn(fields, key) && !Object.hasOwn(filter as object, key)) filter = { ...(filter as object), [key]: raw };
  }

  const qFields = Object.entries(fields).filter(([, f]) => f.filter === 'q').map(([k]) => k);
  for (const [key, raw] of Object.entries(filter as Record<string, unknown>)) {
    if (raw === undefined || raw === '') continue;
    if (key === 'q') {
      if (qFields.length === 0 || typeof raw !== 'string') problems.push({ path: `filter.${key}`, code: 'unknownFilter', params: { name: key } });
      else if (!isStorableText(raw)) problems.push({ path: `filter.${key}`, code: 'invalid' });
      else conditions.push({ kind: 'q', fields: qFields, value: raw.trim() });
      continue;
    }
    const range = /^(.*)_(gte|lte)$/.exec(key);
    if (range && fields[range[1]]?.filter === 'range') {
      const value = coerce(fields[range[1]], raw);
      if (value === undefined || value === null || typeof value === 'boolean') problems.push({ path: `filter.${key}`, code: 'invalid' });
      else conditions.push({ kind: range[2] as 'gte' | 'lte', field: range[1], value });
      continue;
    }
    const field = key === 'id' ? 'id' : fields[key];
    if (!field) {
      problems.push({ path: `filter.${key}`, code: 'unknownFilter', params: { name: key } });
      continue;
    }
    const values = (Array.isArray(raw) ? raw : [raw]).map((v) => coerce(field, v));
    if (values.some((v) => v === undefined)) problems.push({ path: `filter.${key}`, code: 'invalid' });
    else conditions.push({ kind: 'eq', field: key, values: values as Scalar[] });
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, query: { page, sort: { field: sortField, order: rawOrder as SortOrder }, conditions } };
};
