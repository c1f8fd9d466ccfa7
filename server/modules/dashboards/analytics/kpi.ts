import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AccountingKpis, AgeBucket, DrillRecords, TrendFigure } from '../../../../src/schemas/analytics';
import { ageSeries, averageOfTenths, COUNTED_ORDER_STATUSES, monthPeriod, monthSeries, monthsOf, previousPeriod, quarterPeriod, trendMonths } from '../../../../src/schemas/analytics';
import type { Db } from '../../../db/connection';
import { entityTable } from '../../../db/tables';
import type { CustomerScope } from '../../../core/entityStore';
import { MAX_DRILL_RECORDS } from './analysis';
import { scoped } from './query';
import { SOURCES, withinDays, ZONE } from './sources';

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const monthText = (date: SQL) => sql`to_char(${date}, 'YYYY-MM')`;

/** Who asks and when: today in Poland, the moment (for overdue tasks), the tasks it sees, the customers it may see. */
export type KpiCaller = { today: string; now: Date; tasks: SQL | undefined; customers: CustomerScope };

/**
 * The rows behind each figure: what they are read from, which count (the caller's scope
 * included), the days that place a row in a period (both 'YYYY-MM-DD', included), the month of
 * a row as 'YYYY-MM' and the record a point leads to. Sales are the analyses' `orderLines` rows
 * (its filter and placing), read from the orders' net sums; costs are the `reclamationCosts` source.
 */
type FigureRows = { from: SQL; where: SQL; placed: (from: string, to: string) => SQL; month: SQL; record: SQL };

const reclamation = entityTable('reclamation');
const status = entityTable('reclamation_status');
const order = entityTable('sales_order');
const task = entityTable('task');

const figureRows = (caller: KpiCaller): Record<'reclamations' | 'orders' | 'sales' | 'overdueTasks' | 'reclamationCosts', FigureRows> => {
  const orders: FigureRows = {
    from: sql`${order}`,
    where: sql`${order.status} IN (${list(COUNTED_ORDER_STATUSES)}) AND NOT ${order.markedToDelete} AND ${scoped(sql`${order.customerId}`, caller.customers)}`,
    placed: SOURCES.orderLines.placed,
    month: monthText(SOURCES.orderLines.month),
    record: sql`${order.id}`,
  };
  const costs = SOURCES.reclamationCosts;
  return {
    reclamations: {
      from: sql`${reclamation} JOIN ${status} ON ${status.id} = ${reclamation.status}`,
      where: sql`NOT ${status.isFinal} AND ${scoped(sql`${reclamation.customer}`, caller.customers)}`,
      placed: (from, to) => sql`${reclamation.input_date} BETWEEN ${from}::date AND ${to}::date`,
      month: monthText(sql`${reclamation.input_date}`),
      record: sql`${reclamation.id}`,
    },
    orders,
    sales: { ...orders, where: sql`${orders.where} AND ${SOURCES.orderLines.where}` },
    overdueTasks: {
      from: sql`${task}`,
      where: sql`NOT ${task.markedToDelete} AND ${task.executionPeriod} < ${caller.now.toISOString()}::timestamptz
        AND (NOT ${task.executed} OR ${task.executionDate} > ${task.executionPeriod}) ${caller.tasks ? sql`AND ${caller.tasks}` : sql``}`,
      placed: (from, to) => withinDays(sql`${task.executionPeriod}`, from, to),
      month: monthText(sql`date_trunc('month', ${task.executionPeriod} AT TIME ZONE ${ZONE})`),
      record: sql`${task.id}`,
    },
    reclamationCosts: { from: costs.from, where: sql`${costs.where} AND ${scoped(costs.customer, caller.customers)}`, placed: costs.placed, month: monthText(costs.month), record: costs.record },
  };
};

const money = (grosze: unknown) => Number(grosze) / 100;
const byMonth = <R extends { month: string }>(rows: readonly R[], value: (row: R) => number) => new Map(rows.map((r) => [r.month, value(r)]));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The default dashboard's figures and their trends over the last 12 months, in five statements
 * run side by side, each reading its figure's rows once grouped by month: open reclamations
 * (status not final; every month of registration, so the card's count and average age and each
 * month's are one reading), orders and net sales (in PLN, as the analyses) of the 12 months (the
 * cards' this month and last are two of them), the overdue tasks the caller sees (the card's open
 * ones of any month, the trend's open or executed late), and the reclamation costs of the 12
 * months and the quarter (its months' sums are the card's). Money is summed as numeric and
 * scaled to grosze in SQL.
 */
export const accountingKpis = async (db: Db, caller: KpiCaller): Promise<AccountingKpis> => {
  const { today } = caller;
  const months = trendMonths(today);
  const first = monthPeriod(months[0]).dateFrom;
  const month = monthPeriod(today.slice(0, 7));
  const previousMonth = previousPeriod(month);
  const quarter = quarterPeriod(today);
  const { reclamations, orders, overdueTasks, reclamationCosts } = figureRows(caller);

  const [open, statuses, ordered, overdue, costs] = await Promise.all([
    db.execute<AgeBucket>(sql`
      SELECT ${reclamations.month} AS month, count(*)::int AS count, sum(${today}::date - ${reclamation.input_date})::bigint AS "ageDays"
      FROM ${reclamations.from} WHERE ${reclamations.where} GROUP BY 1`),
    db.execute<{ id: number }>(sql`SELECT ${status.id} AS id FROM ${status} WHERE NOT ${status.isFinal} ORDER BY ${status.id}`),
    db.execute<{ month: string; count: number; netto: string }>(sql`
      SELECT ${orders.month} AS month, count(*)::int AS count,
        coalesce(round(sum(${order.sumNetto}) FILTER (WHERE ${SOURCES.orderLines.where}) * 100), 0)::bigint AS netto
      FROM ${orders.from} WHERE ${orders.where} AND ${orders.placed(first, month.dateTo)} GROUP BY 1`),
    db.execute<{ month: string; open: number; overdue: number }>(sql`
      SELECT ${overdueTasks.month} AS month, count(*) FILTER (WHERE NOT ${task.executed})::int AS open,
        count(*) FILTER (WHERE ${overdueTasks.placed(first, month.dateTo)})::int AS overdue
      FROM ${overdueTasks.from} WHERE ${overdueTasks.where} AND (NOT ${task.executed} OR ${overdueTasks.placed(first, month.dateTo)}) GROUP BY 1`),
    db.execute<{ month: string; amount: string }>(sql`
      SELECT ${reclamationCosts.month} AS month, ${SOURCES.reclamationCosts.sums.costs} AS amount
      FROM ${reclamationCosts.from} WHERE ${reclamationCosts.where} AND ${reclamationCosts.placed(first, quarter.dateTo > month.dateTo ? quarter.dateTo : month.dateTo)} GROUP BY 1`),
  ]);

  const buckets = open.rows.map((r) => ({ month: r.month, count: Number(r.count), ageDays: Number(r.ageDays) }));
  const openCount = sum(buckets.map((b) => b.count));
  const orderCount = byMonth(ordered.rows, (r) => Number(r.count));
  const netto = byMonth(ordered.rows, (r) => money(r.netto));
  const costByMonth = byMonth(costs.rows, (r) => Number(r.amount));
  const at = (series: Map<string, number>, period: { dateFrom: string }) => series.get(period.dateFrom.slice(0, 7)) ?? 0;
  return {
    today,
    openReclamations: { count: openCount, averageAgeDays: averageOfTenths(sum(buckets.map((b) => b.ageDays)), openCount), statuses: statuses.rows.map((r) => r.id) },
    orders: { month, previousMonth, count: at(orderCount, month), previousCount: at(orderCount, previousMonth), netto: at(netto, month), previousNetto: at(netto, previousMonth) },
    overdueTasks: { count: sum(overdue.rows.map((r) => Number(r.open))), now: caller.now.toISOString() },
    reclamationCosts: { quarter, amount: sum(monthsOf(quarter).map((m) => costByMonth.get(m) ?? 0)) / 100 },
    trends: {
      openReclamations: monthSeries(months, byMonth(buckets, (b) => b.count)),
      reclamationAge: ageSeries(months, today, buckets),
      orders: monthSeries(months, orderCount),
      sales: monthSeries(months, netto),
      overdueTasks: monthSeries(months, byMonth(overdue.rows, (r) => Number(r.overdue))),
      reclamationCosts: monthSeries(months, new Map([...costByMonth].map(([m, grosze]) => [m, grosze / 100]))),
    },
  };
};

/**
 * The ids of the records behind a month's point of a figure (reclamations, orders or tasks),
 * newest first, at most MAX_DRILL_RECORDS: the rows its trend counted for that month; for the
 * average age, the open reclamations registered by the month's end.
 */
export const trendRecords = async (db: Db, caller: KpiCaller, figure: TrendFigure, month: string): Promise<DrillRecords> => {
  const period = monthPeriod(month);
  const all = figureRows(caller);
  const rows = figure === 'openReclamations' || figure === 'reclamationAge' ? all.reclamations : all[figure];
  const placed = figure === 'reclamationAge' ? sql`${reclamation.input_date} <= ${period.dateTo}::date` : rows.placed(period.dateFrom, period.dateTo);
  const result = await db.execute<{ id: number }>(sql`SELECT DISTINCT ${rows.record} AS id FROM ${rows.from} WHERE ${rows.where} AND ${placed} ORDER BY 1 DESC LIMIT ${MAX_DRILL_RECORDS + 1}`);
  const ids = result.rows.map((r) => Number(r.id));
  return { ids: ids.slice(0, MAX_DRILL_RECORDS), truncated: ids.length > MAX_DRILL_RECORDS };
};
