import type { SQL } from 'drizzle-orm';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { task } from '../../../src/schemas/entities/task';
import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';
import { allows } from '../../auth/access';
import { entityStore } from '../entityStore';
import { callerWork } from './people';

/** The right to see every task, not only one's own, one's roles' and the ones one assigned. */
export const ALL_TASKS = 'allTasks';

export const seesAllTasks = (request: FastifyRequest): boolean => !!request.access && allows(request.access.rights, ALL_TASKS, 'read');

/**
 * Which tasks a caller sees (spec §2 /tasks: mine, my roles', all by right): every task with the
 * `allTasks` right; otherwise the tasks of the caller's executor, of the roles it is in, and the
 * ones the caller assigned. `undefined`: no limit.
 */
export const taskVisibility = async (db: Db, request: FastifyRequest): Promise<SQL | undefined> => {
  if (seesAllTasks(request)) return undefined;
  const table = entityTable('task');
  const userId = request.user?.id;
  const work = await callerWork(db, userId);
  return (
    or(
      userId ? eq(table.authorId, userId) : undefined,
      work.executorIds.length > 0 ? inArray(table.executorId, work.executorIds) : undefined,
      work.roleIds.length > 0 ? inArray(table.executorRoleId, work.roleIds) : undefined,
    ) ?? sql`false`
  );
};

/** A task the caller sees, as stored, optionally locked for the rest of the transaction; 404 otherwise. */
export const visibleTask = async (db: Db, request: FastifyRequest, taskId: number, lock = false): Promise<Record<string, unknown>> => {
  const store = entityStore(db);
  return lock ? store.lockOne(task, taskId, undefined, await taskVisibility(db, request)) : store.getOne(task, taskId, undefined, await taskVisibility(db, request));
};
