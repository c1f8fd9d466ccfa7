import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, getTableName, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Condition, EntityDef, FieldProblem, ListQuery } from '../../src/schemas/core';
import { columnName, dataFields } from '../../src/schemas/core';
import type { EntityTable } from '../db/entityTable';
import { entityTable } from '../db/tables';
import { ApiError, notFound } from '../http';

type Row = Record<string, unknown>;
type PgError = { code?: string; constraint?: string; cause?: PgError };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Puts a value into a query: as it is, or as a named placeholder of a prepared statement. */
type Bind = (value: unknown) => unknown;
const inline: Bind = (value) => value;

const whereOf = (entity: EntityDef, conditions: readonly Condition[], bind: Bind = inline): SQL | undefined => {
  const table = entityTable(entity.name);
  const parts = conditions.map((c): SQL | undefined => {
    switch (c.kind) {
      case 'q': {
        const words = c.value.split(/\s+/).filter(Boolean);
        // Every word must appear in one of the searchable fields.
        return and(
          ...words.map((w) => {
            const pattern = bind(`%${escapeLike(w)}%`);
            return or(...c.fields.map((f) => ilike(table[f], pattern as string)));
          }),
        );
      }
      case 'eq': {
        const values = c.values.filter((v) => v !== null);
        const hasNull = values.length < c.values.length;
        const inValues =
          values.length === 1 ? eq(table[c.field], bind(values[0])) : values.length > 1 ? inArray(table[c.field], values.map(bind)) : undefined;
        return hasNull ? or(isNull(table[c.field]), inValues) : inValues;
      }
      case 'gte':
        return gte(table[c.field], bind(c.value));
      case 'lte':
        return lte(table[c.field], bind(c.value));
    }
  });
  return and(...parts);
};

/** What makes two list queries the same statement: everything but the values. */
const shapeOf = (entity: EntityDef, query: ListQuery, scope: CustomerScope) =>
  JSON.stringify([
    entity.name,
    query.sort,
    Boolean(query.page),
    scope ? Math.min(scope.length, 1) : -1,
    query.conditions.map((c) =>
      c.kind === 'q' ? ['q', c.fields, c.value.split(/\s+/).filter(Boolean).length] : c.kind === 'eq' ? ['eq', c.field, c.values.map((v) => v === null)] : [c.kind, c.field],
    ),
  ]);

/** Prepared list statements by shape; bounded, beyond it lists are built per request as before. */
const MAX_PREPARED_LISTS = 500;

/** Turns a constraint violation into the 4xx a caller can act on; rethrows anything else. */
export const translateDbError = (entity: EntityDef, error: unknown, action: 'write' | 'delete'): never => {
  const pg = ((error as PgError).code ? error : (error as PgError).cause) as PgError | undefined;
  const table = getTableName(entityTable(entity.name));
  const fieldOf = (constraint = ''): string | undefined =>
    Object.keys(entity.fields).find((key) => constraint.startsWith(`${table}_${columnName(key)}_`));
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

/**
 * Which customers' records a caller may touch: `undefined` for all, else the ids of the
 * customers the caller's client groups list (spec §6, client users).
 */
export type CustomerScope = readonly number[] | undefined;

/** The columns a caller gets back: the schema's fields and the time stamps, never more. */
const selections = new Map<string, Record<string, EntityTable[string]>>();
/** The columns a read returns (never a password), built once per entity. */
const selection = (entity: EntityDef, table: EntityTable) => {
  let columns = selections.get(entity.name);
  if (!columns) {
    columns = Object.fromEntries(
      ['id', ...dataFields(entity).filter(([, f]) => f.type !== 'password').map(([key]) => key), 'createdAt', 'updatedAt'].map((key) => [key, table[key]]),
    );
    selections.set(entity.name, columns);
  }
  return columns;
};

const scopeCondition = (entity: EntityDef, table: EntityTable, scope: CustomerScope, bind: Bind = inline): SQL | undefined => {
  if (!scope || !entity.customerScope) return undefined;
  // One array parameter, not one per customer: a group may list more customers than a statement takes parameters.
  const ids = bind === inline ? sql.param([...scope]) : bind([...scope]);
  return scope.length > 0 ? sql`${table[entity.customerScope]} = ANY(${ids}::int[])` : sql`false`;
};

/** A write may not hand a record to a customer outside the caller's scope. */
const checkScopedWrite = (entity: EntityDef, scope: CustomerScope, data: Row, creating: boolean) => {
  const field = entity.customerScope;
  if (!scope || !field) return;
  if (field === 'id') {
    if (creating) throw new ApiError(403, 'forbidden');
    return;
  }
  if ((creating || field in data) && !scope.includes(Number(data[field]))) {
    throw new ApiError(403, 'forbidden', [{ path: field, code: 'forbidden', label: entity.fields[field]?.label }]);
  }
};

/** Generic reads and writes of a registered entity, shared by every generated route. */
type PreparedList = { page: { execute: (values: Record<string, unknown>) => Promise<Row[]> }; count?: { execute: (values: Record<string, unknown>) => Promise<{ total: number }[]> } };
const preparedLists = new WeakMap<NodePgDatabase, Map<string, PreparedList>>();

/**
 * A list's page and count as prepared statements, built once per shape of query (which filters,
 * which sort) and then only executed, with the values this query binds. Undefined when the cache
 * is full and the shape is new: such a list is built per request.
 */
const preparedList = (db: NodePgDatabase, entity: EntityDef, query: ListQuery, scope: CustomerScope): (PreparedList & { values: Record<string, unknown> }) | undefined => {
  let cache = preparedLists.get(db);
  if (!cache) {
    cache = new Map();
    preparedLists.set(db, cache);
  }
  const shape = shapeOf(entity, query, scope);
  let statements = cache.get(shape);
  if (!statements && cache.size >= MAX_PREPARED_LISTS) return undefined;
  const table = entityTable(entity.name);
  const values: Record<string, unknown> = {};
  let next = 0;
  const bind: Bind = (value) => {
    const name = `p${next++}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  const where = and(whereOf(entity, query.conditions, bind), scopeCondition(entity, table, scope, bind));
  if (!statements) {
    const name = `list_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`;
    const order = query.sort.order === 'DESC' ? desc : asc;
    const rows = db
      .select(selection(entity, table))
      .from(table)
      .where(where)
      .orderBy(order(table[query.sort.field]), order(table.id));
    statements = query.page
      ? {
          page: rows.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
          count: db.select({ total: count() }).from(table).where(where).prepare(`${name}_count`),
        }
      : { page: rows.prepare(name) };
    cache.set(shape, statements);
  }
  return { ...statements, values };
};

/** Generic reads and writes of a registered entity, shared by every generated route. */
export const entityStore = (db: NodePgDatabase) => ({
  /**
   * `extra`: a condition a hand-written route adds (a filter the schema cannot express). Without
   * one, the page and its count are prepared statements (preparedList).
   */
  async list(entity: EntityDef, query: ListQuery, scope?: CustomerScope, extra?: SQL): Promise<{ rows: Row[]; count: number }> {
    const table = entityTable(entity.name);
    const order = query.sort.order === 'DESC' ? desc : asc;
    const offset = query.page ? (query.page.page - 1) * query.page.limit : 0;
    const prepared = extra ? undefined : preparedList(db, entity, query, scope);
    if (prepared) {
      if (!query.page || !prepared.count) {
        const rows = await prepared.page.execute(prepared.values);
        return { rows, count: rows.length };
      }
      // The page and the count do not depend on each other: ask for both at once.
      const [rows, [{ total }]] = await Promise.all([
        prepared.page.execute({ ...prepared.values, limit: query.page.limit, offset }),
        prepared.count.execute(prepared.values),
      ]);
      return { rows, count: total };
    }
    const where = and(whereOf(entity, query.conditions), scopeCondition(entity, table, scope), extra);
    const base = db
      .select(selection(entity, table))
      .from(table)
      .where(where)
      .orderBy(order(table[query.sort.field]), order(table.id));
    if (!query.page) {
      const rows = await base;
      return { rows, count: rows.length };
    }
    const [rows, [{ total }]] = await Promise.all([base.limit(query.page.limit).offset(offset), db.select({ total: count() }).from(table).where(where)]);
    return { rows, count: total };
  },

  async getOne(entity: EntityDef, id: number, scope?: CustomerScope): Promise<Row> {
    const table = entityTable(entity.name);
    const [row] = await db
      .select(selection(entity, table))
      .from(table)
      .where(and(eq(table.id, id), scopeCondition(entity, table, scope)));
    if (!row) throw notFound();
    return row;
  },

  async create(entity: EntityDef, data: Row, scope?: CustomerScope): Promise<Row> {
    checkScopedWrite(entity, scope, data, true);
    const table = entityTable(entity.name);
    try {
      const [row] = await db.insert(table).values(data).returning(selection(entity, table));
      return row;
    } catch (error) {
      return translateDbError(entity, error, 'write');
    }
  },

  /** An update must carry at least one field: an empty one is a 400 `nothingToUpdate`. */
  async update(entity: EntityDef, id: number, data: Row, scope?: CustomerScope): Promise<Row> {
    if (Object.keys(data).length === 0) throw new ApiError(400, 'nothingToUpdate');
    checkScopedWrite(entity, scope, data, false);
    const table = entityTable(entity.name);
    try {
      const [row] = await db
        .update(table)
        .set({ ...data, updatedAt: sql`now()` })
        .where(and(eq(table.id, id), scopeCondition(entity, table, scope)))
        .returning(selection(entity, table));
      if (!row) throw notFound();
      return row;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return translateDbError(entity, error, 'write');
    }
  },

  async remove(entity: EntityDef, id: number, scope?: CustomerScope): Promise<Row> {
    const table = entityTable(entity.name);
    try {
      const [row] = await db
        .delete(table)
        .where(and(eq(table.id, id), scopeCondition(entity, table, scope)))
        .returning(selection(entity, table));
      if (!row) throw notFound();
      return row;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return translateDbError(entity, error, 'delete');
    }
  },
});
