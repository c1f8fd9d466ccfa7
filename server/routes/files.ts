import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../src/schemas/core';
import { unsafeInput } from '../../src/schemas/core';
import { reclamation } from '../../src/schemas/entities/reclamation';
import type { Db } from '../db/connection';
import { files, reclamationHistoryEvents, users } from '../db/tables';
import { ApiError, badRequest, notFound, ok } from '../http';
import { entityStore } from '../services/entityStore';
import { cleanFileName, decodeHeaderName, downloadHeaders, sniffContentType } from '../services/fileTypes';
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

type Upload = { name: string; data: Buffer };

/**
 * Reads a multipart upload: every file part (as `files`) and the `data` JSON field. The plugin's
 * limits (per-file size, number of files) end the read with a 413; nothing is stored before the
 * whole request has been read and checked.
 */
const readUpload = async (request: FastifyRequest): Promise<{ data: unknown; uploads: Upload[] }> => {
  if (!request.isMultipart()) throw new ApiError(400, 'notMultipart');
  let dataText: string | undefined;
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        uploads.push({ name: cleanFileName(decodeHeaderName(part.filename)), data: await part.toBuffer() });
      } else if (part.fieldname === 'data') {
        dataText = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    // The plugin's limits carry their status (413); anything else is a body the parser could not read.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new ApiError(400, 'malformedMultipart');
  }
  if (dataText === undefined) throw badRequest([{ path: 'data', code: 'required' }]);
  let data: unknown;
  try {
    data = JSON.parse(dataText);
  } catch {
    throw badRequest([{ path: 'data', code: 'malformedJson' }]);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest([{ path: 'data', code: 'invalid' }]);
  const problem = unsafeInput(data);
  if (problem) throw badRequest([{ ...problem, path: `data.${problem.path}` }]);
  return { data, uploads };
};

const checkUploads = (uploads: readonly Upload[]) => {
  if (uploads.length === 0) throw badRequest([{ path: 'files', code: 'required' }]);
  const empty = uploads.find((u) => u.data.length === 0);
  if (empty) throw new ApiError(400, 'emptyFile', [{ path: 'files', code: 'emptyFile', params: { name: empty.name } }], { name: empty.name });
};

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

  const store = async (request: FastifyRequest, type: OwnerType, ownerId: number, uploads: readonly Upload[], extra: { description?: string | null; verification_protocol?: boolean }) => {
    checkUploads(uploads);
    return db.transaction(async (tx) => {
      await visibleOwner(request, type, ownerId, tx);
      const userId = request.user?.id ?? null;
      const inserted = await tx
        .insert(files)
        .values(
          uploads.map((u) => ({
            owner_type: type,
            owner_id: ownerId,
            file_name: u.name,
            content_type: sniffContentType(u.data),
            size: u.data.length,
            description: extra.description || null,
            verification_protocol: extra.verification_protocol ?? false,
            data: u.data,
            created_by: userId,
          })),
        )
        .returning({ id: files.id });
      if (type === 'reclamation') {
        await tx.insert(reclamationHistoryEvents).values(uploads.map((u) => ({ reclamation_id: ownerId, action_type: 3, description: `Plik: ${u.name}`, user_id: userId })));
      }
      const ids = new Set(inserted.map((r) => r.id));
      const rows = await tx
        .select(metadata)
        .from(files)
        .leftJoin(users, eq(users.id, files.created_by))
        .where(and(eq(files.owner_type, type), eq(files.owner_id, ownerId)))
        .orderBy(files.id);
      return ok(rows.filter((r) => ids.has(r.id)));
    });
  };

  /** The bytes, typed by their content; only pdf, jpeg and png open in the browser. */
  const download = async (request: FastifyRequest, reply: FastifyReply, type: OwnerType) => {
    const file = await visibleFile(request, recordId(request, true), type);
    const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, file.id));
    if (!row) throw notFound();
    return reply
      .headers(downloadHeaders(file.content_type, file.file_name, row.data.length))
      .send(row.data);
  };

  const remove = async (request: FastifyRequest, type: OwnerType) =>
    db.transaction(async (tx) => {
      const file = await visibleFile(request, recordId(request, true), type, tx);
      await tx.delete(files).where(eq(files.id, file.id));
      return ok(file);
    });

  // Reclamations' own dialect.
  app.post('/api/reclamation/upload_files', { config: modify }, async (request) => {
    const { data, uploads } = await readUpload(request);
    const parsed = parse(uploadData, data, 'data');
    return store(request, 'reclamation', parsed.reclamationId, uploads, parsed);
  });

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

  app.post('/api/upload_files', { config: modify }, async (request) => {
    const { data, uploads } = await readUpload(request);
    const parsed = parse(genericUploadData, data, 'data');
    return store(request, ownerType(parsed.objectType, 'data.objectType'), parsed.id, uploads, parsed);
  });

  app.post('/api/subject_files', { config: read }, async (request) => {
    const body = parse(z.object({ objectType: z.string(), objectId: id }), request.body ?? {});
    const type = ownerType(body.objectType, 'objectType');
    await visibleOwner(request, type, body.objectId);
    return ok(await listOf(type, body.objectId));
  });
};
