import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { product } from '../../../../src/schemas/entities/product';
import type { Db } from '../../../db/connection';
import { entityTable, files } from '../../../db/tables';
import { ApiError, badRequest, multipartError, notFound, ok } from '../../../http';
import { entityStore } from '../../../core/entityStore';
import { readFileChunks, writeFileChunks } from '../../../core/files/fileStore';
import { cleanFileName, decodeHeaderName, sniffContentType } from '../../../core/files/fileTypes';
import { recordId } from '../../../core/recordId';
import { writing } from '../../../core/writing';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const OWNER = 'product';

/**
 * A product's picture (spec §3 product `imgUrl`, `img`): one JPEG or PNG per product, replaced by
 * the next upload, shown as the list's thumbnail. Its address carries the file's id, so a browser
 * may keep it: a new picture is a new address.
 */
export const productImageRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const table = entityTable(product.name);
  const read = { access: { key: product.access, mode: 'read' } } as const;
  const modify = { access: { key: product.access, mode: 'modify' } } as const;
  const tags = ['product'];
  const imageAnswer = { type: 'object', properties: { id: { type: 'integer' }, imgUrl: { type: ['string', 'null'] } } };

  const imageOf = (tx: Db, productId: number) =>
    tx.select({ id: files.id, size: files.size, content_type: files.content_type, file_name: files.file_name }).from(files).where(and(eq(files.owner_type, OWNER), eq(files.owner_id, productId))).orderBy(desc(files.id)).limit(1);

  app.post('/api/product/:id/image', { config: modify, schema: { tags, summary: "Sets a product's picture (a JPEG or PNG)", multipart: { files: { name: 'files', required: true, many: false } }, answer: { data: imageAnswer } } }, async (request: FastifyRequest) => {
    const productId = recordId(request, true);
    if (!request.isMultipart()) throw new ApiError(400, 'notMultipart');
    return writing(db, request, async (tx) => {
      await entityStore(tx).getOne(product, productId);
      let part;
      try {
        part = await request.file();
      } catch (error) {
        throw multipartError(error);
      }
      if (!part) throw badRequest([{ path: 'files', code: 'required' }]);
      const [row] = await tx.insert(files).values({ owner_type: OWNER, owner_id: productId, file_name: cleanFileName(decodeHeaderName(part.filename)), content_type: 'application/octet-stream', size: 0, created_by: request.user?.id ?? null }).returning({ id: files.id });
      let written;
      try {
        written = await writeFileChunks(tx, row.id, part.file);
      } catch (error) {
        throw multipartError(error);
      }
      const type = sniffContentType(written.head);
      if (written.size === 0 || !IMAGE_TYPES.includes(type)) throw badRequest([{ path: 'files', code: 'notAnImage' }]);
      await tx.update(files).set({ size: written.size, content_type: type }).where(eq(files.id, row.id));
      // One picture a product: the earlier ones go.
      await tx.delete(files).where(and(eq(files.owner_type, OWNER), eq(files.owner_id, productId), sql`${files.id} <> ${row.id}`));
      const imgUrl = `/api/product/${productId}/image?v=${row.id}`;
      await tx.update(table).set({ imgUrl, updatedAt: sql`now()` }).where(eq(table.id, productId));
      return ok({ id: productId, imgUrl });
    });
  });

  app.get('/api/product/:id/image', { config: read, schema: { tags, summary: "A product's picture", answer: { file: ['image/jpeg', 'image/png'] } } }, async (request, reply) => {
    const productId = recordId(request, true);
    const [image] = await imageOf(db, productId);
    if (!image) throw notFound();
    return reply
      .headers({ 'content-type': image.content_type, 'content-length': String(image.size), 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' })
      .send(Readable.from(readFileChunks(db, image.id, 0, image.size - 1)));
  });

  app.delete('/api/product/:id/image', { config: modify, schema: { tags, summary: "Removes a product's picture", answer: { data: imageAnswer } } }, async (request) => {
    const productId = recordId(request, true);
    return writing(db, request, async (tx) => {
      await entityStore(tx).getOne(product, productId);
      await tx.delete(files).where(and(eq(files.owner_type, OWNER), eq(files.owner_id, productId)));
      await tx.update(table).set({ imgUrl: null, updatedAt: sql`now()` }).where(eq(table.id, productId));
      return ok({ id: productId, imgUrl: null });
    });
  });
};
