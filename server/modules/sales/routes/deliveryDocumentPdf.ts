import type { FastifyInstance } from 'fastify';
import { deliveryDocument } from '../../../../src/schemas/entities/deliveryDocument';
import { deliveryDocumentDefinition, deliveryDocumentFileName } from '../documents/deliveryDocument';
import { loadDeliveryDocument } from '../documents/deliveryDocumentData';
import { entityStore } from '../../../core/entityStore';
import { renderPdf } from '../../../core/documents/render';
import { recordId } from '../../../core/recordId';

const read = { access: { key: deliveryDocument.access, mode: 'read' } } as const;

/**
 * The printed delivery document (WZ, PDF, pdfmake). It reads what GET /delivery_document/:id
 * reads, with the same right (`deliveryDocuments`, read) and the same customer scope: a client
 * user's other customers' documents are a 404 here too.
 */
export const deliveryDocumentPdfRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  app.get('/api/delivery_document/:id/document.pdf', { config: read, schema: { tags: ['delivery_document'], summary: 'A delivery document (WZ) as a PDF', answer: { file: ['application/pdf'] } } }, async (request, reply) => {
    const row = await entityStore(db).getOne(deliveryDocument, recordId(request, true), request.access?.customers);
    const data = await loadDeliveryDocument(db, row);
    const pdf = await renderPdf(deliveryDocumentDefinition(data));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${deliveryDocumentFileName(data.document.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
