import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { EntityDef } from '../../src/schemas/core';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { customer } from '../../src/schemas/entities/customer';
import { customerRequest } from '../../src/schemas/entities/customerRequest';
import { product } from '../../src/schemas/entities/product';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { salesOrder } from '../../src/schemas/entities/salesOrder';
import { task } from '../../src/schemas/entities/task';
import { allows } from '../auth/access';
import type { Db } from '../db/connection';
import { badRequest, ok } from '../http';
import { entityStore } from './entityStore';
import { taskVisibility } from './workflow/visibility';

/** What the command palette finds records of, each by its free-text fields (`filter: 'q'`). */
const SEARCHED: readonly { entity: EntityDef; secondary?: string; visibility?: (db: Db, request: FastifyRequest) => Promise<SQL | undefined> }[] = [
  { entity: reclamation, secondary: 'client_surname' },
  { entity: salesOrder, secondary: 'reference' },
  { entity: customerRequest, secondary: 'title' },
  { entity: customer, secondary: 'city' },
  { entity: product, secondary: 'code' },
  { entity: task, secondary: 'name', visibility: taskVisibility },
];

/** Found records per kind, newest first. */
const PER_KIND = 5;
const MAX_TEXT = 100;
/** The text searched for (checked below, trimmed, 2 to MAX_TEXT characters). */
const searchQuery = z.object({ q: z.string().min(2).max(MAX_TEXT) });

export type SearchHit = { resource: string; id: number; label: string; secondary: string | null };

/**
 * `GET /api/search?q=` (the command palette): records whose number, name or other free-text field
 * holds the words typed, of every kind the caller may read (rights and a client's customers as
 * their lists apply them; tasks as the task list shows them), at most five of each.
 */
export const searchRoutes = async (app: FastifyInstance) => {
  // A caller who reads none of the kinds searched may not search (403), whatever it types.
  const readSome = { access: { anyOf: SEARCHED.map(({ entity }) => entity.access), mode: 'read' } } as const;
  app.get('/api/search', { config: readSome, schema: { tags: ['search'], summary: 'Finds records by text: the newest few of each kind the caller may read', querystring: searchQuery } }, async (request) => {
    const raw = (request.query as { q?: unknown }).q;
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text.length < 2) throw badRequest([{ path: 'q', code: 'tooShort', params: { min: 2 } }]);
    if (text.length > MAX_TEXT) throw badRequest([{ path: 'q', code: 'tooLong', params: { max: MAX_TEXT } }]);
    const rights = request.access?.rights;
    const readable = SEARCHED.filter(({ entity }) => rights && allows(rights, entity.access, 'read'));
    const store = entityStore(app.db);
    const found = await Promise.all(
      readable.map(async ({ entity, secondary, visibility }) => {
        const parsed = parseListQuery(entity, { page: '1', limit: String(PER_KIND), sort: 'id', order: 'DESC', filter: JSON.stringify({ q: text }) });
        if (!parsed.ok) throw badRequest(parsed.problems);
        const { rows } = await store.list(entity, parsed.query, request.access?.customers, visibility ? await visibility(app.db, request) : undefined);
        return rows.map(
          (row): SearchHit => ({
            resource: entity.name,
            id: Number(row.id),
            label: String(row[entity.recordRepresentation] ?? row.id),
            secondary: secondary && row[secondary] != null && row[secondary] !== '' ? String(row[secondary]) : null,
          }),
        );
      }),
    );
    return ok(found.flat());
  });
};
