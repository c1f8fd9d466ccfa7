import { z } from 'zod';
import { GROUP_KEYS, ID_FILTERS, MAX_GROUPS } from '../../../src/schemas/reports';
import type { IdFilterKey } from '../../../src/schemas/reports';

/**
 * The reclamation report's request (spec §4 "Reports", §5, §7, §9): what may be filtered and
 * grouped, its zod schema, and which filters really apply. Pure: no database here.
 */

export { GROUP_KEYS, ID_FILTERS, MAX_GROUPS } from '../../../src/schemas/reports';
export type { GroupKey, IdFilterKey } from '../../../src/schemas/reports';

/** The date columns a period may apply to. */
export const PERIOD_FIELDS = ['input_date', 'execution_term', 'delivery_term', 'decision_date', 'sales_date'] as const;
export type PeriodField = (typeof PERIOD_FIELDS)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'invalidDate');
const optionalDate = z.union([isoDate, z.literal(''), z.null()]).optional();
const id = z.number().int().min(0).max(2_147_483_647);

const idFilter = z
  .object({
    inUse: z.boolean().optional(),
    // One id or a list: the legacy screens send either.
    value: z.union([id, z.array(id).max(1000), z.null()]).optional(),
  })
  .strict();

const periodFilter = z
  .object({
    inUse: z.boolean().optional(),
    /** 0: the single day `dateFrom`; anything else: the range dateFrom … dateTo (either may be open). */
    periodType: z.number().int().min(0).max(99).optional(),
    dateFrom: optionalDate,
    dateTo: optionalDate,
    field: z.enum(PERIOD_FIELDS).optional(),
  })
  .strict();

const groupEntry = z.union([z.enum(GROUP_KEYS), z.object({ key: z.enum(GROUP_KEYS) }).transform((g) => g.key)]);

export const reportBodySchema = z
  .object({
    filter: z
      .object({
        period: periodFilter.optional(),
        status: idFilter.optional(),
        customer: idFilter.optional(),
        type: idFilter.optional(),
        reason: idFilter.optional(),
        perpetrator: idFilter.optional(),
        execution_type: idFilter.optional(),
        decision: idFilter.optional(),
        responsible: idFilter.optional(),
        doc_type: idFilter.optional(),
        sales_point: idFilter.optional(),
      })
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
     * row's `values`; null for "none"). The screen asks for a group's detail rows this way when the
     * whole report carried too many to send.
     */
    within: z.array(z.union([id, z.string().regex(/^\d{4}-\d{2}$/), z.null()])).max(MAX_GROUPS).optional(),
  })
  .superRefine((body, ctx) => {
    // One value per chosen level at most, each of its key's kind: a month 'YYYY-MM', anything else a number.
    if (body.within && body.within.length > body.groups.length) ctx.addIssue({ code: 'custom', path: ['within'], message: 'invalid' });
    body.within?.forEach((value, i) => {
      const month = body.groups[i] === 'month';
      if (value !== null && (month ? typeof value !== 'string' : typeof value !== 'number')) ctx.addIssue({ code: 'custom', path: ['within', i], message: 'invalid' });
    });
    const p = body.filter.period;
    if (p?.dateFrom && p.dateTo && p.periodType !== 0 && p.dateFrom > p.dateTo) {
      ctx.addIssue({ code: 'custom', path: ['filter', 'period', 'dateTo'], message: 'invalidDate' });
    }
  });

export type ReportBody = z.infer<typeof reportBodySchema>;

/** A filter that applies: a period or a set of ids. */
export type ActiveFilter =
  | { kind: 'period'; field: PeriodField; from?: string; to?: string }
  | { kind: 'ids'; key: IdFilterKey; ids: number[] };

/**
 * The filters that apply (spec §5): only those marked in use AND having a value. A single day
 * (periodType 0) is from = to = dateFrom; a range keeps whichever ends are given.
 */
export const activeFilters = (body: Pick<ReportBody, 'filter' | 'periodType'>): ActiveFilter[] => {
  const active: ActiveFilter[] = [];
  const period = body.filter.period;
  if (period?.inUse) {
    const type = period.periodType ?? body.periodType ?? 1;
    const field = period.field ?? 'input_date';
    const from = period.dateFrom || undefined;
    const to = period.dateTo || undefined;
    if (type === 0) {
      const day = from ?? to;
      if (day) active.push({ kind: 'period', field, from: day, to: day });
    } else if (from || to) {
      active.push({ kind: 'period', field, ...(from ? { from } : {}), ...(to ? { to } : {}) });
    }
  }
  for (const key of ID_FILTERS) {
    const f = body.filter[key];
    if (!f?.inUse || f.value === undefined || f.value === null) continue;
    const ids = [...new Set(Array.isArray(f.value) ? f.value : [f.value])];
    if (ids.length > 0) active.push({ kind: 'ids', key, ids });
  }
  return active;
};

/**
 * Detail rows the report returns to the screen at most, in the order of the groups (the screen
 * shows up to 500 a group and asks for a further group's rows `within` it when it is opened); the
 * response says when there were more. The XLSX export carries up to EXPORT_DETAIL_LIMIT.
 */
export const DETAIL_LIMIT = 2_000;
export const EXPORT_DETAIL_LIMIT = 100_000;
