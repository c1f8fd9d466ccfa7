import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailTemplate } from '../../../../src/schemas/entities/emailTemplate';
import { isTemplateRecordType, TEMPLATE_RECORD_TYPES } from '../../../../src/schemas/mail/placeholders';
import type { Db } from '../../../db/connection';
import { hooksFor } from '../../../core/entityHooks';
import { entityTable } from '../../../db/tables';
import { insteadOf, notFound, ok, parseOr400 } from '../../../http';
import type { MailRecordType } from '../mail/send/recordValues';
import { checkPlaceholders, fillFromRecord, loadTemplate } from '../mail/send/templates';

type Row = Record<string, unknown>;

/**
 * Every placeholder in a template's subject and body must be one its record type offers, else 400
 * naming it. An update that leaves the record type, subject or body out is checked with the stored ones.
 */
const checkTemplate = (template: Row): void => {
  const recordType = isTemplateRecordType(template.recordType) ? template.recordType : 'none';
  checkPlaceholders(recordType, { subject: template.subject, body: template.body });
};

/** The advisory-lock space of "one default template per record type" (with the type's hash). */
const DEFAULT_LOCK_SPACE = 0x74706c64; // 'tpld'

/**
 * One default template per record type: a template saved as default takes the mark from the
 * others of its type, in the transaction that saves it. The type's advisory lock orders two such
 * saves, so the later one wins and never both keep the mark.
 */
const keepOneDefaultTemplate = async (tx: Db, row: Row): Promise<void> => {
  if (row.isDefault !== true) return;
  const recordType = String(row.recordType);
  await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_LOCK_SPACE}, hashtext(${recordType}))`);
  const table = entityTable(emailTemplate.name);
  await tx
    .update(table)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(table.recordType, recordType), eq(table.isDefault, true), ne(table.id, Number(row.id))));
};

/** A template's placeholders are checked before it is saved; one saved as default is the only default of its record type. */
export const emailTemplateHooks = hooksFor(emailTemplate, {
  beforeCreate: async (_context, data) => {
    checkTemplate(data);
    return data;
  },
  beforeUpdate: async (_context, current, data) => {
    checkTemplate({ ...current, ...data });
    return data;
  },
  afterCreate: ({ tx }, row) => keepOneDefaultTemplate(tx, row),
  afterUpdate: ({ tx }, _current, row) => keepOneDefaultTemplate(tx, row),
});

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
        body: renderSchema,
      },
    },
    async (request) => {
      const { templateId, ownerType, ownerId } = parseOr400(renderSchema, request.body);
      const template = await loadTemplate(db, templateId).catch(insteadOf(400, notFound));
      const owner = ownerType && ownerId ? { type: ownerType, id: ownerId } : undefined;
      return ok(await fillFromRecord(db, request, template.recordType, template, owner));
    },
  );
};
