import { common, defineEntity, L } from '../core';

/**
 * An offer request (spec §3 "Customer request"): a customer asks for an offer; the sales team
 * discusses it in comments (typed or received by e-mail), keeps its files, and may turn it into an
 * order (`orderId`). Numbered by the offer-request numerator; a deletion mark instead of a delete.
 * `constructorId` is the spec's `constructor` filter (a key named `constructor` would read every
 * object's constructor in JavaScript).
 */
export const customerRequest = defineEntity({
  name: 'customer_request',
  label: { one: L('Zapytanie ofertowe', 'Offer request', 'Angebotsanfrage', "Demande d'offre"), many: L('Zapytania ofertowe', 'Offer requests', 'Angebotsanfragen', "Demandes d'offre"), create: { pl: 'Nowe zapytanie ofertowe', en: 'New offer request', de: 'Neue Angebotsanfrage', fr: "Nouvelle demande d'offre" } },
  menu: 'sales/customer-requests',
  detail: 'sales/customer-request-detail',
  access: 'customerRequests',
  clientAccess: true,
  customerScope: 'customerId',
  endpoints: {
    list: { method: 'GET', path: '/customer_request' },
    getOne: { method: 'GET', path: '/customer_request/:id' },
    create: { method: 'POST', path: '/customer_request' },
    update: { method: 'PUT', path: '/customer_request/:id' },
    delete: { method: 'DELETE', path: '/customer_request/:id' },
  },
  recordRepresentation: 'number',
  fields: {
    id: { type: 'id' },
    number: { type: 'text', label: L('Numer', 'Number', 'Nummer', 'Numéro'), maxLength: 40, readOnly: true, unique: true, inList: true, filter: 'q' },
    customerId: { type: 'reference', target: 'customer', label: L('Klient', 'Customer', 'Kunde', 'Client'), required: true, requiredMessage: 'customerRequired', inList: true, filter: 'eq' },
    title: { type: 'text', label: L('Temat', 'Subject', 'Betreff', 'Objet'), required: true, maxLength: 200, inList: true, filter: 'q' },
    status: { type: 'reference', target: 'customer_request_status', label: L('Status', 'Status', 'Status', 'Statut'), inList: true, filter: 'eq' },
    constructorId: { type: 'reference', target: 'user', label: L('Konstruktor', 'Designer', 'Konstrukteur', 'Concepteur'), filter: 'eq' },
    manager: { type: 'reference', target: 'user', label: L('Handlowiec', 'Sales manager', 'Vertriebsmitarbeiter', 'Commercial'), inList: true, filter: 'eq' },
    sendingDate: { type: 'date', label: L('Wysłanie oferty', 'Offer sent on', 'Angebot gesendet am', 'Offre envoyée le'), inList: true, filter: 'range' },
    canceled: { type: 'boolean', label: L('Anulowane', 'Canceled', 'Storniert', 'Annulée'), filter: 'eq' },
    description: { type: 'longText', label: common.description, maxLength: 10_000 },
    tags: {
      type: 'lines',
      label: L('Tagi', 'Tags', 'Tags', 'Étiquettes'),
      table: 'customer_request_tag_link',
      parentKey: 'customerRequestId',
      orderKey: 'lineIndex',
      max: 20,
      fields: { tagId: { type: 'reference', target: 'customer_request_tag', onDelete: 'cascade', required: true, label: L('Tag', 'Tag', 'Tag', 'Étiquette') } },
    },
    orderId: { type: 'reference', target: 'sales_order', onDelete: 'set null', readOnly: true, label: L('Zamówienie', 'Order', 'Auftrag', 'Commande') },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marquée pour suppression'), readOnly: true, filter: 'eq' },
    author: { type: 'reference', target: 'user', label: L('Autor', 'Author', 'Autor', 'Auteur'), readOnly: true },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true, inList: true, filter: 'range' },
  },
  layout: [
    { title: L('Zapytanie', 'Request', 'Anfrage', 'Demande'), fields: ['customerId', 'title', 'status', 'tags', 'constructorId', 'manager', 'sendingDate', 'canceled'] },
    { title: L('Opis', 'Description', 'Beschreibung', 'Description'), fields: ['description'] },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
});
