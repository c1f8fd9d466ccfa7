import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem, LinesField } from '../../../../src/schemas/core';
import { lineSchema, zodIssueProblem } from '../../../../src/schemas/core/validation';
import { reclamation } from '../../../../src/schemas/entities/reclamation';
import type { Db } from '../../../db/connection';
import { readTogether } from '../../../db/connection';
import { entityTable, files, reclamationHistoryEvents, reclamationItems, users } from '../../../db/tables';
import { ApiError, badRequest, notFound, ok, requestLocale } from '../../../http';
import { noBody } from '../../../openapi';
import type { CustomerScope } from '../../../core/entityStore';
import { entityStore, SYSTEM_AUTHOR } from '../../../core/entityStore';
import { hooksFor } from '../../../core/entityHooks';
import { nextDocumentNumber } from '../../../core/numerators';
import { warsawToday } from '../../../core/today';
import { startProcessesFor } from '../../../core/workflow/engine';
import { expectedVersion, idBody, recordId, recordIdSchema } from '../../../core/recordId';
import { writing } from '../../../core/writing';

type Row = Record<string, unknown>;

const read = { access: { key: reclamation.access, mode: 'read' } } as const;
const modify = { access: { key: reclamation.access, mode: 'modify' } } as const;
const tags = ['reclamation'];

const int = z.number().int().positive().max(2_147_483_647);
/** The positions are the reclamation's `lines` field: the engine validates and saves them with it. */
const positions = reclamation.fields.possitions as LinesField;
const positionSchema = lineSchema(positions);
const positionIndex = z.object({ possitionIndex: z.number().int().min(0).max(10_000).optional() });
const itemBody = positionSchema.and(positionIndex);
/** The reclamation a legacy call names (`reclamation_id`, in its query or body). */
const reclamationRef = z.object({ reclamation_id: recordIdSchema });

// History events: what happened, recorded by the portal, plus the spec's CRUD calls.
const eventBody = z.object({
  reclamation_id: int,
  action_type: z.number().int().min(0).max(6),
  description: z.string().trim().max(4000).nullable().optional(),
});
const eventChange = eventBody.partial().omit({ reclamation_id: true });

/**
 * The problems of a body zod refused, by field: an empty value is "required", anything else is
 * put into words as the engine does (a refinement may name its own message code and parameters).
 */
const zodProblems = (error: z.ZodError, prefix: string): FieldProblem[] =>
  error.issues.map((issue): FieldProblem => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.input === undefined || issue.input === '') return { path, code: 'required' };
    return { ...zodIssueProblem(issue), path };
  });

const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** History action type 6: a reminder, due on `remind_at` for the user who set it. */
const REMINDER = 6;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DUE_REMINDERS_LIMIT = 200;

const reminderBody = z.object({
  remind_at: z.iso.date().superRefine((day, ctx) => {
    const today = warsawToday();
    // Compared only once it is a date at all; a malformed one has its own problem already.
    if (DATE_RE.test(day) && day < today) ctx.addIssue({ code: 'custom', input: day, params: { code: 'dateTooEarly', params: { min: dayMonthYear(today) } } });
  }),
  description: z.string().trim().min(1).max(4000).refine((text) => !text.includes('\u0000'), { params: { code: 'invalid' } }),
});

const isFkViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
};

/**
 * The list's `status_group` filter (spec §7: reclamations are filtered by status group too) is not
 * a field of the reclamation: it is taken out of the JSON filter and matched through the status.
 */
const takeStatusGroupFilter = (query: Record<string, unknown>): { query: Record<string, unknown>; statusGroups?: number[] } => {
  if (typeof query.filter !== 'string' || query.filter === '') return { query };
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return { query }; // parseListQuery reports the malformed JSON
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter) || !('status_group' in filter)) return { query };
  const { status_group: raw, ...rest } = filter as Record<string, unknown>;
  const values = (Array.isArray(raw) ? raw : [raw]).map(Number);
  if (values.length === 0 || !values.every((v) => int.safeParse(v).success)) throw badRequest([{ path: 'filter.status_group', code: 'invalid' }]);
  return { query: { ...query, filter: JSON.stringify(rest) }, statusGroups: values };
};

/** The comma-joined subject codes of each reclamation, in position order: one query for a page. */
const positionDescriptions = async (db: Db, ids: readonly number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const subject = entityTable('reclamation_subject');
  const rows = await db
    .select({
      id: reclamationItems.reclamation_id,
      codes: sql<string>`string_agg(${subject.code}, ', ' ORDER BY ${reclamationItems.possitionIndex}, ${reclamationItems.id})`,
    })
    .from(reclamationItems)
    .innerJoin(subject, eq(subject.id, reclamationItems.reclamation_subject))
    .where(inArray(reclamationItems.reclamation_id, [...ids]))
    .groupBy(reclamationItems.reclamation_id);
  return new Map(rows.map((r) => [r.id, r.codes]));
};

const positionsOf = (db: Db, reclamationId: number) => {
  const subject = entityTable('reclamation_subject');
  return db
    .select({
      id: reclamationItems.id,
      reclamation_id: reclamationItems.reclamation_id,
      reclamation_subject: reclamationItems.reclamation_subject,
      possitionIndex: reclamationItems.possitionIndex,
      description: reclamationItems.description,
      quantity: reclamationItems.quantity,
      code: subject.code,
    })
    .from(reclamationItems)
    .innerJoin(subject, eq(subject.id, reclamationItems.reclamation_subject))
    .where(eq(reclamationItems.reclamation_id, reclamationId))
    .orderBy(asc(reclamationItems.possitionIndex), asc(reclamationItems.id));
};

const historyOf = (db: Db, reclamationId: number) =>
  db
    .select({
      id: reclamationHistoryEvents.id,
      reclamation_id: reclamationHistoryEvents.reclamation_id,
      action_type: reclamationHistoryEvents.action_type,
      description: reclamationHistoryEvents.description,
      user_id: reclamationHistoryEvents.user_id,
      user_name: users.name,
      remind_at: reclamationHistoryEvents.remind_at,
      done_at: reclamationHistoryEvents.done_at,
      createdAt: reclamationHistoryEvents.createdAt,
    })
    .from(reclamationHistoryEvents)
    .leftJoin(users, eq(users.id, reclamationHistoryEvents.user_id))
    .where(eq(reclamationHistoryEvents.reclamation_id, reclamationId))
    .orderBy(desc(reclamationHistoryEvents.createdAt), desc(reclamationHistoryEvents.id));

const descriptionOf = async (db: Db, target: string, id: unknown): Promise<string> => {
  if (typeof id !== 'number') return '—';
  const table = entityTable(target);
  const [row] = await db.select({ description: table.description }).from(table).where(eq(table.id, id));
  return String(row?.description ?? id);
};

/** Records what happened to a reclamation in its history. */
const record = (tx: Db, reclamationId: number, actionType: number, description: string, userId: number | null) =>
  tx.insert(reclamationHistoryEvents).values({ reclamation_id: reclamationId, action_type: actionType, description, user_id: userId });

/** The record with its positions, codes and history. */
const full = async (db: Db, row: Row): Promise<Row> => {
  const id = Number(row.id);
  const [possitions, history, codes] = await readTogether(db, [() => positionsOf(db, id), () => historyOf(db, id), () => positionDescriptions(db, [id])] as const);
  return { ...row, editPossitions: true, possitions, possitions_description: codes.get(id) ?? '', history };
};

/**
 * Reclamations (spec §7 "Reclamations") through the generic routes: the list takes the status-group
 * filter and answers each row with its positions' subject codes; one reclamation is answered with
 * its positions, codes and history; a new one is numbered by the reclamation numerator, its
 * registration is its first history event and it starts its processes; a change of status or
 * decision is written to its history. Client users are kept to their customers' reclamations by
 * the schema's customer scope. Positions, history, costs and production orders go with a deleted
 * reclamation (ON DELETE CASCADE).
 */
export const reclamationHooks = hooksFor(reclamation, {
  listQuery: async (db, _request, raw) => {
    const { query, statusGroups } = takeStatusGroupFilter(raw);
    if (!statusGroups) return { query };
    const status = entityTable('reclamation_status');
    return { query, condition: inArray(entityTable('reclamation').status, db.select({ id: status.id }).from(status).where(inArray(status.statusGroupId, statusGroups))) };
  },
  presentRows: async (db, _request, rows) => {
    const codes = await positionDescriptions(db, rows.map((r) => Number(r.id)));
    return rows.map((r) => ({ ...r, possitions_description: codes.get(Number(r.id)) ?? '' }));
  },
  present: (db, _request, row) => full(db, row),
  // A new reclamation starts with the schema's defaults (status 17, doc_type 1, today's date) and the numerator's number.
  beforeCreate: async ({ tx }, data) => ({ ...data, number: await nextDocumentNumber(tx, 'reclamation') }),
  afterCreate: async ({ tx, request, userId }, row) => {
    const id = Number(row.id);
    await record(tx, id, 1, `Rejestracja: ${await descriptionOf(tx, 'reclamation_status', row.status)}`, userId);
    // An active process definition for reclamations starts with the reclamation (its first task is made now).
    await startProcessesFor({ tx, userId, locale: requestLocale(request) }, 'reclamation', id);
  },
  // The record is locked before it is read, so two saves of one reclamation neither interleave nor
  // record their history against a stale status.
  afterUpdate: async ({ tx, userId }, current, row) => {
    const id = Number(row.id);
    if (row.status !== current.status) {
      const from = await descriptionOf(tx, 'reclamation_status', current.status);
      const to = await descriptionOf(tx, 'reclamation_status', row.status);
      await record(tx, id, 1, `Status: ${from} → ${to}`, userId);
    }
    if (row.decision !== current.decision) {
      await record(tx, id, 4, `Decyzja: ${await descriptionOf(tx, 'reclamation_decision', row.decision)}`, userId);
    }
  },
  // Its files hang on it by type and id, not by a foreign key: they go with it.
  afterDelete: async ({ tx }, current) => {
    await tx.delete(files).where(and(eq(files.owner_type, 'reclamation'), eq(files.owner_id, Number(current.id))));
  },
});

/**
 * The legacy calls on a reclamation beyond the generic five: its positions, its history events and
 * reminders, each kept to the reclamations the caller may see.
 */
export const reclamationRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const scope = (request: FastifyRequest): CustomerScope => request.access?.customers;

  /** A reclamation the caller may see, or 404. */
  const visible = (request: FastifyRequest, id: number) => entityStore(db).getOne(reclamation, id, scope(request));

  // Positions, the legacy way: list, add one, delete all.
  const reclamationIdOf = (source: unknown): number => {
    const raw = (source as { reclamation_id?: unknown } | null)?.reclamation_id;
    const parsed = reclamationRef.shape.reclamation_id.safeParse(raw);
    if (!parsed.success) throw badRequest([{ path: 'reclamation_id', code: raw === undefined ? 'required' : 'invalid' }]);
    return parsed.data;
  };

  app.get('/api/getallreclamationitems', { config: read, schema: { tags, summary: "A reclamation's positions", querystring: reclamationRef } }, async (request) => {
    const id = reclamationIdOf(request.query);
    await visible(request, id);
    return ok(await positionsOf(db, id));
  });

  app.post('/api/createreclamationitem', { config: modify, schema: { tags, summary: 'Adds a position to a reclamation', versioned: true, body: reclamationRef.and(itemBody) } }, async (request) => {
    const id = reclamationIdOf(request.body);
    const result = itemBody.safeParse(request.body, { reportInput: true });
    if (!result.success) throw badRequest(zodProblems(result.error, ''));
    try {
      return ok(
        await writing(db, request, async (tx) => {
          // A new position is a change of the reclamation: its next version (or a 409 when the call names an older one).
          await entityStore(tx).touch(reclamation, id, scope(request), expectedVersion(request));
          const [row] = await tx
            .insert(reclamationItems)
            .values({ ...result.data, reclamation_id: id, possitionIndex: result.data.possitionIndex ?? 0 })
            .returning();
          return row;
        }),
      );
    } catch (error) {
      if (isFkViolation(error)) throw new ApiError(400, 'badRequest', [{ path: 'reclamation_subject', code: 'unknownReference' }]);
      throw error;
    }
  });

  app.post('/api/deleteallreclamationitems', { config: modify, schema: { tags, summary: "Deletes a reclamation's positions", versioned: true, body: reclamationRef } }, async (request) => {
    const id = reclamationIdOf(request.body);
    const removed = await writing(db, request, async (tx) => {
      await entityStore(tx).touch(reclamation, id, scope(request), expectedVersion(request));
      return tx.delete(reclamationItems).where(eq(reclamationItems.reclamation_id, id)).returning({ id: reclamationItems.id });
    });
    return ok({ reclamation_id: id, deleted: removed.length });
  });

  const eventOf = async (request: FastifyRequest, eventId: number) => {
    const [event] = await db.select().from(reclamationHistoryEvents).where(eq(reclamationHistoryEvents.id, eventId));
    if (!event) throw new ApiError(404, 'notFound');
    await visible(request, event.reclamation_id);
    return event;
  };

  /** A history event changed by someone else since the caller read it (or deleted meanwhile: 404). */
  const staleEvent = async (eventId: number): Promise<ApiError> => {
    const [event] = await db
      .select({ event: reclamationHistoryEvents, who: users.name })
      .from(reclamationHistoryEvents)
      .leftJoin(users, eq(users.id, reclamationHistoryEvents.updatedBy))
      .where(eq(reclamationHistoryEvents.id, eventId));
    if (!event) return notFound();
    return new ApiError(409, 'staleRecord', [], { who: event.who ?? SYSTEM_AUTHOR, when: event.event.updatedAt }, { current: event.event });
  };

  app.get('/api/getallreclamationhistoryevents', { config: read, schema: { tags, summary: "A reclamation's history", querystring: reclamationRef } }, async (request) => {
    const id = reclamationIdOf(request.query);
    await visible(request, id);
    return ok(await historyOf(db, id));
  });
  app.get('/api/getreclamationhistoryevent/:id', { config: read, schema: { tags, summary: 'A history event' } }, async (request) => ok(await eventOf(request, recordId(request, true))));
  app.post('/api/createreclamationhistoryevent', { config: modify, schema: { tags, summary: 'Records a history event of a reclamation', body: eventBody } }, async (request) => {
    const result = eventBody.safeParse(request.body, { reportInput: true });
    if (!result.success) throw badRequest(zodProblems(result.error, ''));
    await visible(request, result.data.reclamation_id);
    const [row] = await db
      .insert(reclamationHistoryEvents)
      .values({ ...result.data, description: result.data.description ?? null, user_id: request.user?.id ?? null })
      .returning();
    return ok(row);
  });
  app.put('/api/updatereclamationhistoryevent', { config: modify, schema: { tags, summary: 'Changes a history event', versioned: true, body: eventChange.extend(idBody.shape) } }, async (request) => {
    const event = await eventOf(request, recordId(request, false));
    const result = eventChange.safeParse(request.body, { reportInput: true });
    if (!result.success) throw badRequest(zodProblems(result.error, ''));
    if (Object.keys(result.data).length === 0) throw new ApiError(400, 'nothingToUpdate');
    const expected = expectedVersion(request);
    const [row] = await writing(db, request, (tx) =>
      tx
        .update(reclamationHistoryEvents)
        .set({ ...result.data, updatedAt: sql`now()` })
        .where(and(eq(reclamationHistoryEvents.id, event.id), expected === undefined ? undefined : eq(reclamationHistoryEvents.version, expected)))
        .returning(),
    );
    if (!row) throw await staleEvent(event.id);
    return ok(row);
  });
  app.post('/api/deletereclamationhistoryevent', { config: modify, schema: { tags, summary: 'Deletes a history event', versioned: true, body: idBody } }, async (request) => {
    const event = await eventOf(request, recordId(request, false));
    const expected = expectedVersion(request);
    const [row] = await writing(db, request, (tx) =>
      tx
        .delete(reclamationHistoryEvents)
        .where(and(eq(reclamationHistoryEvents.id, event.id), expected === undefined ? undefined : eq(reclamationHistoryEvents.version, expected)))
        .returning(),
    );
    if (!row) throw await staleEvent(event.id);
    return ok(event);
  });

  // Reminders: a history event of type 6 that falls due on a day for the user who set it, until
  // that user marks it done. Each user sees and closes only their own.
  app.post('/api/reclamations/:id/reminders', { config: modify, schema: { tags, summary: 'Sets a reminder on a reclamation for the caller', body: reminderBody } }, async (request) => {
    const id = recordId(request, true);
    const result = reminderBody.safeParse(request.body, { reportInput: true });
    if (!result.success) throw badRequest(zodProblems(result.error, ''));
    await visible(request, id);
    const [row] = await db
      .insert(reclamationHistoryEvents)
      .values({ reclamation_id: id, action_type: REMINDER, description: result.data.description, remind_at: result.data.remind_at, user_id: request.user?.id ?? null })
      .returning();
    return ok(row);
  });

  app.get('/api/reminders/due', { config: read, schema: { tags, summary: "The caller's reminders due today or earlier" } }, async (request) => {
    const userId = request.user?.id;
    if (userId === undefined) return ok([]);
    const table = entityTable('reclamation');
    const customer = entityTable('customer');
    const customers = scope(request);
    const rows = await db
      .select({
        id: reclamationHistoryEvents.id,
        reclamation_id: reclamationHistoryEvents.reclamation_id,
        number: table.number,
        customer: table.customer,
        customer_name: customer.name,
        remind_at: reclamationHistoryEvents.remind_at,
        description: reclamationHistoryEvents.description,
        createdAt: reclamationHistoryEvents.createdAt,
      })
      .from(reclamationHistoryEvents)
      .innerJoin(table, eq(table.id, reclamationHistoryEvents.reclamation_id))
      .leftJoin(customer, eq(customer.id, table.customer))
      .where(
        and(
          eq(reclamationHistoryEvents.user_id, userId),
          eq(reclamationHistoryEvents.action_type, REMINDER),
          isNull(reclamationHistoryEvents.done_at),
          lte(reclamationHistoryEvents.remind_at, warsawToday()),
          // A client user: only its customers' reclamations, as in the list.
          customers === undefined ? undefined : customers.length > 0 ? inArray(table.customer, [...customers]) : sql`false`,
        ),
      )
      .orderBy(asc(reclamationHistoryEvents.remind_at), asc(reclamationHistoryEvents.id))
      .limit(DUE_REMINDERS_LIMIT);
    return ok(rows);
  });

  app.post('/api/reminders/:id/done', { config: modify, schema: { tags, summary: 'Marks a reminder of the caller done', body: noBody } }, async (request) => {
    const eventId = recordId(request, true);
    const [event] = await db
      .select({ id: reclamationHistoryEvents.id, reclamation_id: reclamationHistoryEvents.reclamation_id })
      .from(reclamationHistoryEvents)
      .where(
        and(
          eq(reclamationHistoryEvents.id, eventId),
          eq(reclamationHistoryEvents.action_type, REMINDER),
          eq(reclamationHistoryEvents.user_id, request.user?.id ?? -1),
        ),
      );
    if (!event) throw new ApiError(404, 'notFound');
    await visible(request, event.reclamation_id);
    // Done once stays done at the first moment: calling again changes nothing.
    const [row] = await db
      .update(reclamationHistoryEvents)
      .set({ done_at: sql`coalesce(${reclamationHistoryEvents.done_at}, now())` })
      .where(eq(reclamationHistoryEvents.id, event.id))
      .returning();
    return ok(row);
  });
};
