import type { SelectOption } from '../core';
import { common, defineEntity, L, verbEndpoints } from '../core';

/**
 * The records an e-mail may be written about and a template may be for: the template
 * "write an e-mail" picks for a record of that type, and an outgoing e-mail's owner.
 */
export const MAIL_RECORD_OPTIONS = [
  { id: 'reclamation', label: L('Reklamacja', 'Reclamation', 'Reklamation', 'Réclamation') },
  { id: 'order', label: L('Zamówienie', 'Order', 'Auftrag', 'Commande') },
  { id: 'customerRequest', label: L('Zapytanie ofertowe', 'Offer request', 'Angebotsanfrage', "Demande d'offre") },
  { id: 'task', label: L('Zadanie', 'Task', 'Aufgabe', 'Tâche') },
] as const satisfies readonly SelectOption[];

export type MailRecordType = (typeof MAIL_RECORD_OPTIONS)[number]['id'];

/**
 * An e-mail template (spec §2 emailtemplates, §7): a subject and an HTML body with placeholders
 * (`{{customer.name}}`, `{{reclamation.number}}`; the names allowed for each record type are in
 * `src/schemas/mail/placeholders.ts`), for one type of record or for none. `isDefault` marks the
 * template "write an e-mail" opens for its record type.
 */
export const emailTemplate = defineEntity({
  name: 'email_template',
  label: { one: L('Szablon e-maila', 'E-mail template', 'E-Mail-Vorlage', "Modèle d'e-mail"), many: L('Szablony e-maili', 'E-mail templates', 'E-Mail-Vorlagen', "Modèles d'e-mail") , create: { pl: 'Nowy szablon e-maila', en: 'New e-mail template', de: 'Neue E-Mail-Vorlage', fr: "Nouveau modèle d'e-mail" } },
  menu: 'administration/othersettings/emailtemplates',
  access: 'emailTemplates',
  endpoints: verbEndpoints('emailtemplate'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, unique: true, maxLength: 200, inList: true, filter: 'q' },
    recordType: {
      type: 'select',
      label: L('Rodzaj dokumentu', 'Record type', 'Dokumentart', 'Type de document'),
      required: true,
      default: 'none',
      options: [{ id: 'none', label: L('Dowolny', 'Any', 'Beliebig', 'Quelconque') }, ...MAIL_RECORD_OPTIONS],
      inList: true,
      filter: 'eq',
    },
    subject: { type: 'text', label: L('Temat', 'Subject', 'Betreff', 'Objet'), maxLength: 500, inList: true, filter: 'q' },
    body: { type: 'longText', label: L('Treść (HTML)', 'Body (HTML)', 'Text (HTML)', 'Corps (HTML)'), maxLength: 200_000 },
    isDefault: {
      type: 'boolean',
      default: false,
      label: L('Domyślny dla rodzaju dokumentu', 'Default for its record type', 'Standard für die Dokumentart', 'Par défaut pour le type de document'),
      inList: true,
      filter: 'eq',
    },
  },
  defaultSort: { field: 'name', order: 'ASC' },
});
