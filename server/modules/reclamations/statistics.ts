import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldProblem } from '../../../src/schemas/core';
import { isCalendarDay } from '../../../src/schemas/core';
import type { ReclamationStatistics, StatGroup, StatMonth } from '../../../src/schemas/statistics';
import type { Db } from '../../db/connection';
import type { CustomerScope } from '../../core/entityStore';

export type Period = { dateFrom: string; dateTo: string };

/** The longest period one call may ask for (10 years of months). */
export const MAX_MONTHS = 120;

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day as 'YYYY-MM-DD' (local time). */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;


/** The default period: the last 12 months, i.e. from the first day of the month 11 months ago to today. */
export const defaultPeriod = (today: Date): Period => ({
  dateFrom: isoDay(new Date(today.getFullYear(), today.getMonth() - 11, 1)),
  dateTo: isoDay(today),
});

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const monthName = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;

/**
 * The period a query asks for: both bounds optional (a missing one comes from the default
 * period, or from the other bound), inclusive, 'YYYY-MM-DD', from ≤ to, at most MAX_MONTHS months.
 */
/** The period's query as the OpenAPI document describes it (parsePeriod checks it). */
export const periodQuery = z.object({
  dateFrom: z.string().optional().meta({ format: 'date', description: 'The first day (YYYY-MM-DD); by default the start of the twelve months before dateTo.' }),
  dateTo: z.string().optional().meta({ format: 'date', description: `The last day (YYYY-MM-DD); by default today. At most ${MAX_MONTHS} months.` }),
});

export const parsePeriod = (query: { dateFrom?: unknown; dateTo?: unknown }, today: Date): { ok: true; period: Period } | { ok: false; problems: FieldProblem[] } => {
  const problems: FieldProblem[] = [];
  const given = (key: 'dateFrom' | 'dateTo') => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    if (!isCalendarDay(raw)) problems.push({ path: key, code: 'invalidDate' });
    return raw as string;
  };
  const from = given('dateFrom');
  const to = given('dateTo');
  if (problems.length > 0) return { ok: false, problems };
  const fallback = defaultPeriod(to ? new Date(`${to}T12:00:00`) : today);
  const period = { dateFrom: from ?? fallback.dateFrom, dateTo: to ?? (from && from > fallback.dateTo ? from : fallback.dateTo) };
  if (period.dateFrom > period.dateTo) return { ok: false, problems: [{ path: 'dateTo', code: 'invalid' }] };
  if (monthIndex(period.dateTo) - monthIndex(period.dateFrom) >= MAX_MONTHS) return { ok: false, problems: [{ path: 'dateFrom', code: 'invalid' }] };
  return { ok: true, period };
};

/** Every month of the period in order, the ones without reclamations as zeros. */
export const fillMonths = (period: Period, rows: readonly StatMonth[]): StatMonth[] => {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: StatMonth[] = [];
  for (let i = monthIndex(period.dateFrom); i <= monthIndex(period.dateTo); i++) {
    const month = monthName(i);
    months.push(byMonth.get(month) ?? { month, count: 0, amount: 0, costs: 0 });
  }
  return months;
};

/** Money sums come back from PostgreSQL as text: numbers with 2 decimals. */
const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

type Row = {
  g_status: number;
  g_type: number;
  g_reason: number;
  g_perpetrator: number;
  g_month: number;
  status: number | null;
  status_label: string | null;
  status_color: string | null;
  type: number | null;
  type_label: string | null;
  reason: number | null;
  reason_label: string | null;
  perpetrator: number | null;
  perpetrator_label: string | null;
  month: string | null;
  count: number | string;
  amount: string | null;
  costs: string | null;
};

const byCountDesc = (a: StatGroup, b: StatGroup) => b.count - a.count || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff');

/**
 * Counts and amounts of the reclamations received (input_date) in the period, per status, type,
 * reason, perpetrator and month, and in total: ONE query with GROUPING SETS over the period's
 * reclamations (the customer scope applied), their costs summed per reclamation beforehand.
 */
export const reclamationStatistics = async (db: Db, period: Period, scope: CustomerScope): Promise<ReclamationStatistics> => {
  const scoped = scope === undefined ? sql`` : scope.length === 0 ? sql`AND false` : sql`AND r.customer IN (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
  const result = await db.execute<Row>(sql`
    WITH r AS (
      SELECT r.id, r.status, r.type, r.reason, r.perpetrator, r.amount, to_char(r.input_date, 'YYYY-MM') AS month
      FROM reclamation r
      WHERE r.input_date BETWEEN ${period.dateFrom}::date AND ${period.dateTo}::date ${scoped}
    ),
    c AS (
      SELECT rc.reclamation_id, sum(rc.amount) AS costs
      FROM reclamation_cost rc JOIN r ON r.id = rc.reclamation_id
      GROUP BY rc.reclamation_id
    )
    SELECT
      GROUPING(r.status)::int AS g_status, GROUPING(r.type)::int AS g_type, GROUPING(r.reason)::int AS g_reason,
      GROUPING(r.perpetrator)::int AS g_perpetrator, GROUPING(r.month)::int AS g_month,
      r.status, s.description AS status_label, s.color AS status_color,
      r.type, t.description AS type_label,
      r.reason, re.description AS reason_label,
      r.perpetrator, p.description AS perpetrator_label,
      r.month,
      count(*)::int AS count, coalesce(sum(r.amount), 0) AS amount, coalesce(sum(c.costs), 0) AS costs
    FROM r
    LEFT JOIN c ON c.reclamation_id = r.id
    LEFT JOIN reclamation_status s ON s.id = r.status
    LEFT JOIN reclamation_type t ON t.id = r.type
    LEFT JOIN reclamation_reason re ON re.id = r.reason
    LEFT JOIN reclamation_perpetrator p ON p.id = r.perpetrator
    GROUP BY GROUPING SETS (
      (r.status, s.description, s.color),
      (r.type, t.description),
      (r.reason, re.description),
      (r.perpetrator, p.description),
      (r.month),
      ()
    )
  `);
  const stats: ReclamationStatistics = {
    period,
    byStatus: [],
    byType: [],
    byReason: [],
    byPerpetrator: [],
    byMonth: [],
    total: { count: 0, amount: 0, costs: 0 },
  };
  const months: StatMonth[] = [];
  for (const row of result.rows) {
    const sums = { count: Number(row.count), amount: money(row.amount), costs: money(row.costs) };
    if (!row.g_status) stats.byStatus.push({ id: row.status, label: row.status_label, color: row.status_color, ...sums });
    else if (!row.g_type) stats.byType.push({ id: row.type, label: row.type_label, ...sums });
    else if (!row.g_reason) stats.byReason.push({ id: row.reason, label: row.reason_label, ...sums });
    else if (!row.g_perpetrator) stats.byPerpetrator.push({ id: row.perpetrator, label: row.perpetrator_label, ...sums });
    else if (!row.g_month && row.month) months.push({ month: row.month, ...sums });
    else stats.total = sums;
  }
  stats.byStatus.sort((a, b) => (a.id ?? Infinity) - (b.id ?? Infinity));
  for (const list of [stats.byType, stats.byReason, stats.byPerpetrator]) list.sort(byCountDesc);
  stats.byMonth = fillMonths(period, months);
  return stats;
};
