import { common, defineEntity, verbEndpoints } from '../core';

/**
 * How a kind of document is numbered. `format` places `{prefix}`, `{number}` (padded to
 * `padding` digits), `{year}` and `{month}`; the counter starts again each period of `resetPeriod`.
 */
export const documentNumerator = defineEntity({
  name: 'document_numerator',
  label: {
    one: { pl: 'Numerator dokumentów', en: 'Document numerator', de: 'Belegnummernkreis', fr: 'Numéroteur de documents' },
    many: { pl: 'Numeratory dokumentów', en: 'Document numerators', de: 'Belegnummernkreise', fr: 'Numéroteurs de documents' },

    create: { pl: 'Nowy numerator dokumentów', en: 'New document numerator', de: 'Neuer Belegnummernkreis', fr: 'Nouveau numéroteur de documents' },
  },
  menu: 'administration/othersettings/numeratorslist',
  endpoints: verbEndpoints('documentnumerator', { deleteBy: 'DELETE' }),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, inList: true, filter: 'q' },
    documentType: {
      type: 'select',
      label: { pl: 'Rodzaj dokumentu', en: 'Document type', de: 'Belegart', fr: 'Type de document' },
      required: true,
      unique: true,
      inList: true,
      filter: 'eq',
      options: [
        { id: 'reclamation', label: { pl: 'Reklamacja', en: 'Reclamation', de: 'Reklamation', fr: 'Réclamation' } },
        { id: 'order', label: { pl: 'Zamówienie', en: 'Order', de: 'Auftrag', fr: 'Commande' } },
        { id: 'customer_request', label: { pl: 'Zapytanie ofertowe', en: 'Offer request', de: 'Angebotsanfrage', fr: "Demande d'offre" } },
        { id: 'delivery_document', label: { pl: 'Dokument WZ', en: 'Delivery document', de: 'Lieferschein', fr: 'Bon de livraison' } },
        { id: 'task', label: { pl: 'Zadanie', en: 'Task', de: 'Aufgabe', fr: 'Tâche' } },
      ],
    },
    prefix: { type: 'text', label: { pl: 'Prefiks', en: 'Prefix', de: 'Präfix', fr: 'Préfixe' }, maxLength: 20, inList: true },
    format: { type: 'text', label: { pl: 'Wzór numeru', en: 'Number format', de: 'Nummernformat', fr: 'Format du numéro' }, required: true, maxLength: 60, default: '{prefix}/{number}/{year}', inList: true },
    padding: { type: 'number', integer: true, min: 0, max: 12, default: 6, label: { pl: 'Liczba cyfr', en: 'Digits', de: 'Stellen', fr: 'Chiffres' } },
    resetPeriod: {
      type: 'select',
      label: { pl: 'Zerowanie licznika', en: 'Counter reset', de: 'Zähler zurücksetzen', fr: 'Remise à zéro' },
      default: 'year',
      options: [
        { id: 'never', label: { pl: 'Nigdy', en: 'Never', de: 'Nie', fr: 'Jamais' } },
        { id: 'year', label: { pl: 'Co rok', en: 'Yearly', de: 'Jährlich', fr: 'Chaque année' } },
        { id: 'month', label: { pl: 'Co miesiąc', en: 'Monthly', de: 'Monatlich', fr: 'Chaque mois' } },
      ],
    },
    lastNumber: { type: 'number', integer: true, min: 0, default: 0, label: { pl: 'Ostatni numer', en: 'Last number', de: 'Letzte Nummer', fr: 'Dernier numéro' }, inList: true },
    active: { type: 'boolean', label: common.active, default: true, inList: true },
    lastPeriod: { type: 'text', label: { pl: 'Okres licznika', en: 'Counter period', de: 'Zählerzeitraum', fr: 'Période du compteur' }, maxLength: 7, readOnly: true },
  },
});
