import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailTemplate } from '../../src/schemas/entities/emailTemplate';
import { isTemplateRecordType, TEMPLATE_RECORD_TYPES } from '../../src/schemas/mail/placeholders';
import type { Db } from '../db/connection';
import { entityTable } from '../db/tables';
import { notFound, ok, parseOr400 } from '../http';
import type { MailRecordType } from '../services/mail/send/recordValues';
import { checkPlaceholders, fillFromRecord, loadTemplate } from '../services/mail/send/templates';

type Row = Record<string, unknown>;

/**
 * The engine's check before a template is saved (entityHooks): every placeholder in its subject
 * and body must be one its record type offers, else 400 naming it. An update that leaves the record
 * type, subject or body out is checked with the stored ones.
 */
export const checkTemplate = async (db: Db, data: Row, id?: number): Promise<void> => {
  let stored: Row = {};
  if (id !== undefined && (!('recordType' in data) || !('subject' in data) || !('body' in data))) {
    const table = entityTable(emailTemplate.name);
    [stored = {}] = await db.select().from(table).where(eq(table.id, id));
  }
  const merged = { ...stored, ...data };
  const recordType = isTemplateRecordType(merged.recordType) ? merged.recordType : 'none';
  checkPlaceholders(recordType, { subject: merged.subject, body: merged.body });
};

const OWNER_TYPES = TEMPLATE_RECORD_TYPES.filter((t): t is MailRecordType => t !== 'none');
const renderSchema = z.object({
  templateId: z.number().int().min(1).max(2_147_483_647),
  ownerType: z.enum(OWNER_TYPES as [MailRecordType, ...MailRecordType[]]).nullish(),
  ownerId: z.number().int().min(1).max(2_147_483_647).nullish(),
});

/**
 * E-mail templates beyond their generic routes: a template filled from a record for the composer
 * (`POST /emailtemplate/render`), which needs the mailbox right, not the templates' own.
 */
export const emailTemplateRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  app.post(
    '/api/emailtemplate/render',
    {
      config: { access: { key: 'mailbox', mode: 'read' } },
      schema: {
        tags: ['E-mail templates'],
        summary: 'A template filled from a record: { subject, body } (values HTML-escaped in the body)',
        body: z.toJSONSchema(renderSchema, { unrepresentable: 'any', io: 'input' }),
      },
    },
    async (request) => {
      const { templateId, ownerType, ownerId } = parseOr400(renderSchema, request.body);
      const template = await loadTemplate(db, templateId).catch(() => {
        throw notFound();
      });
      const owner = ownerType && ownerId ? { type: ownerType, id: ownerId } : undefined;
      return ok(await fillFromRecord(db, request, template.recordType, template, owner));
    },
  );
};
