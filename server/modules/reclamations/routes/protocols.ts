import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reclamation } from '../../../../src/schemas/entities/reclamation';
import { notFound, ok } from '../../../http';
import { loadProtocolData } from '../protocols/data';
import type { ProtocolKind } from '../protocols/definitions';
import { isProtocolKind, pdfDefinition, PROTOCOL_KINDS, protocolDocument } from '../protocols/definitions';
import { renderPdf } from '../../../core/documents/render';
import { entityStore } from '../../../core/entityStore';
import { recordId, recordIdSchema } from '../../../core/recordId';

/** A protocol of a reclamation: its id and the kind (an unknown kind is a 404, like a missing reclamation). */
const protocolParams = z.object({ id: recordIdSchema, kind: z.enum(PROTOCOL_KINDS) });

const read = { access: { key: reclamation.access, mode: 'read' } } as const;

/**
 * The printable protocols of a reclamation (spec §2 "Protocol pages"): as a PDF, and as JSON
 * (the data plus the document model) for the client's printable pages. Who may read the
 * reclamation may print it; an unknown kind, a missing or an invisible reclamation is a 404.
 */
export const protocolRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  const load = async (request: FastifyRequest) => {
    const { kind } = request.params as { kind?: string };
    if (!isProtocolKind(kind)) throw notFound();
    const row = await entityStore(db).getOne(reclamation, recordId(request, true), request.access?.customers);
    const data = await loadProtocolData(db, row);
    return { kind: kind as ProtocolKind, data, document: protocolDocument(kind, data) };
  };

  app.get('/api/reclamation/:id/protocol/:kind.pdf', { config: read, schema: { tags: ['reclamation'], summary: 'A protocol of a reclamation as a PDF', params: protocolParams, answer: { file: ['application/pdf'] } } }, async (request, reply) => {
    const { document } = await load(request);
    const pdf = await renderPdf(pdfDefinition(document));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${document.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/reclamation/:id/protocol/:kind', { config: read, schema: { tags: ['reclamation'], summary: "A protocol's data and document model, for the printable page", params: protocolParams } }, async (request) => {
    const { kind, data, document } = await load(request);
    return ok({ kind, ...data, document });
  });
};
