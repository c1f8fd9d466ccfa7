import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EntityDef } from '../../src/schemas/core';
import type { Db } from '../db/connection';
import type { FieldChange, VersionAction } from '../db/tables';
import type { ApiError } from '../http';
import type { CustomerScope } from './entityStore';

type Row = Record<string, unknown>;

/** What a hook of a write has: the transaction the whole write is, the request, the caller's customers and id. */
export type WriteContext = { tx: Db; request: FastifyRequest; scope: CustomerScope; userId: number | null };

/**
 * What a module adds to the generic list, get-one, create, update and delete of one of its
 * entities. Every hook is optional; an entity without hooks is served exactly as the schema says.
 * Writes with hooks are one transaction: the hooks, the record, its lines and its version commit
 * together or not at all. On update and delete the record is read and locked first (`current`, as
 * `present` answers it), so two saves of it queue up.
 */
export type EntityHooks = {
  /** The rows the caller may see at all (beyond a client's customers): outside it a record is not found. */
  visible?: (db: Db, request: FastifyRequest) => Promise<SQL | undefined>;
  /** The list's query as the schema reads it (the specification's own filter names mapped), and a condition the schema cannot express. */
  listQuery?: (db: Db, request: FastifyRequest, query: Row) => Promise<{ query: Row; condition?: SQL }>;
  /** A page of the list as answered (default: the rows as stored). */
  presentRows?: (db: Db, request: FastifyRequest, rows: Row[]) => Promise<Row[]>;
  /** One record as get-one, create and update answer it (default: the row with its lines). */
  present?: (db: Db, request: FastifyRequest, row: Row) => Promise<Row>;
  /** Checks a new record and completes it (a number, an author, priced lines): returns what is written. */
  beforeCreate?: (context: WriteContext, data: Row) => Promise<Row>;
  /** Work the creation is, in its transaction (a process started, a history event): gets the stored row. */
  afterCreate?: (context: WriteContext, row: Row) => Promise<void>;
  /** Checks a change against the record as it is, and completes it: returns what is written. */
  beforeUpdate?: (context: WriteContext, current: Row, data: Row) => Promise<Row>;
  /** Work the change is, in its transaction (the ERP queue, a notice to a new executor): gets the stored row. */
  afterUpdate?: (context: WriteContext, current: Row, row: Row) => Promise<void>;
  /** Refuses a deletion (a record in use, a locked status). */
  beforeDelete?: (context: WriteContext, current: Row) => Promise<void>;
  /** Work the deletion is, in its transaction (what hangs on the record by type and id, not by a foreign key). */
  afterDelete?: (context: WriteContext, current: Row) => Promise<void>;
  /**
   * Every create, change and deletion is a version of the record (the change log, `GET
   * /object_version`) under this object type; `action` names a change (default `edited`).
   */
  versions?: { objectType: string; action?: (changes: FieldChange[]) => VersionAction };
  /**
   * A create's and an update's body when it is not the record's fields (a message with its
   * attachments in base64, or a command): these two routes take and document `create` and `update`
   * instead of the schema's fields, up to `limit` bytes (past it the answer is `tooLarge()`), and
   * beforeCreate and beforeUpdate get the body as it came, to read it themselves.
   */
  body?: { create: z.ZodType; update: z.ZodType; limit?: number; tooLarge?: () => ApiError };
};

/** One entity's hooks, declared beside its module. */
export type EntityHookEntry = { readonly entity: EntityDef; readonly hooks: EntityHooks };

/** Declares the hooks of one entity: typed against the hook set, named by the entity itself. */
export const hooksFor = (entity: EntityDef, hooks: EntityHooks): EntityHookEntry => ({ entity, hooks });

/** The hooks of every entity, by name: built once from the modules when the server starts. */
export type HookRegistry = ReadonlyMap<string, EntityHooks>;

/**
 * A module of the server: the hooks of its entities and its own routes (the real actions beyond
 * the generic five: confirm, configure, execute, documents).
 */
export type ServerModule = {
  readonly name: string;
  readonly hooks?: readonly EntityHookEntry[];
  readonly routes?: FastifyPluginAsync;
};

/** The hooks of all modules by entity name; an entity hooked twice is a mistake found at start-up. */
export const hookRegistry = (modules: readonly ServerModule[]): HookRegistry => {
  const registry = new Map<string, EntityHooks>();
  for (const entry of modules.flatMap((m) => m.hooks ?? [])) {
    if (registry.has(entry.entity.name)) throw new Error(`The entity ${entry.entity.name} has hooks in two modules`);
    registry.set(entry.entity.name, entry.hooks);
  }
  return registry;
};
