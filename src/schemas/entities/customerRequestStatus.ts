import { common, defineEntity, verbEndpoints } from '../core';

export const customerRequestStatus = defineEntity({
  name: 'customer_request_status',
  label: {
    one: { pl: 'Status zapytania', en: 'Offer request status', de: 'Anfragestatus', fr: 'Statut de demande' },
    many: { pl: 'Statusy zapytań ofertowych', en: 'Offer request statuses', de: 'Anfragestatus', fr: "Statuts des demandes d'offre" },

    create: { pl: 'Nowy status zapytania', en: 'New offer request status', de: 'Neuer Anfragestatus', fr: 'Nouveau statut de demande' },
  },
  menu: 'sales/cr-statuses',
  access: 'salesModule',
  endpoints: verbEndpoints('customerrequeststatus', { deleteBy: 'DELETE' }),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 100, unique: true, inList: true, filter: 'q' },
    color: { type: 'text', format: 'color', label: common.color, maxLength: 7, inList: true },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
