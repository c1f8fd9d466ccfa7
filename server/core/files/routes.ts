import { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../../src/schemas/core';
import { unsafeInput } from '../../../src/schemas/core';
import { customerRequest } from '../../../src/schemas/entities/customerRequest';
import { reclamation } from '../../../src/schemas/entities/reclamation';
import { salesOrder } from '../../../src/schemas/entities/salesOrder';
import { task } from '../../../src/schemas/entities/task';
import type { AccessMode } from '../../auth/access';
import { allows } from '../../auth/access';
import type { Db } from '../../db/connection';
import { customerRequestComments, files, reclamationHistoryEvents, users } from '../../db/tables';
import { ApiError, badRequest, multipartError, notFound, ok, sendError } from '../../http';
import { entityStore } from '../entityStore';
import { visibleTask } from '../workflow/visibility';
import { PARALLEL_UPLOADS, readFileChunks, requestedRange, slots, writeFileChunks } from './fileStore';
import { cleanFileName, decodeHeaderName, downloadHeaders, OPAQUE_TYPE, sniffContentType } from './fileTypes';
import { recordId } from '../recordId';

const read = { access: { key: reclamation.access, mode: 'read' } } as const;
const modify = { access: { key: reclamation.access, mode: 'modify' } } as const;

type Owner = {
  /** The right a caller needs on the owner's module to read (list, download) or change (upload, delete) its files. */
  readonly access: string;
  /** Resolves when the caller may see the owner; a 404 otherwise. */
  readonly visible: (tx: Db, request: FastifyRequest, ownerId: number) => Promise<unknown>;
};

const scoped = (request: FastifyRequest) => request.access?.customers;

/**
 * The owners files may belong to, each with the right its files need and how its visibility is
 * checked (a client user sees the files of its customers' records only). Any other `objectType` /
 * `parent` is a 400 `invalid`.
 */
const OWNERS = {
  reclamation: { access: reclamation.access, visible: (tx, request, ownerId) => entityStore(tx).getOne(reclamation, ownerId, scoped(request)) },
  order: { access: salesOrder.access, visible: (tx, request, ownerId) => entityStore(tx).getOne(salesOrder, ownerId, scoped(request)) },
  customer_request: { access: customerRequest.access, visible: (tx, request, ownerId) => entityStore(tx).getOne(customerRequest, ownerId, scoped(request)) },
  // A comment's files are seen by whoever sees its offer request.
  customer_request_comment: {
    access: customerRequest.access,
    visible: async (tx, request, ownerId) => {
      const [comment] = await tx.select({ requestId: customerRequestComments.customer_request_id }).from(customerRequestComments).where(eq(customerRequestComments.id, ownerId));
      if (!comment) throw notFound();
      return entityStore(tx).getOne(customerRequest, comment.requestId, scoped(request));
    },
  },
  // A task's files are seen by whoever sees the task (its executor, its role, who assigned it, or all by right).
  task: { access: task.access, visible: (tx, request, ownerId) => visibleTask(tx, request, ownerId) },
} as const satisfies Record<string, Owner>;
export type OwnerType = keyof typeof OWNERS;

const id = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647));
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), z.literal(1).transform(() => true), z.literal(0).transform(() => false)]);
const description = z.string().trim().max(500).nullable().optional();

const uploadData = z.object({ reclamationId: id, description, verification_protocol: flag.optional() });
const genericUploadData = z.object({ objectType: z.string(), id, description, verification_protocol: flag.optional() });
const requestUploadData = z.object({ customerRequestId: id, description });
const commentUploadData = z.object({ commentId: id, description });
const reclamationRef = z.object({ reclamationId: id });
const ownerRef = z.object({ objectType: z.string(), objectId: id });
const objectId = z.object({ objectId: id });
/** `parent`: whose file it is (a reclamation's when left out). */
const parentQuery = z.object({ parent: z.string().optional().meta({ description: 'The owner type: reclamation (the default), order, customer_request, customer_request_comment or task.' }) });
/** Files come as the parts `files`, each at most the size limit. */
const fileParts = { name: 'files', required: true, many: true } as const;
const FILE_LIST = { description: 'The files (their metadata).', data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, file_name: { type: 'string' }, content_type: { type: 'string' }, size: { type: 'integer' } }, additionalProperties: true } } };
const BYTES = { file: ['application/octet-stream'], description: "The file's bytes (a Range of them answers 206)." } as const;
const tags = ['files'];

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
  if (typeof raw === 'string' && Object.hasOwn(OWNERS, raw)) return raw as OwnerType;
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

  /**
   * The owner, if the caller holds the right its files need (`mode`) and may see it; else 403 or 404.
   * The generic calls name their owner in the request, so the right is checked here, not by the route.
   */
  const visibleOwner = async (request: FastifyRequest, type: OwnerType, ownerId: number, mode: AccessMode, tx: Db = db) => {
    const owner: Owner = OWNERS[type];
    if (!request.access || !allows(request.access.rights, owner.access, mode)) throw new ApiError(403, 'forbidden');
    return owner.visible(tx, request, ownerId);
  };

  const listOf = (type: OwnerType, ownerId: number) =>
    db
      .select(metadata)
      .from(files)
      .leftJoin(users, eq(users.id, files.created_by))
      .where(and(eq(files.owner_type, type), eq(files.owner_id, ownerId)))
      .orderBy(desc(files.createdAt), desc(files.id));

  /** A file's metadata when the caller may see its owner (and the owner is of `type`), else 404. */
  const visibleFile = async (request: FastifyRequest, fileId: number, type: OwnerType, mode: AccessMode, tx: Db = db) => {
    const [row] = await tx
      .select(metadata)
      .from(files)
      .leftJoin(users, eq(users.id, files.created_by))
      .where(and(eq(files.id, fileId), eq(files.owner_type, type)));
    if (!row) throw notFound();
    await visibleOwner(request, type, row.owner_id, mode, tx);
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
  const receive = (request: FastifyRequest, target: (data: Record<string, unknown>) => UploadTarget) =>
    receiveWith(request, { data: target }).then((answer) => ok(answer.files));

  /**
   * `data`: the owner from the `data` JSON part (checked as it arrives); `fields`: an owner made at
   * the end from the plain form fields (an offer request's comment: its text and e-mail fields),
   * in the same transaction as its files, which may then be none.
   */
  const receiveWith = (
    request: FastifyRequest,
    how: { data: (data: Record<string, unknown>) => UploadTarget } | { fields: (fields: Record<string, unknown>, tx: Db, fileCount: number) => Promise<UploadTarget> },
  ) => {
    if (!request.isMultipart()) throw new ApiError(400, 'notMultipart');
    return uploading(() =>
      db.transaction(async (tx) => {
        const userId = request.user?.id ?? null;
        let owner: UploadTarget | undefined;
        const stored: { id: number; name: string; size: number }[] = [];
        const fields: Record<string, unknown> = {};
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
          } else if ('data' in how && part.fieldname === 'data') {
            if (owner) throw badRequest([{ path: 'data', code: 'invalid' }]);
            owner = how.data(uploadFields(part.value));
            await visibleOwner(request, owner.type, owner.ownerId, 'modify', tx);
          } else if ('fields' in how && !Object.hasOwn(fields, part.fieldname)) {
            Object.defineProperty(fields, part.fieldname, { value: part.value, enumerable: true });
          }
        }
        if ('fields' in how) {
          const problem = unsafeInput(fields);
          if (problem) throw badRequest([problem]);
          owner = await how.fields(fields, tx, stored.length);
          await visibleOwner(request, owner.type, owner.ownerId, 'modify', tx);
        }
        if (!owner) throw badRequest([{ path: 'data', code: 'required' }]);
        if (stored.length === 0 && 'data' in how) throw badRequest([{ path: 'files', code: 'required' }]);
        const empty = stored.find((f) => f.size === 0);
        if (empty) throw new ApiError(400, 'emptyFile', [{ path: 'files', code: 'emptyFile', params: { name: empty.name } }], { name: empty.name });
        const ids = stored.map((f) => f.id);
        if (ids.length > 0) {
          await tx
            .update(files)
            .set({ owner_type: owner.type, owner_id: owner.ownerId, description: owner.description || null, verification_protocol: owner.verification_protocol ?? false })
            .where(inArray(files.id, ids));
        }
        if (owner.type === 'reclamation') {
          await tx.insert(reclamationHistoryEvents).values(stored.map((f) => ({ reclamation_id: owner.ownerId, action_type: 3, description: `Plik: ${f.name}`, user_id: userId })));
        }
        const rows = ids.length > 0 ? await tx.select(metadata).from(files).leftJoin(users, eq(users.id, files.created_by)).where(inArray(files.id, ids)).orderBy(files.id) : [];
        return { owner, files: rows };
      }),
    );
  };

  /**
   * The bytes, typed by their content (only pdf, jpeg and png open in the browser), streamed out
   * piece by piece. A `Range` of bytes is answered 206 with that part (a PDF viewer's pages, a
   * video's seek), one past the end 416; files never change, so their id and size are the ETag.
   */
  const download = async (request: FastifyRequest, reply: FastifyReply, type: OwnerType) => {
    const file = await visibleFile(request, recordId(request, true), type, 'read');
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
      const file = await visibleFile(request, recordId(request, true), type, 'modify', tx);
      await tx.delete(files).where(eq(files.id, file.id));
      return ok(file);
    });

  // Reclamations' own dialect.
  app.post('/api/reclamation/upload_files', { config: modify, schema: { tags, summary: 'Uploads files of a reclamation', multipart: { data: uploadData, files: fileParts }, answer: FILE_LIST } }, async (request) =>
    receive(request, (data) => {
      const parsed = parse(uploadData, data, 'data');
      return { ...parsed, type: 'reclamation', ownerId: parsed.reclamationId };
    }),
  );

  app.post('/api/reclamation/subject_files', { config: read, schema: { tags, summary: "A reclamation's files", body: reclamationRef, answer: FILE_LIST } }, async (request) => {
    const { reclamationId } = parse(reclamationRef, request.body ?? {});
    await visibleOwner(request, 'reclamation', reclamationId, 'read');
    return ok(await listOf('reclamation', reclamationId));
  });

  app.get('/api/reclamation/file/:id', { config: read, schema: { tags, summary: "A reclamation's file", answer: BYTES } }, async (request, reply) => download(request, reply, 'reclamation'));

  // The generic dialect (orders, offer requests, tasks): `parent` / `objectType` names the owner,
  // whose module's right the call needs (checked with the owner, above); the route needs that
  // right on one owner's module at least, before its input is read.
  const ownerModules = [...new Set(Object.values(OWNERS).map((owner: Owner) => owner.access))];
  const readSome = { access: { anyOf: ownerModules, mode: 'read' } } as const;
  const modifySome = { access: { anyOf: ownerModules, mode: 'modify' } } as const;
  app.delete('/api/file/:id', { config: modifySome, schema: { tags, summary: 'Deletes a file of a record', querystring: parentQuery, answer: { description: 'The deleted file (its metadata).', data: FILE_LIST.data.items } } }, async (request) =>
    remove(request, ownerType(parse(parentQuery, request.query).parent, 'parent')),
  );

  app.get('/api/file/:id', { config: readSome, schema: { tags, summary: 'A file of a record', querystring: parentQuery, answer: BYTES } }, async (request, reply) => download(request, reply, ownerType(parse(parentQuery, request.query).parent, 'parent')));

  app.post('/api/upload_files', { config: modifySome, schema: { tags, summary: 'Uploads files of a record (objectType and id name it)', multipart: { data: genericUploadData, files: fileParts }, answer: FILE_LIST } }, async (request) =>
    receive(request, (data) => {
      const parsed = parse(genericUploadData, data, 'data');
      return { ...parsed, type: ownerType(parsed.objectType, 'data.objectType'), ownerId: parsed.id };
    }),
  );

  app.post('/api/subject_files', { config: readSome, schema: { tags, summary: "A record's files", body: ownerRef, answer: FILE_LIST } }, async (request) => {
    const body = parse(ownerRef, request.body ?? {});
    const type = ownerType(body.objectType, 'objectType');
    await visibleOwner(request, type, body.objectId, 'read');
    return ok(await listOf(type, body.objectId));
  });

  // Offer requests' own dialect (spec §7 "Customer requests"): the request's files and its comments' files.
  const crRead = { access: { key: customerRequest.access, mode: 'read' } } as const;
  const crModify = { access: { key: customerRequest.access, mode: 'modify' } } as const;
  app.post('/api/customer_request/file', { config: crModify, schema: { tags, summary: 'Uploads files of an offer request', multipart: { data: requestUploadData, files: fileParts }, answer: FILE_LIST } }, async (request) =>
    receive(request, (data) => {
      const parsed = parse(requestUploadData, data, 'data');
      return { ...parsed, type: 'customer_request', ownerId: parsed.customerRequestId };
    }),
  );
  app.post('/api/customer_request/comment_file', { config: crModify, schema: { tags, summary: "Uploads files of an offer request's comment", multipart: { data: commentUploadData, files: fileParts }, answer: FILE_LIST } }, async (request) =>
    receive(request, (data) => {
      const parsed = parse(commentUploadData, data, 'data');
      return { ...parsed, type: 'customer_request_comment', ownerId: parsed.commentId };
    }),
  );

  /**
   * A comment of an offer request with its files, in one transaction (spec §7: multipart with
   * text, byEmail, the e-mail fields and customerRequestId). A comment needs text or a file.
   */
  const blankAsMissing = (raw: unknown) =>
    typeof raw === 'object' && raw !== null ? Object.fromEntries(Object.entries(raw).filter(([key, value]) => value !== '' || key === 'text')) : raw;
  const commentFields = z.preprocess(blankAsMissing, z.object({
    customerRequestId: id,
    text: z.string().trim().max(10_000).default(''),
    byEmail: flag.default(false),
    emailTitle: z.string().trim().max(500).nullish(),
    emailUid: z.string().trim().max(200).nullish(),
    emailId: z.string().trim().max(500).nullish(),
    emailAccountId: id.nullish(),
    emailType: z.string().trim().max(20).nullish(),
  }));
  const commentSchema = { tags, summary: 'Adds a comment to an offer request, with its files (text or a file is needed)', multipart: { fields: commentFields, files: { ...fileParts, required: false } } };
  app.post('/api/customer_request/add_comment', { config: crModify, schema: commentSchema }, async (request) => {
    const answer = await receiveWith(request, {
      fields: async (raw, tx, fileCount) => {
        const fields = parse(commentFields, raw);
        if (fields.text === '' && fileCount === 0) throw badRequest([{ path: 'text', code: 'required' }]);
        await visibleOwner(request, 'customer_request', fields.customerRequestId, 'modify', tx);
        const { customerRequestId, ...rest } = fields;
        const [comment] = await tx.insert(customerRequestComments).values({ ...rest, customer_request_id: customerRequestId, user_id: request.user?.id ?? null }).returning({ id: customerRequestComments.id });
        return { type: 'customer_request_comment', ownerId: comment.id };
      },
    });
    const [comment] = await db.select().from(customerRequestComments).where(eq(customerRequestComments.id, answer.owner.ownerId));
    return ok({ ...comment, files: answer.files });
  });

  app.delete('/api/customer_request/comment/:id', { config: crModify, schema: { tags, summary: "Deletes an offer request's comment and its files" } }, async (request) => {
    const commentId = recordId(request, true);
    return db.transaction(async (tx) => {
      await visibleOwner(request, 'customer_request_comment', commentId, 'modify', tx);
      const [comment] = await tx.delete(customerRequestComments).where(eq(customerRequestComments.id, commentId)).returning();
      await tx.delete(files).where(and(eq(files.owner_type, 'customer_request_comment'), eq(files.owner_id, commentId)));
      return ok(comment);
    });
  });

  for (const [path, type] of [
    ['cr_file', 'customer_request'],
    ['cr_comment_file', 'customer_request_comment'],
  ] as const) {
    app.post(`/api/customer_request/${path}`, { config: crRead, schema: { tags, summary: `The files of ${type === 'customer_request' ? 'an offer request' : "an offer request's comment"}`, body: objectId, answer: FILE_LIST } }, async (request) => {
      const body = parse(objectId, request.body ?? {});
      await visibleOwner(request, type, body.objectId, 'read');
      return ok(await listOf(type, body.objectId));
    });
    app.get(`/api/customer_request/${path}/:id`, { config: crRead, schema: { tags, summary: 'A file', answer: BYTES } }, async (request, reply) => download(request, reply, type));
    app.delete(`/api/customer_request/${path}/:id`, { config: crModify, schema: { tags, summary: 'Deletes a file', answer: { description: 'The deleted file (its metadata).', data: FILE_LIST.data.items } } }, async (request) => remove(request, type));
  }
};
