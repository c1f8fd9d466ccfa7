import { common, defineEntity, verbEndpoints } from '../core';

export const customerRequestTag = defineEntity({
  name: 'customer_request_tag',
  label: {
    one: { pl: 'Tag zapytania', en: 'Offer request tag', de: 'Anfrage-Tag', fr: 'Étiquette de demande' },
    many: { pl: 'Tagi zapytań ofertowych', en: 'Offer request tags', de: 'Anfrage-Tags', fr: "Étiquettes des demandes d'offre" },

    create: { pl: 'Nowy tag zapytania', en: 'New offer request tag', de: 'Neues Anfrage-Tag', fr: 'Nouvelle étiquette de demande' },
  },
  menu: 'sales/cr-tags',
  access: 'salesModule',
  endpoints: verbEndpoints('customerrequesttag', { deleteBy: 'DELETE' }),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 100, unique: true, inList: true, filter: 'q' },
    color: { type: 'text', format: 'color', label: common.color, maxLength: 7, inList: true },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
