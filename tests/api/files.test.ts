import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileChunks, files } from '../../server/db/tables';
import { FILE_CHUNK_SIZE } from '../../server/core/files/fileStore';
import { MAX_FILE_SIZE } from '../../server/core/files/fileTypes';
import type { Part } from '../support/multipart';
import { postMultipart } from '../support/multipart';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type FileMeta = Row & {
  owner_type: string;
  owner_id: number;
  file_name: string;
  content_type: string;
  size: number;
  description: string | null;
  verification_protocol: boolean;
  created_by_name: string | null;
  createdAt: string;
};
type History = { action_type: number; description: string; user_name: string | null };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201c2e3a5b80000000049454e44ae426082', 'hex');
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

describe('reclamation files', () => {
  let t: TestApp;
  let admin: Api;
  let adminCookie: string;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await t.login();
    admin = api(t.app, adminCookie);
    roles = await setUpRoles(t);
  });
  afterAll(() => t.close());

  const newReclamation = async (customer?: number) => {
    const res = await admin.post<OkBody<Row>>('/api/createreclamation', customer ? { customer } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData.id;
  };
  const data = (value: unknown): Part => ({ name: 'data', value: typeof value === 'string' ? value : JSON.stringify(value) });
  const file = (filename: string, content: Buffer | string, contentType?: string): Part => ({ name: 'files', filename, data: content, contentType });
  const upload = <T = OkBody<FileMeta[]>>(parts: Part[], cookie: string | undefined = adminCookie, url = '/api/reclamation/upload_files') =>
    postMultipart<T>(t.app, url, cookie, parts);
  const list = (reclamationId: number, as: Api = admin) => as.post<OkBody<FileMeta[]>>('/api/reclamation/subject_files', { reclamationId });
  const download = (id: number, cookie: string | undefined = adminCookie, url = `/api/reclamation/file/${id}`) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const stored = async (reclamationId: number) =>
    t.db.select({ id: files.id }).from(files).where(and(eq(files.owner_type, 'reclamation'), eq(files.owner_id, reclamationId)));

  it('stores a PDF and a PNG typed by their content, lists them newest first and records the history', async () => {
    const id = await newReclamation();
    const res = await upload([
      data({ reclamationId: id, description: 'Zdjęcia uszkodzenia', verification_protocol: true }),
      file('protokół.pdf', PDF, 'text/plain'),
      file('zdjęcie.png', PNG, 'application/pdf'),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.httpStatus).toBe(200);
    const made = res.body.responseData;
    expect(made.map((f) => [f.file_name, f.content_type, f.size])).toEqual([
      ['protokół.pdf', 'application/pdf', PDF.length],
      ['zdjęcie.png', 'image/png', PNG.length],
    ]);
    expect(made[0]).toMatchObject({ owner_type: 'reclamation', owner_id: id, description: 'Zdjęcia uszkodzenia', verification_protocol: true, created_by_name: 'Administrator' });
    expect(JSON.stringify(res.body)).not.toContain('PDF-1.4');
    expect(made[0]).not.toHaveProperty('data');

    const listed = await list(id);
    expect(listed.status).toBe(200);
    expect(listed.body.responseData.map((f) => f.file_name)).toEqual(['zdjęcie.png', 'protokół.pdf']);
    expect(listed.body.responseData[0]).not.toHaveProperty('data');

    const history = await admin.get<OkBody<History[]>>(`/api/getallreclamationhistoryevents?reclamation_id=${id}`);
    const fileEvents = history.body.responseData.filter((h) => h.action_type === 3).map((h) => h.description);
    expect(fileEvents.sort()).toEqual(['Plik: protokół.pdf', 'Plik: zdjęcie.png']);
  });

  it('serves a PDF and a PNG inline, with nosniff and a restrictive policy', async () => {
    const id = await newReclamation();
    const [pdf, png] = (await upload([data({ reclamationId: id }), file('protokół.pdf', PDF), file('a.png', PNG)])).body.responseData;
    const res = await download(pdf.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="protok__.pdf"; filename*=UTF-8''protok%C3%B3%C5%82.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const image = await download(png.id);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves HTML named evil.pdf and a text file as opaque sandboxed attachments, never inline', async () => {
    const id = await newReclamation();
    const [evil, text] = (await upload([data({ reclamationId: id }), file('evil.pdf', HTML, 'application/pdf'), file('notatka.txt', 'zwykły tekst', 'text/plain')])).body.responseData;
    expect(evil.content_type).toBe('application/octet-stream');
    const res = await download(evil.id);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(HTML);
    const txt = await download(text.id);
    expect(txt.headers['content-type']).toBe('application/octet-stream');
    expect(txt.headers['content-disposition']).toMatch(/^attachment; filename="notatka.txt"/);
    expect(txt.body).toBe('zwykły tekst');
  });

  it('refuses a file over 20 MB with 413 and a readable message, storing nothing', async () => {
    const id = await newReclamation();
    const res = await upload<ErrorBody>([data({ reclamationId: id }), file('maly.pdf', PDF), file('duzy.bin', Buffer.alloc(MAX_FILE_SIZE + 1, 1))]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ httpStatus: 413, code: 'fileTooLarge', message: 'Plik jest za duży: najwyżej 20 MB' });
    expect(await stored(id)).toEqual([]);
    const history = await admin.get<OkBody<History[]>>(`/api/getallreclamationhistoryevents?reclamation_id=${id}`);
    expect(history.body.responseData.filter((h) => h.action_type === 3)).toEqual([]);
    // Exactly the limit is fine.
    const edge = await upload([data({ reclamationId: id }), file('graniczny.bin', Buffer.alloc(MAX_FILE_SIZE, 1))]);
    expect(edge.status, JSON.stringify(edge.body)).toBe(200);
  });

  it('refuses more than 10 files with 413, storing nothing', async () => {
    const id = await newReclamation();
    const many = Array.from({ length: 11 }, (_, i) => file(`p${i}.pdf`, PDF));
    const res = await upload<ErrorBody>([data({ reclamationId: id }), ...many]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('tooManyFiles');
    expect(await stored(id)).toEqual([]);
  });

  it('answers bad data with 400 and field errors, storing nothing', async () => {
    const id = await newReclamation();
    const cases: [Part[], string][] = [
      [[data('{not json'), file('a.pdf', PDF)], 'data'],
      [[file('a.pdf', PDF)], 'data'],
      [[data({ description: 'x' }), file('a.pdf', PDF)], 'data.reclamationId'],
      [[data({ reclamationId: 'abc' }), file('a.pdf', PDF)], 'data.reclamationId'],
      [[data({ reclamationId: id, description: 'x'.repeat(501) }), file('a.pdf', PDF)], 'data.description'],
      [[data({ reclamationId: id, verification_protocol: 'maybe' }), file('a.pdf', PDF)], 'data.verification_protocol'],
      [[data({ reclamationId: id })], 'files'],
      [[data({ reclamationId: id }), file('a.pdf', PDF), file('pusty.pdf', '')], 'files'],
    ];
    for (const [parts, path] of cases) {
      const res = await upload<ErrorBody>(parts);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors.map((e) => e.path)).toContain(path);
    }
    const empty = await upload<ErrorBody>([data({ reclamationId: id }), file('pusty.pdf', '')]);
    expect(empty.body.message).toBe('Plik „pusty.pdf” jest pusty');
    expect(await stored(id)).toEqual([]);
    const json = await admin.post<ErrorBody>('/api/reclamation/upload_files', { reclamationId: id });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('notMultipart');
  });

  it('answers 404 for an unknown reclamation and an unknown file', async () => {
    const res = await upload<ErrorBody>([data({ reclamationId: 99_999_999 }), file('a.pdf', PDF)]);
    expect(res.status).toBe(404);
    expect((await list(99_999_999)).status).toBe(404);
    expect((await download(99_999_999)).statusCode).toBe(404);
    expect((await admin.delete('/api/file/99999999')).status).toBe(404);
  });

  it('deletes a file: it is gone from the list and its download is a 404', async () => {
    const id = await newReclamation();
    const [a, b] = (await upload([data({ reclamationId: id }), file('a.pdf', PDF), file('b.png', PNG)])).body.responseData;
    const res = await admin.delete<OkBody<FileMeta>>(`/api/file/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.responseData).toMatchObject({ id: a.id, file_name: 'a.pdf' });
    expect((await download(a.id)).statusCode).toBe(404);
    expect((await list(id)).body.responseData.map((f) => f.id)).toEqual([b.id]);
    expect((await admin.delete(`/api/file/${b.id}?parent=reclamation`)).status).toBe(200);
    expect((await admin.delete(`/api/file/${b.id}?parent=reclamation`)).status).toBe(404);
    expect((await admin.delete(`/api/file/${b.id}?parent=spaceship`)).status).toBe(400);
  });

  it('keeps a client user to the files of its own customers', async () => {
    const mine = await newReclamation(roles.customerA.id);
    const theirs = await newReclamation(roles.customerB.id);
    const [other] = (await upload([data({ reclamationId: theirs }), file('cudzy.pdf', PDF)])).body.responseData;
    const client = roles.as('client');
    const clientCookie = roles.cookies.client;

    expect((await list(theirs, client)).status).toBe(404);
    expect((await download(other.id, clientCookie)).statusCode).toBe(404);
    expect((await download(other.id, clientCookie, `/api/file/${other.id}?parent=reclamation`)).statusCode).toBe(404);
    expect((await client.delete(`/api/file/${other.id}`)).status).toBe(404);
    expect((await upload<ErrorBody>([data({ reclamationId: theirs }), file('x.pdf', PDF)], clientCookie)).status).toBe(404);
    expect((await stored(theirs)).map((r) => r.id)).toEqual([other.id]);

    const own = await upload([data({ reclamationId: mine }), file('moj.pdf', PDF)], clientCookie);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.responseData[0].created_by_name).toBe('Klient Portalu');
    expect((await list(mine, client)).body.responseData.map((f) => f.file_name)).toEqual(['moj.pdf']);
    expect((await download(own.body.responseData[0].id, clientCookie)).statusCode).toBe(200);

    // Read-only staff may list and download but not upload or delete.
    const readOnly = roles.as('readOnly');
    expect((await list(theirs, readOnly)).status).toBe(200);
    expect((await upload([data({ reclamationId: theirs }), file('x.pdf', PDF)], roles.cookies.readOnly)).status).toBe(403);
    expect((await readOnly.delete(`/api/file/${other.id}`)).status).toBe(403);
    expect((await upload([data({ reclamationId: theirs }), file('x.pdf', PDF)], '')).status).toBe(401);
  });

  it('the generic dialect works for reclamations, names the owner of a file, and refuses unknown owners', async () => {
    const id = await newReclamation();
    const res = await upload([data({ objectType: 'reclamation', id }), file('ogolny.pdf', PDF)], adminCookie, '/api/upload_files');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const listed = await admin.post<OkBody<FileMeta[]>>('/api/subject_files', { objectType: 'reclamation', objectId: id });
    expect(listed.body.responseData.map((f) => f.file_name)).toEqual(['ogolny.pdf']);
    const got = await download(res.body.responseData[0].id, adminCookie, `/api/file/${res.body.responseData[0].id}?parent=reclamation`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^inline;/);
    expect((await download(res.body.responseData[0].id, adminCookie, `/api/file/${res.body.responseData[0].id}?parent=invoice`)).statusCode).toBe(400);
    expect((await upload<ErrorBody>([data({ objectType: 'invoice', id }), file('a.pdf', PDF)], adminCookie, '/api/upload_files')).status).toBe(400);
    // Orders are owners too: a reclamation's file is not an order's, and an order that is not there is a 404 (tasks likewise).
    expect((await download(res.body.responseData[0].id, adminCookie, `/api/file/${res.body.responseData[0].id}?parent=order`)).statusCode).toBe(404);
    expect((await admin.post<ErrorBody>('/api/subject_files', { objectType: 'order', objectId: 2_000_000_000 })).status).toBe(404);
    expect((await download(res.body.responseData[0].id, adminCookie, `/api/file/${res.body.responseData[0].id}?parent=task`)).statusCode).toBe(404);
    expect((await admin.post<ErrorBody>('/api/subject_files', { objectType: 'invoice', objectId: id })).status).toBe(400);
  });

  it('deleting the reclamation removes its files', async () => {
    const id = await newReclamation();
    const [f] = (await upload([data({ reclamationId: id }), file('a.pdf', PDF)])).body.responseData;
    expect((await admin.post('/api/deletereclamation', { id })).status).toBe(200);
    expect(await stored(id)).toEqual([]);
    expect((await download(f.id)).statusCode).toBe(404);
  });

  const chunkCount = async () => (await t.db.select({ n: count() }).from(fileChunks))[0].n;
  const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

  it('stores a file in pieces as it arrives and sends it back whole, byte for byte', async () => {
    const id = await newReclamation();
    const bytes = Buffer.concat([PDF, randomBytes(3 * FILE_CHUNK_SIZE + 12_345)]);
    const res = await upload([data({ reclamationId: id }), file('skan.pdf', bytes)]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [meta] = res.body.responseData;
    expect(meta).toMatchObject({ size: bytes.length, content_type: 'application/pdf' });
    const pieces = await t.db.select({ seq: fileChunks.seq, data: fileChunks.data }).from(fileChunks).where(eq(fileChunks.file_id, meta.id)).orderBy(fileChunks.seq);
    expect(pieces.map((p) => [p.seq, p.data.length])).toEqual([
      [0, FILE_CHUNK_SIZE],
      [1, FILE_CHUNK_SIZE],
      [2, FILE_CHUNK_SIZE],
      [3, bytes.length - 3 * FILE_CHUNK_SIZE],
    ]);
    const got = await download(meta.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers).toMatchObject({ 'content-length': String(bytes.length), 'accept-ranges': 'bytes', etag: `"${meta.id}-${bytes.length}"` });
    expect(sha(got.rawPayload)).toBe(sha(bytes));
    const head = await t.app.inject({ method: 'HEAD', url: `/api/reclamation/file/${meta.id}`, headers: { cookie: adminCookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206 and just those bytes, one past the end with 416', async () => {
    const id = await newReclamation();
    const bytes = Buffer.concat([PDF, randomBytes(2 * FILE_CHUNK_SIZE)]);
    const [meta] = (await upload([data({ reclamationId: id }), file('raport.pdf', bytes)])).body.responseData;
    const ranged = (range: string, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/reclamation/file/${meta.id}`, headers: { cookie: adminCookie, range, ...extra } });

    // Across the boundary of two pieces.
    const across = await ranged(`bytes=${FILE_CHUNK_SIZE - 10}-${FILE_CHUNK_SIZE + 9}`);
    expect(across.statusCode).toBe(206);
    expect(across.headers['content-range']).toBe(`bytes ${FILE_CHUNK_SIZE - 10}-${FILE_CHUNK_SIZE + 9}/${bytes.length}`);
    expect(across.headers['content-length']).toBe('20');
    expect(across.rawPayload.equals(bytes.subarray(FILE_CHUNK_SIZE - 10, FILE_CHUNK_SIZE + 10))).toBe(true);
    // From an offset to the end, and the last bytes.
    const tail = await ranged('bytes=100-');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(100))).toBe(true);
    const suffix = await ranged('bytes=-7');
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 7}-${bytes.length - 1}/${bytes.length}`);
    expect(suffix.rawPayload.equals(bytes.subarray(-7))).toBe(true);
    // An end past the file is cut to it.
    const past = await ranged(`bytes=${bytes.length - 3}-${bytes.length + 1000}`);
    expect(past.rawPayload.equals(bytes.subarray(-3))).toBe(true);
    // Wholly past the end: 416 with the size, in the caller's language.
    const outside = await ranged(`bytes=${bytes.length}-`, { 'accept-language': 'en' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(outside.json()).toMatchObject({ httpStatus: 416, code: 'rangeNotSatisfiable', message: `The requested byte range lies outside the file (${bytes.length} B)` });
    // A stale If-Range, several ranges or another unit: the whole file.
    for (const [range, extra] of [['bytes=0-9', { 'if-range': '"other"' }], ['bytes=0-9,20-29', {}], ['pages=1-2', {}]] as const) {
      const whole = await ranged(range, extra);
      expect(whole.statusCode, range).toBe(200);
      expect(sha(whole.rawPayload)).toBe(sha(bytes));
    }
    const current = await ranged('bytes=0-9', { 'if-range': `"${meta.id}-${bytes.length}"` });
    expect(current.statusCode).toBe(206);
  });

  it('answers a range of an empty file (one the old portal kept) with the whole empty file or 416, never a range of no bytes', async () => {
    // Uploads refuse empty files; a file moved from the old portal may be one, stored with no piece.
    const id = await newReclamation();
    const [meta] = await t.db.insert(files).values({ owner_type: 'reclamation', owner_id: id, file_name: 'pusty.txt', content_type: 'text/plain', size: 0 }).returning({ id: files.id });
    const ranged = (range: string) => t.app.inject({ method: 'GET', url: `/api/reclamation/file/${meta.id}`, headers: { cookie: adminCookie, range } });

    // A suffix is satisfiable (RFC 9110 §14.1.2) but has no bytes to name: the whole file, empty.
    for (const range of ['bytes=-5', 'bytes=-1']) {
      const suffix = await ranged(range);
      expect(suffix.statusCode, range).toBe(200);
      expect(suffix.headers['content-range'], range).toBeUndefined();
      expect(suffix.headers['content-length'], range).toBe('0');
      expect(suffix.rawPayload.length, range).toBe(0);
    }
    for (const range of ['bytes=0-', 'bytes=0-0', 'bytes=-0']) {
      const none = await ranged(range);
      expect(none.statusCode, range).toBe(416);
      expect(none.headers['content-range'], range).toBe('bytes */0');
      expect(none.json(), range).toMatchObject({ httpStatus: 416, code: 'rangeNotSatisfiable', message: 'Żądany zakres bajtów wykracza poza plik (0 B)' });
    }
    const whole = await download(meta.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('0');
  });

  it('takes files sent before the data and refuses them, storing no piece, when the owner is not visible', async () => {
    const id = await newReclamation();
    const before = await chunkCount();
    const late = await upload([file('najpierw.pdf', PDF), data({ reclamationId: id, description: 'Opis po pliku' })]);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.responseData[0]).toMatchObject({ owner_type: 'reclamation', owner_id: id, description: 'Opis po pliku', file_name: 'najpierw.pdf' });
    expect(await chunkCount()).toBe(before + 1);

    const theirs = await newReclamation(roles.customerB.id);
    const refused = await upload<ErrorBody>([file('cudzy.pdf', Buffer.concat([PDF, randomBytes(FILE_CHUNK_SIZE)])), data({ reclamationId: theirs })], roles.cookies.client);
    expect(refused.status).toBe(404);
    const twice = await upload<ErrorBody>([data({ reclamationId: id }), file('a.pdf', PDF), data({ reclamationId: id })]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([expect.objectContaining({ path: 'data', code: 'invalid' })]);
    const tooLarge = await upload<ErrorBody>([data({ reclamationId: id }), file('duzy.bin', Buffer.alloc(MAX_FILE_SIZE + 1, 1))]);
    expect(tooLarge.status).toBe(413);
    expect(await chunkCount()).toBe(before + 1);
    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.owner_type, ['upload']))).toEqual([]);
    expect(await stored(theirs)).toEqual([]);
  });

  it('serves other requests while more uploads run than may write at once', async () => {
    const id = await newReclamation();
    const uploads = Array.from({ length: 12 }, (_, i) => upload([data({ reclamationId: id }), file(`rownolegle${i}.bin`, randomBytes(FILE_CHUNK_SIZE + i))]));
    const lists = Array.from({ length: 5 }, () => list(id));
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect((await Promise.all(lists)).map((l) => l.status)).toEqual(Array(5).fill(200));
    expect((await list(id)).body.responseData).toHaveLength(12);
  });
});
