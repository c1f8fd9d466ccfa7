import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Condition, EntityDef, FieldProblem, ListQuery } from '../../src/schemas/core';
import { columnName } from '../../src/schemas/core';
import { entityTable } from '../db/tables';
import { ApiError, notFound } from '../http';

type Row = Record<string, unknown>;
type PgError = { code?: string; constraint?: string; cause?: PgError };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const whereOf = (entity: EntityDef, conditions: readonly Condition[]): SQL | undefined => {
  const table = entityTable(entity.name);
  const parts = conditions.map((c): SQL | undefined => {
    switch (c.kind) {
      case 'q': {
        const words = c.value.split(/\s+/).filter(Boolean);
        // Every word must appear in one of the searchable fields.
        return and(...words.map((w) => or(...c.fields.map((f) => ilike(table[f], `%${escapeLike(w)}%`)))));
      }
      case 'eq': {
        const values = c.values.filter((v) => v !== null);
        const hasNull = values.length < c.values.length;
        const inValues = values.length === 1 ? eq(table[c.field], values[0]) : values.length > 1 ? inArray(table[c.field], values) : undefined;
        return hasNull ? or(isNull(table[c.field]), inValues) : inValues;
      }
      case 'gte':
        return gte(table[c.field], c.value);
      case 'lte':
        return lte(table[c.field], c.value);
    }
  });
  return and(...parts);
};

/** Turns a constraint violation into the 4xx a caller can act on; rethrows anything else. */
const translateDbError = (entity: EntityDef, error: unknown, action: 'write' | 'delete'): never => {
  const pg = ((error as PgError).code ? error : (error as PgError).cause) as PgError | undefined;
  const fieldOf = (constraint = ''): string | undefined =>
    Object.keys(entity.fields).find((key) => constraint.startsWith(`${entity.name}_${columnName(key)}_`));
  if (pg?.code === '23505') {
    const path = fieldOf(pg.constraint) ?? '';
    throw new ApiError(409, 'duplicate', [{ path, code: 'duplicate', label: entity.fields[path]?.label } satisfies FieldProblem]);
  }
  if (pg?.code === '23503') {
    if (action === 'delete') throw new ApiError(409, 'inUse');
    const path = fieldOf(pg.constraint) ?? '';
    throw new ApiError(400, 'badRequest', [{ path, code: 'unknownReference', label: entity.fields[path]?.label }]);
  }
  throw error;
};

/** Generic reads and writes of a registered entity, shared by every generated route. */
export const entityStore = (db: NodePgDatabase) => ({
  async list(entity: EntityDef, query: ListQuery): Promise<{ rows: Row[]; count: number }> {
    const table = entityTable(entity.name);
    const where = whereOf(entity, query.conditions);
    const order = query.sort.order === 'DESC' ? desc : asc;
    const base = db
      .select()
      .from(table)
      .where(where)
      .orderBy(order(table[query.sort.field]), order(table.id));
    const rows = query.page ? await base.limit(query.page.limit).offset((query.page.page - 1) * query.page.limit) : await base;
    if (!query.page) return { rows, count: rows.length };
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    return { rows, count: total };
  },

  async getOne(entity: EntityDef, id: number): Promise<Row> {
    const table = entityTable(entity.name);
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound();
    return row;
  },

  async create(entity: EntityDef, data: Row): Promise<Row> {
    const table = entityTable(entity.name);
    try {
      const [row] = await db.insert(table).values(data).returning();
      return row;
    } catch (error) {
      return translateDbError(entity, error, 'write');
    }
  },

  async update(entity: EntityDef, id: number, data: Row): Promise<Row> {
    const table = entityTable(entity.name);
    try {
      const [row] = await db
        .update(table)
        .set({ ...data, updatedAt: sql`now()` })
        .where(eq(table.id, id))
        .returning();
      if (!row) throw notFound();
      return row;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return translateDbError(entity, error, 'write');
    }
  },

  async remove(entity: EntityDef, id: number): Promise<Row> {
    const table = entityTable(entity.name);
    try {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning();
      if (!row) throw notFound();
      return row;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return translateDbError(entity, error, 'delete');
    }
  },
});
