import { defineEntity, L, restEndpoints } from '../core';
import { MAIL_RECORD_OPTIONS } from './emailTemplate';

/** Where an outgoing e-mail is: waiting for the job queue, accepted by the SMTP server, or given up on. */
export const OUTGOING_STATE_OPTIONS = [
  { id: 'queued', label: L('W kolejce', 'Queued', 'In der Warteschlange', 'En attente') },
  { id: 'sent', label: L('Wysłany', 'Sent', 'Gesendet', 'Envoyé') },
  { id: 'failed', label: L('Błąd wysyłki', 'Failed', 'Fehlgeschlagen', 'Échec') },
] as const;

export type OutgoingState = (typeof OUTGOING_STATE_OPTIONS)[number]['id'];

/**
 * An e-mail written in the portal (spec §7 outgoing e-mail): sent by the job queue over its
 * account's SMTP server, retried with back-off, with its state and the server's answer. It may
 * belong to a record (`ownerType`, `ownerId`) and answer a received message (`inReplyTo`). Its
 * attachments are files of owner type `outgoing_email` in the file store; answers list them as
 * `attachments: [{ id, filename, contentType, size }]`. The generic routes run the hooks of
 * `server/modules/mailbox/routes/outgoingEmail.ts`: a message is written with its attachments.
 */
export const outgoingEmail = defineEntity({
  name: 'outgoing_email',
  label: { one: L('E-mail wychodzący', 'Outgoing e-mail', 'Ausgehende E-Mail', 'E-mail sortant'), many: L('E-maile wychodzące', 'Outgoing e-mails', 'Ausgehende E-Mails', 'E-mails sortants') , create: { pl: 'Nowy e-mail', en: 'New e-mail', de: 'Neue E-Mail', fr: 'Nouvel e-mail' } },
  menu: 'outgoing-emails',
  inMenu: false,
  detail: 'outgoing-email-details',
  access: 'mailbox',
  endpoints: restEndpoints('outgoing_email'),
  recordRepresentation: 'subject',
  fields: {
    id: { type: 'id' },
    accountId: { type: 'reference', target: 'email_account', required: true, label: L('Konto', 'Account', 'Konto', 'Compte'), inList: true, filter: 'eq' },
    to: { type: 'longText', format: 'emailList', required: true, maxLength: 10_000, label: L('Do', 'To', 'An', 'À'), inList: true, filter: 'q' },
    cc: { type: 'longText', format: 'emailList', maxLength: 10_000, label: L('DW', 'Cc', 'Cc', 'Cc') },
    bcc: { type: 'longText', format: 'emailList', maxLength: 10_000, label: L('UDW', 'Bcc', 'Bcc', 'Cci') },
    subject: { type: 'text', maxLength: 998, label: L('Temat', 'Subject', 'Betreff', 'Objet'), inList: true, filter: 'q' },
    body: { type: 'longText', maxLength: 2_000_000, label: L('Treść', 'Body', 'Text', 'Corps') },
    state: { type: 'select', required: true, default: 'queued', options: OUTGOING_STATE_OPTIONS, readOnly: true, label: L('Stan', 'State', 'Status', 'État'), inList: true, filter: 'eq' },
    error: { type: 'longText', maxLength: 4000, readOnly: true, label: L('Odpowiedź serwera', "Server's answer", 'Antwort des Servers', 'Réponse du serveur') },
    attempts: { type: 'number', integer: true, min: 0, default: 0, readOnly: true, label: L('Próby', 'Attempts', 'Versuche', 'Tentatives') },
    sentAt: { type: 'datetime', readOnly: true, label: L('Wysłano', 'Sent at', 'Gesendet am', 'Envoyé le'), inList: true, filter: 'range' },
    messageId: { type: 'text', maxLength: 998, readOnly: true, label: L('Message-ID', 'Message-ID', 'Message-ID', 'Message-ID') },
    inReplyTo: { type: 'text', maxLength: 998, label: L('W odpowiedzi na', 'In reply to', 'Antwort auf', 'En réponse à') },
    ownerType: { type: 'select', options: MAIL_RECORD_OPTIONS, label: L('Dokument', 'Record', 'Dokument', 'Document'), filter: 'eq' },
    ownerId: { type: 'number', integer: true, min: 1, max: 2_147_483_647, label: L('ID dokumentu', 'Record ID', 'Dokument-ID', 'ID du document'), filter: 'eq' },
    authorId: { type: 'reference', target: 'user', onDelete: 'set null', readOnly: true, label: L('Autor', 'Author', 'Autor', 'Auteur'), filter: 'eq' },
    createdAt: { type: 'datetime', readOnly: true, label: L('Utworzono', 'Created', 'Erstellt', 'Créé le'), inList: true, filter: 'range' },
  },
  defaultSort: { field: 'id', order: 'DESC' },
});
