import { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../src/schemas/core';
import { unsafeInput } from '../../src/schemas/core';
import { reclamation } from '../../src/schemas/entities/reclamation';
import type { Db } from '../db/connection';
import { files, reclamationHistoryEvents, users } from '../db/tables';
import { ApiError, badRequest, notFound, ok, sendError } from '../http';
import { entityStore } from '../services/entityStore';
import { PARALLEL_UPLOADS, readFileChunks, requestedRange, slots, writeFileChunks } from '../services/fileStore';
import { cleanFileName, decodeHeaderName, downloadHeaders, OPAQUE_TYPE, sniffContentType } from '../services/fileTypes';
import { recordId } from './recordId';

const read = { access: { key: reclamation.access, mode: 'read' } } as const;
const modify = { access: { key: reclamation.access, mode: 'modify' } } as const;

/**
 * The owners files may belong to. Only reclamations for now; tasks and orders join here (with
 * their own visibility check and access key) when those modules exist. Any other `objectType` /
 * `parent` is a 400 `invalid`.
 */
const OWNER_TYPES = ['reclamation'] as const;
type OwnerType = (typeof OWNER_TYPES)[number];

const id = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647));
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), z.literal(1).transform(() => true), z.literal(0).transform(() => false)]);
const description = z.string().trim().max(500).nullable().optional();

const uploadData = z.object({ reclamationId: id, description, verification_protocol: flag.optional() });
const genericUploadData = z.object({ objectType: z.string(), id, description, verification_protocol: flag.optional() });

const zodProblems = (error: z.ZodError, prefix = ''): FieldProblem[] =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix,
    code: issue.input === undefined ? 'required' : issue.code === 'too_big' && typeof issue.input === 'string' ? 'tooLong' : 'invalid',
    params: issue.code === 'too_big' ? { max: Number(issue.maximum) } : undefined,
  }));

const parse = <T extends z.ZodType>(schema: T, input: unknown, prefix = ''): z.output<T> => {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw badRequest(zodProblems(result.error, prefix));
  return result.data;
};

const ownerType = (raw: unknown, path: string): OwnerType => {
  if (raw === undefined || raw === '') return 'reclamation';
  if (typeof raw === 'string' && (OWNER_TYPES as readonly string[]).includes(raw)) return raw as OwnerType;
  throw badRequest([{ path, code: 'invalid' }]);
};

/** What is said about a file: everything but its bytes. */
const metadata = {
  id: files.id,
  owner_type: files.owner_type,
  owner_id: files.owner_id,
  file_name: files.file_name,
  content_type: files.content_type,
  size: files.size,
  description: files.description,
  verification_protocol: files.verification_protocol,
  created_by: files.created_by,
  created_by_name: users.name,
  createdAt: files.createdAt,
};

/** What a multipart part or its file stream throws: a limit (413, with its status) stays; anything else is a body the parser could not read. */
const multipartError = (error: unknown) => ((error as { statusCode?: number }).statusCode ? error : new ApiError(400, 'malformedMultipart'));

/** An iterable whose own failures (not its consumer's) are reported by `multipartError`. */
async function* readingMultipart<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw multipartError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The `data` field of an upload: a JSON object, safe to read. */
const uploadFields = (value: unknown): Record<string, unknown> => {
  let data: unknown;
  try {
    data = JSON.parse(typeof value === 'string' ? value : String(value));
  } catch {
    throw badRequest([{ path: 'data', code: 'malformedJson' }]);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest([{ path: 'data', code: 'invalid' }]);
  const problem = unsafeInput(data);
  if (problem) throw badRequest([{ ...problem, path: `data.${problem.path}` }]);
  return data as Record<string, unknown>;
};

/** Who a file belongs to and what is said of it, from an upload's `data`. */
type UploadTarget = { type: OwnerType; ownerId: number; description?: string | null; verification_protocol?: boolean };

/** Files written before the upload's `data` told their owner carry this until the end of its transaction. */
const UNCLAIMED = 'upload';

/**
 * Files of reclamations (spec §7 "Reclamations") and the generic file calls of tasks and orders
 * (spec §7 "Tasks", "Orders"), stored in PostgreSQL. A file is seen by whoever may see its owner;
 * a file of a record the caller may not see is a 404, like the record itself.
 */
export const fileRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  /** The owner, if the caller may see it; else 404. */
  const visibleOwner = async (request: FastifyRequest, type: OwnerType, ownerId: number, tx: Db = db) => {
    switch (type) {
      case 'reclamation':
        return entityStore(tx).getOne(reclamation, ownerId, request.access?.customers);
    }
  };

  const listOf = (type: OwnerType, ownerId: number) =>
    db
      .select(metadata)
      .from(files)
      .leftJoin(users, eq(users.id, files.created_by))
      .where(and(eq(files.owner_type, type), eq(files.owner_id, ownerId)))
      .orderBy(desc(files.createdAt), desc(files.id));

  /** A file's metadata when the caller may see its owner (and the owner is of `type`), else 404. */
  const visibleFile = async (request: FastifyRequest, fileId: number, type: OwnerType, tx: Db = db) => {
    const [row] = await tx
      .select(metadata)
      .from(files)
      .leftJoin(users, eq(users.id, files.created_by))
      .where(and(eq(files.id, fileId), eq(files.owner_type, type)));
    if (!row) throw notFound();
    await visibleOwner(request, type, row.owner_id, tx);
    return row;
  };

  const uploading = slots(PARALLEL_UPLOADS);

  /**
   * Receives a multipart upload (`files` parts and the `data` JSON, in any order) in one
   * transaction: each file is written in pieces as it arrives (memory stays at a piece a file
   * however large it is) and the limits are checked as the bytes come; any refusal (a size limit,
   * a broken body, an owner the caller may not see, an empty file) stores nothing. `data` sent
   * first (as the portal's screens send it) is checked before any file is read.
   */
  const receive = (request: FastifyRequest, target: (data: Record<string, unknown>) => UploadTarget) => {
    if (!request.isMultipart()) throw new ApiError(400, 'notMultipart');
    return uploading(() =>
      db.transaction(async (tx) => {
        const userId = request.user?.id ?? null;
        let owner: UploadTarget | undefined;
        const stored: { id: number; name: string; size: number }[] = [];
        for await (const part of readingMultipart(request.parts())) {
          if (part.type === 'file') {
            const name = cleanFileName(decodeHeaderName(part.filename));
            const [row] = await tx
              .insert(files)
              .values({ owner_type: owner?.type ?? UNCLAIMED, owner_id: owner?.ownerId ?? 0, file_name: name, content_type: OPAQUE_TYPE, size: 0, created_by: userId })
              .returning({ id: files.id });
            const { size, head } = await writeFileChunks(tx, row.id, readingMultipart(part.file));
            await tx.update(files).set({ size, content_type: sniffContentType(head) }).where(eq(files.id, row.id));
            stored.push({ id: row.id, name, size });
          } else if (part.fieldname === 'data') {
            if (owner) throw badRequest([{ path: 'data', code: 'invalid' }]);
            owner = target(uploadFields(part.value));
            await visibleOwner(request, owner.type, owner.ownerId, tx);
          }
        }
        if (!owner) throw badRequest([{ path: 'data', code: 'required' }]);
        if (stored.length === 0) throw badRequest([{ path: 'files', code: 'required' }]);
        const empty = stored.find((f) => f.size === 0);
        if (empty) throw new ApiError(400, 'emptyFile', [{ path: 'files', code: 'emptyFile', params: { name: empty.name } }], { name: empty.name });
        const ids = stored.map((f) => f.id);
        await tx
          .update(files)
          .set({ owner_type: owner.type, owner_id: owner.ownerId, description: owner.description || null, verification_protocol: owner.verification_protocol ?? false })
          .where(inArray(files.id, ids));
        if (owner.type === 'reclamation') {
          await tx.insert(reclamationHistoryEvents).values(stored.map((f) => ({ reclamation_id: owner.ownerId, action_type: 3, description: `Plik: ${f.name}`, user_id: userId })));
        }
        const rows = await tx.select(metadata).from(files).leftJoin(users, eq(users.id, files.created_by)).where(inArray(files.id, ids)).orderBy(files.id);
        return ok(rows);
      }),
    );
  };

  /**
   * The bytes, typed by their content (only pdf, jpeg and png open in the browser), streamed out
   * piece by piece. A `Range` of bytes is answered 206 with that part (a PDF viewer's pages, a
   * video's seek), one past the end 416; files never change, so their id and size are the ETag.
   */
  const download = async (request: FastifyRequest, reply: FastifyReply, type: OwnerType) => {
    const file = await visibleFile(request, recordId(request, true), type);
    const etag = `"${file.id}-${file.size}"`;
    const headers = { ...downloadHeaders(file.content_type, file.file_name, file.size), 'accept-ranges': 'bytes', etag };
    const ifRange = request.headers['if-range'];
    const range = requestedRange(request.headers.range, file.size, ifRange === undefined ? undefined : String(ifRange), etag);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`);
      return sendError(request, reply, new ApiError(416, 'rangeNotSatisfiable', [], { size: file.size }));
    }
    const { start, end } = range ?? { start: 0, end: file.size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    return reply.headers({ ...headers, 'content-length': String(end - start + 1) }).send(Readable.from(readFileChunks(db, file.id, start, end)));
  };

  const remove = async (request: FastifyRequest, type: OwnerType) =>
    db.transaction(async (tx) => {
      const file = await visibleFile(request, recordId(request, true), type, tx);
      await tx.delete(files).where(eq(files.id, file.id));
      return ok(file);
    });

  // Reclamations' own dialect.
  app.post('/api/reclamation/upload_files', { config: modify }, async (request) =>
    receive(request, (data) => {
      const parsed = parse(uploadData, data, 'data');
      return { ...parsed, type: 'reclamation', ownerId: parsed.reclamationId };
    }),
  );

  app.post('/api/reclamation/subject_files', { config: read }, async (request) => {
    const { reclamationId } = parse(z.object({ reclamationId: id }), request.body ?? {});
    await visibleOwner(request, 'reclamation', reclamationId);
    return ok(await listOf('reclamation', reclamationId));
  });

  app.get('/api/reclamation/file/:id', { config: read }, async (request, reply) => download(request, reply, 'reclamation'));

  // The generic dialect (tasks, orders): `parent` / `objectType` names the owner; only
  // `reclamation` exists yet, anything else is a 400 `invalid`.
  app.delete('/api/file/:id', { config: modify }, async (request) => remove(request, ownerType((request.query as { parent?: unknown }).parent, 'parent')));

  app.get('/api/file/:id', { config: read }, async (request, reply) => download(request, reply, ownerType((request.query as { parent?: unknown }).parent, 'parent')));

  app.post('/api/upload_files', { config: modify }, async (request) =>
    receive(request, (data) => {
      const parsed = parse(genericUploadData, data, 'data');
      return { ...parsed, type: ownerType(parsed.objectType, 'data.objectType'), ownerId: parsed.id };
    }),
  );

  app.post('/api/subject_files', { config: read }, async (request) => {
    const body = parse(z.object({ objectType: z.string(), objectId: id }), request.body ?? {});
    const type = ownerType(body.objectType, 'objectType');
    await visibleOwner(request, type, body.objectId);
    return ok(await listOf(type, body.objectId));
  });
};
