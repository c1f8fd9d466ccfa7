import { z } from 'zod';
import type { ReportDefinition, ReportFilter } from '../../../../src/schemas/reports';
import { MAX_GROUPS } from '../../../../src/schemas/reports';
import { isCalendarDay } from '../../../../src/schemas/core';

/**
 * A report's request (spec §4 "Reports", §5, §7, §9) built from its definition: the zod schema of
 * `{ filter, groups, within?, periodType? }` and which filters really apply. Pure: no database here.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, 'invalidDate');
const optionalDate = z.union([isoDate, z.literal(''), z.null()]).optional();
const id = z.number().int().min(0).max(2_147_483_647);
/** A select's option or a plain column's value: at most what a select column holds. */
const text = z.string().min(1).max(255);

const filterSchema = (filter: ReportFilter) => {
  switch (filter.kind) {
    case 'ids': {
      // A select's own options only; a reference's ids are any id (an unknown one matches nothing).
      const value = filter.value === 'text' && filter.source.kind === 'select' ? z.enum(filter.source.options.map((o) => String(o.id)) as [string, ...string[]]) : id;
      return z
        .object({
          inUse: z.boolean().optional(),
          // One value or a list: the legacy screens send either.
          value: z.union([value, z.array(value).max(1000), z.null()]).optional(),
        })
        .strict();
    }
    case 'flag':
      return z.object({ inUse: z.boolean().optional(), value: z.union([z.boolean(), z.null()]).optional() }).strict();
    case 'period':
      return z
        .object({
          inUse: z.boolean().optional(),
          /** 0: the single day `dateFrom`; anything else: the range dateFrom … dateTo (either may be open). */
          periodType: z.number().int().min(0).max(99).optional(),
          dateFrom: optionalDate,
          dateTo: optionalDate,
          field: z.enum(filter.fields as unknown as [string, ...string[]]).optional(),
        })
        .strict();
  }
};

const buildSchema = (definition: ReportDefinition) => {
  const keys = definition.groups.map((g) => g.key) as [string, ...string[]];
  const kinds = new Map(definition.groups.map((g) => [g.key, g.value]));
  const groupEntry = z.union([z.enum(keys), z.object({ key: z.enum(keys) }).transform((g) => g.key)]);
  return z
    .object({
      filter: z
        .object(Object.fromEntries(definition.filters.map((f) => [f.key, filterSchema(f).optional()])))
        .strict()
        .optional()
        .default({}),
      groups: z
        .array(groupEntry)
        .max(MAX_GROUPS)
        .optional()
        .default([])
        .refine((groups) => new Set(groups).size === groups.length, 'duplicate'),
      /** Legacy: the period type may come beside the filter; the filter's own wins. */
      periodType: z.number().int().min(0).max(99).optional(),
      /**
       * The report within one group: the values of its keys from the first level down (as a group
       * row's `values`; null for "none"). The screen asks for a group's detail rows this way when
       * the whole report carried too many to send.
       */
      within: z.array(z.union([id, text, z.null()])).max(MAX_GROUPS).optional(),
    })
    .superRefine((body, ctx) => {
      // One value per chosen level at most, each of its key's kind: a month 'YYYY-MM', a text, or a number.
      if (body.within && body.within.length > body.groups.length) ctx.addIssue({ code: 'custom', path: ['within'], message: 'invalid' });
      body.within?.forEach((value, i) => {
        const kind = kinds.get(body.groups[i]);
        if (value === null || kind === undefined) return;
        const fits = kind === 'int' ? typeof value === 'number' : kind === 'month' ? typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) : typeof value === 'string';
        if (!fits) ctx.addIssue({ code: 'custom', path: ['within', i], message: 'invalid' });
      });
      for (const f of definition.filters) {
        if (f.kind !== 'period') continue;
        const p = body.filter[f.key] as PeriodInput | undefined;
        if (p?.dateFrom && p.dateTo && p.periodType !== 0 && p.dateFrom > p.dateTo) {
          ctx.addIssue({ code: 'custom', path: ['filter', f.key, 'dateTo'], message: 'invalidDate' });
        }
      }
    });
};

type PeriodInput = { inUse?: boolean; periodType?: number; dateFrom?: string | null; dateTo?: string | null; field?: string };
type IdsInput = { inUse?: boolean; value?: number | string | (number | string)[] | null };
type FlagInput = { inUse?: boolean; value?: boolean | null };

/** A report's request as validated: `filter` holds the definition's filters by key. */
export type ReportBody = {
  filter: Record<string, unknown>;
  groups: string[];
  periodType?: number;
  within?: (number | string | null)[];
};

/** A filter that applies: a period of a date field, a set of ids or options, or a flag's value. */
export type ActiveFilter =
  | { kind: 'period'; field: string; from?: string; to?: string }
  | { kind: 'ids'; key: string; ids: (number | string)[] }
  | { kind: 'flag'; key: string; value: boolean };

/** A definition's request: its schema and the filters of a body that apply. */
export type ReportSpec = {
  readonly bodySchema: z.ZodType<ReportBody, unknown>;
  /**
   * The filters that apply (spec §5): only those marked in use AND having a value. A single day
   * (periodType 0) is from = to = dateFrom; a range keeps whichever ends are given.
   */
  readonly activeFilters: (body: Pick<ReportBody, 'filter' | 'periodType'>) => ActiveFilter[];
};

const activeFiltersOf =
  (definition: ReportDefinition) =>
  (body: Pick<ReportBody, 'filter' | 'periodType'>): ActiveFilter[] => {
    const active: ActiveFilter[] = [];
    for (const f of definition.filters) {
      const input = body.filter[f.key];
      if (!input || typeof input !== 'object') continue;
      if (f.kind === 'period') {
        const period = input as PeriodInput;
        if (!period.inUse) continue;
        const type = period.periodType ?? body.periodType ?? 1;
        const field = period.field ?? f.fields[0];
        const from = period.dateFrom || undefined;
        const to = period.dateTo || undefined;
        if (type === 0) {
          const day = from ?? to;
          if (day) active.push({ kind: 'period', field, from: day, to: day });
        } else if (from || to) {
          active.push({ kind: 'period', field, ...(from ? { from } : {}), ...(to ? { to } : {}) });
        }
      } else if (f.kind === 'flag') {
        const flag = input as FlagInput;
        if (flag.inUse && typeof flag.value === 'boolean') active.push({ kind: 'flag', key: f.key, value: flag.value });
      } else {
        const ids = input as IdsInput;
        if (!ids.inUse || ids.value === undefined || ids.value === null) continue;
        const values = [...new Set(Array.isArray(ids.value) ? ids.value : [ids.value])];
        if (values.length > 0) active.push({ kind: 'ids', key: f.key, ids: values });
      }
    }
    return active;
  };

const specs = new WeakMap<ReportDefinition, ReportSpec>();

/** The request of a report, built once per definition. */
export const reportSpec = (definition: ReportDefinition): ReportSpec => {
  let spec = specs.get(definition);
  if (!spec) {
    spec = { bodySchema: buildSchema(definition), activeFilters: activeFiltersOf(definition) };
    specs.set(definition, spec);
  }
  return spec;
};
