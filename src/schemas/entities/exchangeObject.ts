import { defineEntity, L } from '../core';

/**
 * A record waiting for the ERP (spec §7 "Exchange objects"): confirming an order puts it here, in
 * the same transaction, with the order as it was confirmed. The ERP's connector reads the queue
 * (`GET /exchange/all`) and takes what it processed off it (`DELETE /exchange/{id}`; an unknown id
 * is a 404); an administrator sees what is pending, sent or failed, and may queue a record again.
 */
export const exchangeObject = defineEntity({
  name: 'exchange_object',
  label: { one: L('Obiekt do wymiany', 'Exchange object', 'Austauschobjekt', "Objet d'échange"), many: L('Obiekty do wymiany', 'Objects to exchange', 'Austauschobjekte', "Objets d'échange"), create: { pl: 'Nowy obiekt do wymiany', en: 'New exchange object', de: 'Neues Austauschobjekt', fr: "Nouvel objet d'échange" } },
  menu: 'administration/othersettings/exchange-objects',
  access: 'exchangeObjects',
  endpoints: {
    list: { method: 'GET', path: '/exchange/all' },
    getOne: { method: 'GET', path: '/exchange/:id' },
    create: { method: 'POST', path: '/exchange' },
    update: { method: 'PUT', path: '/exchange/:id' },
    delete: { method: 'DELETE', path: '/exchange/:id' },
  },
  recordRepresentation: 'objectNumber',
  fields: {
    id: { type: 'id', inList: true },
    objectType: {
      type: 'select',
      label: L('Rodzaj obiektu', 'Object type', 'Objektart', "Type d'objet"),
      required: true,
      inList: true,
      filter: 'eq',
      options: [
        { id: 'order', label: L('Zamówienie', 'Order', 'Auftrag', 'Commande') },
        { id: 'delivery_document', label: L('Dokument WZ', 'Delivery document', 'Lieferschein', 'Bon de livraison') },
      ],
    },
    objectId: { type: 'number', integer: true, min: 1, required: true, inList: true, filter: 'eq', label: L('Id obiektu', 'Object id', 'Objekt-ID', "Id de l'objet") },
    objectNumber: { type: 'text', maxLength: 60, inList: true, filter: 'q', label: L('Numer', 'Number', 'Nummer', 'Numéro') },
    action: { type: 'text', maxLength: 40, required: true, default: 'confirmed', inList: true, label: L('Zdarzenie', 'Event', 'Ereignis', 'Événement') },
    status: {
      type: 'select',
      label: L('Stan', 'State', 'Status', 'État'),
      required: true,
      default: 'pending',
      inList: true,
      filter: 'eq',
      options: [
        { id: 'pending', label: L('Oczekuje', 'Pending', 'Wartend', 'En attente') },
        { id: 'sent', label: L('Wysłany', 'Sent', 'Gesendet', 'Envoyé') },
        { id: 'failed', label: L('Błąd', 'Failed', 'Fehlgeschlagen', 'Échec') },
      ],
    },
    attempts: { type: 'number', integer: true, min: 0, max: 1000, default: 0, inList: true, label: L('Próby', 'Attempts', 'Versuche', 'Tentatives') },
    lastError: { type: 'longText', maxLength: 4000, label: L('Ostatni błąd', 'Last error', 'Letzter Fehler', 'Dernière erreur') },
    payload: { type: 'json', max: 1, label: L('Dane', 'Payload', 'Daten', 'Données') },
    createdAt: { type: 'datetime', label: L('Utworzono', 'Created', 'Erstellt', 'Créé le'), readOnly: true, inList: true, filter: 'range' },
  },
  defaultSort: { field: 'id', order: 'DESC' },
});
