import { z } from 'zod';
import type { DataField, LinesField } from './fields';
import { DEFAULT_MAX_LENGTH, MIN_PASSWORD_LENGTH, MONEY_MAX, selectAlias, selectIsNumeric } from './fields';
import type { EntityDef } from './defineEntity';
import { writableFields } from './defineEntity';
import { defaultRecord, defaultsOf } from './defaults';
import { isCalendarDay, portalMoment } from './days';
import { isStorableText } from './input';
import type { FieldProblem, MessageCode, MessageParams } from './messages';
import { isValidNip, normalizeNip } from './nip';
import { parseFormula } from '../sales/formula';
import { parseAddressList } from '../mail/addresses';

export type { FieldProblem };

const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
const IDENTIFIER_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether a text parses as a configurator formula (only its syntax: the names it reads are checked when it runs). */
const isFormula = (source: string): boolean => {
  try {
    parseFormula(source);
    return true;
  } catch {
    return false;
  }
};

const custom = (code: MessageCode) => ({ params: { code } });

/** Empty strings from forms mean "no value". */
const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

const textSchema = (field: Extract<DataField, { type: 'text' | 'longText' }>) => {
  const max = field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
  let schema = z.string().trim().max(max).refine(isStorableText, custom('invalidCharacter'));
  if (field.type === 'text' && field.minLength) schema = schema.min(field.minLength);
  if (field.type === 'text' && field.format === 'email') return schema.pipe(z.email());
  if (field.type === 'text' && field.format === 'color') return schema.regex(COLOR_RE);
  if (field.type === 'text' && field.format === 'identifier') return schema.refine((v) => IDENTIFIER_RE.test(v), custom('invalidIdentifier'));
  if (field.type === 'text' && field.format === 'formula') return schema.refine(isFormula, custom('invalidFormula'));
  if (field.type === 'longText' && field.format === 'emailList')
    return schema.superRefine((value, ctx) => {
      const parsed = parseAddressList(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', input: value, params: { code: 'invalidRecipients', params: { name: parsed.invalid[0] } } });
    });
  return schema;
};

/** The zod type of one field's value (never null; nullability is added by the caller). */
export const fieldValueSchema = (field: DataField): z.ZodType => {
  switch (field.type) {
    case 'text':
    case 'longText':
      return textSchema(field);
    case 'number': {
      let schema = field.integer ? z.number().int() : z.number();
      schema = schema.min(field.min ?? (field.integer ? -2_147_483_648 : -1e15)).max(field.max ?? (field.integer ? 2_147_483_647 : 1e15));
      const { decimals } = field;
      if (decimals === undefined || field.integer) return schema;
      const scale = 10 ** decimals;
      return schema.refine((v) => Math.abs(Math.round(v * scale) - v * scale) < 1e-6, { params: { code: 'tooManyDecimals', params: { max: decimals } } });
    }
    case 'money':
      return z
        .number()
        .min(field.min ?? -MONEY_MAX)
        .max(field.max ?? MONEY_MAX)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, custom('moneyScale'));
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.string().refine(isCalendarDay, custom('invalidDate')).meta({ format: 'date' });
    case 'datetime':
      return z
        .string()
        .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), custom('invalidDate'))
        .meta({ format: 'date-time' });
    case 'select': {
      const ids = field.options.map((o) => o.id);
      // The choices, for the OpenAPI document (the refinement is what checks them).
      const choice = selectIsNumeric(field)
        ? z.number().refine((v) => ids.includes(v), custom('invalidChoice')).meta({ enum: ids })
        : z.string().refine((v) => ids.includes(v), custom('invalidChoice')).meta({ enum: ids });
      return field.aliases ? z.preprocess((v) => selectAlias(field, v), choice) : choice;
    }
    case 'reference':
      return field.zeroIsNone
        ? z
            .number()
            .int()
            .min(-2_147_483_648)
            .max(2_147_483_647)
            .transform((id) => (id > 0 ? id : null))
        : z.number().int().positive().max(2_147_483_647);
    case 'password':
      return z.string().min(MIN_PASSWORD_LENGTH).max(200);
    case 'nip':
      return z
        .string()
        .refine(isValidNip, custom('invalidNip'))
        .transform(normalizeNip);
    case 'uuid':
      return z.uuid();
    case 'json':
      return z.array(z.record(z.string(), z.unknown())).max(field.max);
    case 'lines':
      return linesSchema(field);
  }
};

/**
 * A record's lines: at most `max`, each validated like a new record of the line's fields (its
 * defaults fill what it leaves out); a line's id and anything else it carries are dropped.
 */
export const linesSchema = (field: LinesField) =>
  // The count is checked on a list only (zod would also measure a string sent instead of one).
  z.array(lineSchema(field)).pipe(z.array(z.record(z.string(), z.unknown())).max(field.max));

/** One line of a `lines` field: its fields as on a new record, its defaults filling what it leaves out. */
export const lineSchema = (field: LinesField) => {
  // A line's read-only fields (its sums) are the server's to fill, never the sender's.
  const fields: [string, DataField][] = Object.entries(field.fields).filter(([, f]) => !f.readOnly);
  const line = z.object(Object.fromEntries(fields.map(([key, f]) => [key, fieldSchema(f, 'create')])));
  const withDefaults = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...defaultsOf(fields), ...value } : value);
  return z.preprocess(withDefaults, line);
};

/** The field a problem's path names: a record's field, or a line's field (`possitions.0.quantity`). */
const problemField = (entity: EntityDef, path: readonly PropertyKey[]): DataField | undefined => {
  const field = entity.fields[String(path[0])] as DataField | undefined;
  if (field?.type === 'lines' && path.length >= 3) return field.fields[String(path[2])];
  return field;
};

const fieldSchema = (field: DataField, mode: 'create' | 'update'): z.ZodType => {
  const value = fieldValueSchema(field);
  const isText = field.type === 'text' || field.type === 'longText' || field.type === 'nip';
  if (field.type === 'password') {
    // Blank on an update means "keep the current password".
    const blankToUndefined = (v: unknown) => (typeof v === 'string' && v === '') || v === null ? undefined : v;
    return mode === 'create' && field.required ? value : z.preprocess(blankToUndefined, value.optional());
  }
  if (field.type === 'lines') return value.optional();
  if (field.type === 'boolean') {
    // A flag is never null in the database: an explicit null means its default.
    const orDefault = (v: unknown) => (v === null ? (field.default ?? false) : v);
    return z.preprocess(orDefault, value.optional());
  }
  if (field.required) {
    // Required text may not be blank; a required field may be left out of an update only.
    const present = isText ? z.preprocess(blankToNull, value) : value;
    return mode === 'create' ? present : present.optional();
  }
  return z.preprocess(isText ? blankToNull : (v) => v, value.nullable().optional());
};

/**
 * Validation of a request body for create or update. Unknown keys, the id and read-only fields
 * are dropped, so a body cannot set what the schema does not let it set.
 */
export const bodySchema = (entity: EntityDef, mode: 'create' | 'update'): z.ZodObject => {
  const known = bodySchemas.get(entity) ?? {};
  bodySchemas.set(entity, known);
  // One schema object per entity and mode: the one the API validates with is the one its OpenAPI document describes.
  known[mode] ??= z.object(Object.fromEntries(writableFields(entity).map(([key, field]) => [key, fieldSchema(field, mode)])));
  return known[mode];
};
const bodySchemas = new WeakMap<EntityDef, { create?: z.ZodObject; update?: z.ZodObject }>();

/** A point in time as the portal writes dates (DD.MM.YYYY, with HH:mm when it is not midnight), in Polish time. */
const dateBound = (bound: number | bigint): string => portalMoment(new Date(Number(bound)), true);

/** A bound as a message names it: a number stays a number (a bigint becomes its digits). */
const valueBound = (bound: number | bigint): number | string => (typeof bound === 'bigint' ? String(bound) : bound);

/**
 * The words for a value below its lower bound, by what was measured (zod's `origin`): a number
 * "at least N" (inclusive) or "greater than N" (exclusive); a text's, a list's or a file's size
 * counted in characters, items or bytes; a date "not earlier than" or "later than". A count's
 * exclusive bound is said as the inclusive one it means (more than 2 items: at least 3), so no
 * message can name a bound the refused value meets.
 */
const tooSmallProblem = (path: string, issue: z.core.$ZodIssueTooSmall, field: DataField | undefined): FieldProblem => {
  const inclusive = issue.inclusive !== false;
  const count = Number(issue.minimum) + (inclusive ? 0 : 1);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return { path, code: 'wrongLength', params: { length: Number(issue.minimum) } };
      return { path, code: field?.type === 'password' ? 'weakPassword' : 'tooShort', params: { min: count } };
    case 'array':
    case 'set':
      if (issue.exact) return { path, code: 'wrongItemCount', params: { length: Number(issue.minimum) } };
      return { path, code: 'tooFewItems', params: { min: count } };
    case 'file':
      return { path, code: 'fileTooSmall', params: { min: `${count} B` } };
    case 'date':
      return { path, code: inclusive ? 'dateTooEarly' : 'dateNotAfter', params: { min: dateBound(issue.minimum) } };
    default:
      return { path, code: inclusive ? 'tooSmall' : 'tooSmallExclusive', params: { min: valueBound(issue.minimum) } };
  }
};

/** The words for a value above its upper bound, the mirror of tooSmallProblem. */
const tooBigProblem = (path: string, issue: z.core.$ZodIssueTooBig): FieldProblem => {
  const inclusive = issue.inclusive !== false;
  const count = Number(issue.maximum) - (inclusive ? 0 : 1);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return { path, code: 'wrongLength', params: { length: Number(issue.maximum) } };
      return { path, code: 'tooLong', params: { max: count } };
    case 'array':
    case 'set':
      if (issue.exact) return { path, code: 'wrongItemCount', params: { length: Number(issue.maximum) } };
      return { path, code: 'tooManyItems', params: { max: count } };
    case 'file':
      return { path, code: 'fileTooLarge', params: { max: `${count} B` } };
    case 'date':
      return { path, code: inclusive ? 'dateTooLate' : 'dateNotBefore', params: { max: dateBound(issue.maximum) } };
    default:
      return { path, code: inclusive ? 'tooBig' : 'tooBigExclusive', params: { max: valueBound(issue.maximum) } };
  }
};

/** One zod issue as a problem of the portal's: a message code and the parameters its words need. */
export const zodIssueProblem = (issue: z.core.$ZodIssue, field?: DataField): FieldProblem => {
  const path = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { path, code: (field && 'requiredMessage' in field && field.requiredMessage) || 'required' };
      if (issue.expected === 'int') return { path, code: 'notInteger' };
      if (issue.expected === 'number') return { path, code: 'notNumber' };
      return { path, code: 'invalid' };
    case 'too_big':
      return tooBigProblem(path, issue);
    case 'too_small':
      return tooSmallProblem(path, issue, field);
    case 'invalid_format':
      if (issue.format === 'email') return { path, code: 'invalidEmail' };
      if (issue.format === 'date' || issue.format === 'datetime') return { path, code: 'invalidDate' };
      if (field?.type === 'text' && field.format === 'color') return { path, code: 'invalidColor' };
      return { path, code: 'invalid' };
    case 'custom': {
      const refined = issue.params as { code?: MessageCode; params?: MessageParams } | undefined;
      return { path, code: refined?.code ?? 'invalid', ...(refined?.params ? { params: refined.params } : {}) };
    }
    case 'invalid_value':
    case 'invalid_union':
      return { path, code: 'invalidChoice' };
    default:
      return { path, code: 'invalid' };
  }
};

/** The problems of any zod refusal, by path (under `prefix`), as message codes. */
export const zodProblems = (error: z.ZodError, prefix = ''): FieldProblem[] =>
  error.issues.map((issue) => {
    const problem = zodIssueProblem(issue);
    return { ...problem, path: [prefix, problem.path].filter(Boolean).join('.') };
  });

export type ParseResult<T> = { ok: true; data: T } | { ok: false; problems: FieldProblem[] };

/** Validates a body; problems name the field and a message code, never a zod internal. */
export const parseBody = (
  entity: EntityDef,
  mode: 'create' | 'update',
  body: unknown,
): ParseResult<Record<string, unknown>> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problems: [{ path: '', code: 'badRequest' }] };
  }
  // A new record starts from the schema's defaults: a required field with a default may be left out.
  const input = mode === 'create' ? { ...defaultRecord(entity), ...body } : body;
  const result = bodySchema(entity, mode).safeParse(input, { reportInput: true });
  if (result.success) {
    // Keep only keys the body really carried, so an update leaves the others alone.
    const data = Object.fromEntries(Object.entries(result.data).filter(([key, value]) => key in input && value !== undefined));
    return { ok: true, data };
  }
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const field = problemField(entity, issue.path);
      return { ...zodIssueProblem(issue, field), label: field?.label };
    }),
  };
};
