import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AccountingKpis } from '../../../src/schemas/analytics';
import { COUNTED_ORDER_STATUSES, monthPeriod, previousPeriod, quarterPeriod, SALES_STATUSES } from '../../../src/schemas/analytics';
import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';
import { withinDays } from './sources';


const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * The default dashboard's figures in one round of statements run side by side: open reclamations
 * (status not final) and their average age in days, orders and net sales (in PLN, as the
 * analyses) this month and last,
 * the overdue open tasks the caller sees (`taskScope`, as the task list), and the reclamation
 * costs of this quarter. `today` is the day in Poland.
 */
export const accountingKpis = async (db: Db, today: string, taskScope: SQL | undefined): Promise<AccountingKpis> => {
  const reclamation = entityTable('reclamation');
  const status = entityTable('reclamation_status');
  const order = entityTable('sales_order');
  const task = entityTable('task');
  const cost = entityTable('reclamation_cost');
  const month = monthPeriod(today.slice(0, 7));
  const previousMonth = previousPeriod(month);
  const quarter = quarterPeriod(today);
  const now = new Date();

  const [open, statuses, orders, overdue, costs] = await Promise.all([
    db.execute<{ count: number; age: string | null }>(sql`
      SELECT count(*)::int AS count, round(avg(${today}::date - ${reclamation.input_date}), 1)::text AS age
      FROM ${reclamation} JOIN ${status} ON ${status.id} = ${reclamation.status}
      WHERE NOT ${status.isFinal}`),
    db.execute<{ id: number }>(sql`SELECT ${status.id} AS id FROM ${status} WHERE NOT ${status.isFinal} ORDER BY ${status.id}`),
    db.execute<{ count: number; previous_count: number; netto: string; previous_netto: string }>(sql`
      SELECT
        count(*) FILTER (WHERE ${withinDays(order.createdAt, month.dateFrom, month.dateTo)})::int AS count,
        count(*) FILTER (WHERE ${withinDays(order.createdAt, previousMonth.dateFrom, previousMonth.dateTo)})::int AS previous_count,
        coalesce(sum(${order.sumNetto}) FILTER (WHERE ${order.status} IN (${list(SALES_STATUSES)}) AND ${order.currency} = 'PLN' AND ${withinDays(order.createdAt, month.dateFrom, month.dateTo)}), 0)::text AS netto,
        coalesce(sum(${order.sumNetto}) FILTER (WHERE ${order.status} IN (${list(SALES_STATUSES)}) AND ${order.currency} = 'PLN' AND ${withinDays(order.createdAt, previousMonth.dateFrom, previousMonth.dateTo)}), 0)::text AS previous_netto
      FROM ${order}
      WHERE ${order.status} IN (${list(COUNTED_ORDER_STATUSES)}) AND NOT ${order.markedToDelete}
        AND ${withinDays(order.createdAt, previousMonth.dateFrom, month.dateTo)}`),
    db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM ${task}
      WHERE NOT ${task.executed} AND NOT ${task.markedToDelete} AND ${task.executionPeriod} < ${now.toISOString()}::timestamptz ${taskScope ? sql`AND ${taskScope}` : sql``}`),
    db.execute<{ amount: string }>(sql`SELECT coalesce(sum(${cost.amount}), 0)::text AS amount FROM ${cost} WHERE ${cost.cost_date} BETWEEN ${quarter.dateFrom}::date AND ${quarter.dateTo}::date`),
  ]);
  const money = (text: string) => Number(text);
  const o = orders.rows[0];
  return {
    today,
    openReclamations: { count: open.rows[0].count, averageAgeDays: open.rows[0].age === null ? null : Number(open.rows[0].age), statuses: statuses.rows.map((r) => r.id) },
    orders: { month, previousMonth, count: o.count, previousCount: o.previous_count, netto: money(o.netto), previousNetto: money(o.previous_netto) },
    overdueTasks: { count: overdue.rows[0].count, now: now.toISOString() },
    reclamationCosts: { quarter, amount: money(costs.rows[0].amount) },
  };
};
