import { common, defineEntity, verbEndpoints } from '../core';

/** The spec shows no delivery-type fields: a code, a name and the usual price of the service. */
export const deliveryType = defineEntity({
  name: 'delivery_type',
  label: {
    one: { pl: 'Sposób dostawy', en: 'Delivery type', de: 'Lieferart', fr: 'Mode de livraison' },
    many: { pl: 'Sposoby dostawy', en: 'Delivery types', de: 'Lieferarten', fr: 'Modes de livraison' },

    create: { pl: 'Nowy sposób dostawy', en: 'New delivery type', de: 'Neue Lieferart', fr: 'Nouveau mode de livraison' },
  },
  menu: 'reclcatalogs/deliverytypes',
  endpoints: verbEndpoints('deliverytype', { deleteBy: 'DELETE' }),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    code: { type: 'text', label: common.code, required: true, maxLength: 30, unique: true, inList: true, filter: 'q' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, inList: true, filter: 'q' },
    price: { type: 'money', label: { pl: 'Cena netto', en: 'Net price', de: 'Nettopreis', fr: 'Prix HT' }, min: 0, default: 0, inList: true },
    active: { type: 'boolean', label: common.active, default: true, inList: true, filter: 'eq' },
  },
  defaultSort: { field: 'code', order: 'ASC' },
});
