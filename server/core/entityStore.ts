import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, getTableName, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Condition, EntityDef, FieldProblem, LinesField, ListQuery } from '../../src/schemas/core';
import { columnFields, columnName, linesFields } from '../../src/schemas/core';
import { CHUNK_ROWS, inChunks } from '../db/chunks';
import type { EntityTable } from '../db/entityTable';
import { entityTable, linesTable, users } from '../db/tables';
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

/** The columns a caller gets back: the schema's fields, the time stamps and the version, never more. */
const selections = new Map<string, Record<string, EntityTable[string]>>();
/** The columns a read returns (never a password), built once per entity. */
const selection = (entity: EntityDef, table: EntityTable) => {
  let columns = selections.get(entity.name);
  if (!columns) {
    columns = Object.fromEntries(
      ['id', ...columnFields(entity).filter(([, f]) => f.type !== 'password').map(([key]) => key), 'createdAt', 'updatedAt', 'version'].map((key) => [key, table[key]]),
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

type Lines = { key: string; field: LinesField; rows: Row[] };

/** A body's data split into the record's own columns and the lines it carries (each to replace the stored ones). */
/** A date-time the request carries as ISO text, as its column (timestamptz) takes it: a Date. */
const asMoments = (fields: Readonly<Record<string, { type: string }>>, values: Row): Row => {
  const result = { ...values };
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === 'datetime' && typeof result[key] === 'string') result[key] = new Date(result[key]);
  }
  return result;
};

const splitLines = (entity: EntityDef, data: Row): { own: Row; lines: Lines[] } => {
  const own = asMoments(entity.fields, data);
  const lines: Lines[] = [];
  for (const [key, field] of linesFields(entity)) {
    if (!(key in own)) continue;
    lines.push({ key, field, rows: (own[key] as Row[]).map((row) => asMoments(field.fields, row)) });
    delete own[key];
  }
  return { own, lines };
};

/** The lines of a record in their order, with their ids. */
const linesOf = (db: NodePgDatabase, entity: EntityDef, key: string, field: LinesField, parentId: number): Promise<Row[]> => {
  const table = linesTable(entity.name, key);
  return db
    .select()
    .from(table)
    .where(eq(table[field.parentKey], parentId))
    .orderBy(asc(table[field.orderKey]), asc(table.id));
};

/** Replaces a record's lines with `rows`, numbered in their order; an unknown reference is a 400 on the lines. */
const replaceLines = async (db: NodePgDatabase, entity: EntityDef, { key, field, rows }: Lines, parentId: number) => {
  const table = linesTable(entity.name, key);
  await db.delete(table).where(eq(table[field.parentKey], parentId));
  try {
    await inChunks(
      rows.map((row, index) => ({ ...row, [field.parentKey]: parentId, [field.orderKey]: index })),
      (chunk) => db.insert(table).values(chunk),
    );
  } catch (error) {
    const pg = ((error as PgError).code ? error : (error as PgError).cause) as PgError | undefined;
    if (pg?.code === '23503') throw new ApiError(400, 'badRequest', [{ path: key, code: 'unknownReference', label: field.label }]);
    throw error;
  }
};

/**
 * Why a write of one record found no row: the caller may not see it (404), or it is there in
 * another version than the one the caller changes (409 `staleRecord`, with who changed it last,
 * when, and the record as it is now: `responseData.current`).
 */
const missingOrStale = async (db: NodePgDatabase, entity: EntityDef, id: number, scope: CustomerScope): Promise<ApiError> => {
  const table = entityTable(entity.name);
  const [row] = await db
    .select(selection(entity, table))
    .from(table)
    .where(and(eq(table.id, id), scopeCondition(entity, table, scope)));
  return row ? staleRecord(db, entity, row) : notFound();
};

/**
 * The refusal of a change made to another version of a record than its current one: who changed
 * it last and when, and `current`, the record as the caller gets it now (the stored row until the
 * entity's operations present it).
 */
export const staleRecord = async (db: NodePgDatabase, entity: EntityDef, current: Row): Promise<ApiError> => {
  const table = entityTable(entity.name);
  const [stamp] = await db
    .select({ name: users.name, at: table.updatedAt })
    .from(table)
    .leftJoin(users, eq(users.id, table.updatedBy))
    .where(eq(table.id, Number(current.id)));
  return new ApiError(409, 'staleRecord', [], { who: stamp?.name ?? SYSTEM_AUTHOR, when: stamp?.at ?? new Date() }, { current });
};

/** Who a change made by no signed-in person (a job, a migration) is shown as. */
export const SYSTEM_AUTHOR = { pl: 'system', en: 'the system', de: 'das System', fr: 'le système' };

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

  /** `extra`: the rows the caller may see beyond the customer scope (an entity's `visible` hook). */
  async getOne(entity: EntityDef, id: number, scope?: CustomerScope, extra?: SQL): Promise<Row> {
    const table = entityTable(entity.name);
    const [row] = await db
      .select(selection(entity, table))
      .from(table)
      .where(and(eq(table.id, id), scopeCondition(entity, table, scope), extra));
    if (!row) throw notFound();
    return row;
  },

  /** A record read and locked for the rest of the caller's transaction (two saves of it queue up); 404 when the caller may not see it. */
  async lockOne(entity: EntityDef, id: number, scope?: CustomerScope, extra?: SQL): Promise<Row> {
    const table = entityTable(entity.name);
    const [row] = await db
      .select(selection(entity, table))
      .from(table)
      .where(and(eq(table.id, id), scopeCondition(entity, table, scope), extra))
      .for('update');
    if (!row) throw notFound();
    return row;
  },

  /** The record with its lines (each `lines` field, in order): what a generated get-one answers. */
  async withLines(entity: EntityDef, row: Row): Promise<Row> {
    const fields = linesFields(entity);
    if (fields.length === 0) return row;
    const result = { ...row };
    for (const [key, field] of fields) result[key] = await linesOf(db, entity, key, field, Number(row.id));
    return result;
  },

  /** A record and the lines it carries, in one transaction (the answer is the record's row; `withLines` adds its lines). */
  async create(entity: EntityDef, data: Row, scope?: CustomerScope): Promise<Row> {
    const { own, lines } = splitLines(entity, data);
    checkScopedWrite(entity, scope, own, true);
    const table = entityTable(entity.name);
    const write = async (tx: NodePgDatabase) => {
      let row: Row;
      try {
        [row] = await tx.insert(table).values(own).returning(selection(entity, table));
      } catch (error) {
        return translateDbError(entity, error, 'write');
      }
      for (const part of lines) await replaceLines(tx, entity, part, Number(row.id));
      return row;
    };
    return lines.length > 0 ? db.transaction(write) : write(db);
  },

  /**
   * The records (their own columns) whose `column` holds one of `values`, within the caller's
   * scope and `extra` (a module's visibility), a thousand values to a statement: how an import
   * finds the records its rows name.
   */
  async findBy(entity: EntityDef, column: string, values: readonly unknown[], scope?: CustomerScope, extra?: SQL): Promise<Row[]> {
    const table = entityTable(entity.name);
    const rows: Row[] = [];
    for (let at = 0; at < values.length; at += CHUNK_ROWS) {
      rows.push(...(await db.select(selection(entity, table)).from(table).where(and(inArray(table[column], values.slice(at, at + CHUNK_ROWS)), scopeCondition(entity, table, scope), extra))));
    }
    return rows;
  },

  /**
   * Many new records of their own columns only (no lines) as one statement, sent as one JSON
   * parameter (a statement of thousands of parameters costs more to build than to run): each
   * checked against the caller's scope first; any refusal (a duplicate) refuses them all. A column
   * one record names and another does not is null in the other. Answers their ids, in order.
   */
  async createMany(entity: EntityDef, rows: readonly Row[], scope?: CustomerScope): Promise<number[]> {
    if (rows.length === 0) return [];
    const keys = new Set<string>();
    for (const data of rows) {
      if (splitLines(entity, data).lines.length > 0) throw new Error(`createMany takes no lines (${entity.name})`);
      checkScopedWrite(entity, scope, data, true);
      for (const key of Object.keys(data)) keys.add(key);
    }
    const table = entityTable(entity.name);
    const columns = sql.join(
      [...keys].map((key) => sql.identifier(columnName(key))),
      sql`, `,
    );
    const records = JSON.stringify(rows.map((data) => Object.fromEntries(Object.entries(data).map(([key, value]) => [columnName(key), value]))));
    try {
      const created = await db.execute<{ id: number }>(sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${records}::json) RETURNING id`);
      return created.rows.map((row) => Number(row.id));
    } catch (error) {
      return translateDbError(entity, error, 'write');
    }
  },

  /**
   * An update must carry at least one field or lines: an empty one is a 400 `nothingToUpdate`.
   * Lines sent replace the stored ones, in the same transaction as the record.
   */
  async update(entity: EntityDef, id: number, data: Row, scope?: CustomerScope, expected?: number): Promise<Row> {
    if (Object.keys(data).length === 0) throw new ApiError(400, 'nothingToUpdate');
    const { own, lines } = splitLines(entity, data);
    checkScopedWrite(entity, scope, own, false);
    const table = entityTable(entity.name);
    const write = async (tx: NodePgDatabase) => {
      let row: Row | undefined;
      try {
        [row] = await tx
          .update(table)
          // Lines sent are a change of the record whatever its columns do (record_stamp counts the rest).
          .set({ ...own, updatedAt: sql`now()`, ...(lines.length > 0 ? { version: sql`${table.version} + 1` } : {}) })
          .where(and(eq(table.id, id), scopeCondition(entity, table, scope), expected === undefined ? undefined : eq(table.version, expected)))
          .returning(selection(entity, table));
      } catch (error) {
        return translateDbError(entity, error, 'write');
      }
      if (!row) throw await missingOrStale(tx, entity, id, scope);
      for (const part of lines) await replaceLines(tx, entity, part, id);
      return row;
    };
    return lines.length > 0 ? db.transaction(write) : write(db);
  },

  /**
   * Counts a change of a record made beside its own row (lines written by a module's action) as its
   * next version; 404 when the caller may not see it, 409 `staleRecord` when `expected` is not its
   * version.
   */
  async touch(entity: EntityDef, id: number, scope?: CustomerScope, expected?: number): Promise<Row> {
    const table = entityTable(entity.name);
    const [row] = await db
      .update(table)
      .set({ updatedAt: sql`now()`, version: sql`${table.version} + 1` })
      .where(and(eq(table.id, id), scopeCondition(entity, table, scope), expected === undefined ? undefined : eq(table.version, expected)))
      .returning(selection(entity, table));
    if (!row) throw await missingOrStale(db, entity, id, scope);
    return row;
  },

  async remove(entity: EntityDef, id: number, scope?: CustomerScope, expected?: number): Promise<Row> {
    const table = entityTable(entity.name);
    try {
      const [row] = await db
        .delete(table)
        .where(and(eq(table.id, id), scopeCondition(entity, table, scope), expected === undefined ? undefined : eq(table.version, expected)))
        .returning(selection(entity, table));
      if (!row) throw await missingOrStale(db, entity, id, scope);
      return row;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return translateDbError(entity, error, 'delete');
    }
  },
});
