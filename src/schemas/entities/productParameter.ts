import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * A parameter of a configurable product (spec §3 "Chosen parameter": param id, uuid, name): the
 * configurator asks them in `sortOrder`; `addDescription` says whether the chosen value goes into
 * the order line's description (spec §5).
 */
export const productParameter = defineEntity({
  name: 'product_parameter',
  label: { one: L('Parametr produktu', 'Product parameter', 'Produktparameter', 'Paramètre de produit'), many: L('Parametry produktów', 'Product parameters', 'Produktparameter', 'Paramètres de produits'), create: { pl: 'Nowy parametr produktu', en: 'New product parameter', de: 'Neuer Produktparameter', fr: 'Nouveau paramètre de produit' } },
  menu: 'productconfig/parameters',
  access: 'productConfig',
  endpoints: restEndpoints('productparameter'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    productId: { type: 'reference', target: 'product', shows: ['code', 'name'], onDelete: 'cascade', required: true, inList: true, filter: 'eq', label: L('Produkt', 'Product', 'Produkt', 'Produit') },
    name: { type: 'text', label: common.name, required: true, maxLength: 100, inList: true, filter: 'q' },
    sortOrder: { type: 'number', integer: true, min: 0, max: 1000, default: 0, required: true, inList: true, label: common.sortOrder },
    addDescription: { type: 'boolean', default: true, inList: true, label: L('Do opisu pozycji', 'In the line description', 'In die Positionsbeschreibung', 'Dans la description de ligne') },
    uuid: { type: 'uuid', readOnly: true, label: L('UUID', 'UUID', 'UUID', 'UUID') },
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
});
