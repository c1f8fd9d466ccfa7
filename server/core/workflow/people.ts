import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { entityTable, linesTable } from '../../db/tables';

/** The executors a user is (one per user account) and the roles those executors belong to. */
export type CallerWork = { executorIds: number[]; roleIds: number[] };

export const callerWork = async (db: Db, userId: number | undefined): Promise<CallerWork> => {
  if (!userId) return { executorIds: [], roleIds: [] };
  const executor = entityTable('executor');
  const executorIds = (await db.select({ id: executor.id }).from(executor).where(eq(executor.userId, userId))).map((r) => Number(r.id));
  if (executorIds.length === 0) return { executorIds, roleIds: [] };
  const member = linesTable('executor_role', 'executors');
  const roleIds = (await db.selectDistinct({ id: member.executorRoleId }).from(member).where(inArray(member.executorId, executorIds))).map((r) => Number(r.id));
  return { executorIds, roleIds };
};

/**
 * The user accounts a task reaches: its executor's, or every member's of its role (spec §6: an
 * executor or a role; zero or less, or none, is unassigned and reaches nobody).
 */
export const taskRecipients = async (db: Db, executorId: number | null | undefined, roleId: number | null | undefined): Promise<number[]> => {
  const executor = entityTable('executor');
  if (executorId && executorId > 0) {
    const rows = await db.select({ userId: executor.userId }).from(executor).where(eq(executor.id, executorId));
    return rows.map((r) => r.userId).filter((id): id is number => typeof id === 'number');
  }
  if (roleId && roleId > 0) {
    const member = linesTable('executor_role', 'executors');
    const rows = await db.selectDistinct({ userId: executor.userId }).from(member).innerJoin(executor, eq(executor.id, member.executorId)).where(eq(member.executorRoleId, roleId));
    return rows.map((r) => r.userId).filter((id): id is number => typeof id === 'number');
  }
  return [];
};

/** Names of executors and roles by id, for a page of tasks or a dry run. */
export const namesOf = async (db: Db, name: 'executor' | 'executor_role', ids: readonly (number | null | undefined)[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number' && id > 0))];
  if (wanted.length === 0) return new Map();
  const table = entityTable(name);
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
};
