import type { Label } from '../core';

/**
 * E-mail template placeholders: `{{name}}` in a template's subject or body is filled from the
 * record the message is written about. Which names a template may use depends on its record type;
 * the server refuses a template naming any other, and the template screen lists these as help.
 */
export const TEMPLATE_RECORD_TYPES = ['none', 'reclamation', 'order', 'customerRequest', 'task'] as const;
export type TemplateRecordType = (typeof TEMPLATE_RECORD_TYPES)[number];

export type Placeholder = { readonly name: string; readonly label: Label };

const p = (name: string, pl: string, en: string, de: string, fr: string): Placeholder => ({ name, label: { pl, en, de, fr } });

/** What every template may use: the sender and today's date. */
const SENDER: readonly Placeholder[] = [
  p('user.name', 'Imię i nazwisko nadawcy', 'Sender name', 'Name des Absenders', "Nom de l'expéditeur"),
  p('user.email', 'E-mail nadawcy', 'Sender e-mail', 'E-Mail des Absenders', "E-mail de l'expéditeur"),
  p('today', 'Dzisiejsza data', "Today's date", 'Heutiges Datum', "Date d'aujourd'hui"),
];

const CUSTOMER: readonly Placeholder[] = [
  p('customer.name', 'Nazwa klienta', 'Customer name', 'Name des Kunden', 'Nom du client'),
  p('customer.email', 'E-mail klienta', 'Customer e-mail', 'E-Mail des Kunden', 'E-mail du client'),
  p('customer.phone', 'Telefon klienta', 'Customer phone', 'Telefon des Kunden', 'Téléphone du client'),
  p('customer.nip', 'NIP klienta', 'Customer tax ID', 'Steuernummer des Kunden', 'N° fiscal du client'),
];

/** The record's own fields, under their plain names and under the record type's prefix (`reclamation.number`). */
const recordFields = (prefix: string, fields: readonly Placeholder[]): Placeholder[] =>
  fields.flatMap((field) => [field, { ...field, name: `${prefix}.${field.name}` }]);

const NUMBER = p('number', 'Numer', 'Number', 'Nummer', 'Numéro');
const STATUS = p('status', 'Status', 'Status', 'Status', 'Statut');
const DATE = p('date', 'Data dokumentu', 'Record date', 'Belegdatum', 'Date du document');
const AUTHOR = p('author', 'Autor / odpowiedzialny', 'Author / responsible', 'Autor / verantwortlich', 'Auteur / responsable');
const REFERENCE = p('reference', 'Referencja', 'Reference', 'Referenz', 'Référence');
const TITLE = p('title', 'Temat', 'Subject', 'Betreff', 'Objet');

/** The allowed placeholders of each record type, in the order the help text lists them. */
export const PLACEHOLDERS: Readonly<Record<TemplateRecordType, readonly Placeholder[]>> = {
  none: SENDER,
  reclamation: [...recordFields('reclamation', [NUMBER, STATUS, DATE, AUTHOR, REFERENCE]), ...CUSTOMER, ...SENDER],
  order: [...recordFields('order', [NUMBER, STATUS, DATE, AUTHOR, REFERENCE]), ...CUSTOMER, ...SENDER],
  customerRequest: [...recordFields('customerRequest', [NUMBER, STATUS, DATE, AUTHOR, TITLE]), ...CUSTOMER, ...SENDER],
  task: [...recordFields('task', [NUMBER, DATE, AUTHOR, TITLE]), ...CUSTOMER, ...SENDER],
};

export const isTemplateRecordType = (value: unknown): value is TemplateRecordType =>
  typeof value === 'string' && (TEMPLATE_RECORD_TYPES as readonly string[]).includes(value);

/** `{{ name }}`: braces with anything but braces between them, spaces around the name ignored. */
const PLACEHOLDER_PATTERN = /\{\{([^{}]*)\}\}/g;

/** The placeholder names a text uses, each once, in the order they first appear. */
export const placeholdersIn = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1].trim()))];

/** The names a text uses that its record type does not offer. */
export const unknownPlaceholders = (text: string, recordType: TemplateRecordType): string[] => {
  const allowed = new Set(PLACEHOLDERS[recordType].map((placeholder) => placeholder.name));
  return placeholdersIn(text).filter((name) => !allowed.has(name));
};

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** The values a record gives its placeholders, by name; a name without a value renders empty. */
export type PlaceholderValues = Readonly<Record<string, string | null | undefined>>;

/**
 * A text with its placeholders filled. In `html` the values are escaped, so a customer named
 * `<b>` reads as text; a plain text (a subject) takes them as they are, without line breaks.
 */
export const fillPlaceholders = (text: string, values: PlaceholderValues, format: 'html' | 'text'): string =>
  text.replace(PLACEHOLDER_PATTERN, (_, raw: string) => {
    const value = Object.hasOwn(values, raw.trim()) ? (values[raw.trim()] ?? '') : '';
    return format === 'html' ? escapeHtml(value) : value.replace(/[\r\n]+/g, ' ');
  });

/** A record's own values (`number`, `status`…) also under its type's prefix (`reclamation.number`). */
export const withRecordPrefix = (recordType: TemplateRecordType, values: PlaceholderValues): PlaceholderValues => {
  if (recordType === 'none') return values;
  const own = Object.entries(values).filter(([name]) => !name.includes('.') && name !== 'today');
  return { ...values, ...Object.fromEntries(own.map(([name, value]) => [`${recordType}.${name}`, value])) };
};
