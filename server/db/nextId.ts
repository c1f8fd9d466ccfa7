import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection';

/**
 * The id the next row of a table will have, taken from the table's identity sequence now: a row
 * written with it may be known by it before it is written (a number made of the id, files stored
 * under it in the same transaction). A rolled-back transaction leaves a gap, as any insert does.
 */
export const nextId = async (tx: Db, table: PgTable): Promise<number> => {
  const { rows } = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id`);
  return Number(rows[0].id);
};
