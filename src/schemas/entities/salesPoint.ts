import { common, defineEntity, verbEndpoints } from '../core';

export const salesPoint = defineEntity({
  name: 'sales_point',
  label: {
    one: { pl: 'Punkt sprzedaży', en: 'Sales point', de: 'Verkaufsstelle', fr: 'Point de vente' },
    many: { pl: 'Punkty sprzedaży', en: 'Sales points', de: 'Verkaufsstellen', fr: 'Points de vente' },

    create: { pl: 'Nowy punkt sprzedaży', en: 'New sales point', de: 'Neue Verkaufsstelle', fr: 'Nouveau point de vente' },
  },
  menu: 'reclcatalogs/salespoints',
  endpoints: verbEndpoints('reclamationsalespoint'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
    address: { type: 'text', label: common.address, maxLength: 200, inList: true, filter: 'q' },
    postCode: { type: 'text', label: common.postCode, maxLength: 10 },
    city: { type: 'text', label: common.city, maxLength: 100, inList: true, filter: 'q' },
    phone: { type: 'text', label: common.phone, maxLength: 30 },
    email: { type: 'text', format: 'email', label: common.email, maxLength: 200, inList: true },
  },
  layout: [{ fields: ['name', 'address', 'postCode', 'city', 'phone', 'email'] }],
  defaultSort: { field: 'name', order: 'ASC' },
});
