import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { reclamationHistoryEvents } from '../db/tables';
import { checkTemplate, keepOneDefaultTemplate } from './emailTemplates';

type Row = Record<string, unknown>;
/** Work a generic create does in the same transaction, for entities whose creation is an event. */
export type AfterCreate = (tx: Db, row: Row, request: FastifyRequest) => Promise<void>;

/**
 * Hooks of the generic routes, by entity name. A production order made from a reclamation is
 * written to its history (spec §3 action type 5, "service order added").
 */
export const afterCreate: Readonly<Record<string, AfterCreate>> = {
  reclamation_production_order: async (tx, row, request) => {
    await tx.insert(reclamationHistoryEvents).values({
      reclamation_id: Number(row.reclamation_id),
      action_type: 5,
      description: `Zlecenie produkcyjne: ${String(row.number)}`,
      user_id: request.user?.id ?? null,
    });
  },
};

/** Work a generic create or update does in the same transaction, after writing the record. */
export type AfterSave = (tx: Db, row: Row) => Promise<void>;

/** After-save work by entity name: a template saved as default is the only default of its record type. */
export const afterSave: Readonly<Record<string, AfterSave>> = {
  email_template: keepOneDefaultTemplate,
};

/** A check a generic create or update runs before writing (`id` on an update): throws the 4xx. */
export type BeforeSave = (db: Db, data: Row, id?: number) => Promise<void>;

/** Checks of the generic routes, by entity name: an e-mail template's placeholders must exist. */
export const beforeSave: Readonly<Record<string, BeforeSave>> = {
  email_template: checkTemplate,
};
