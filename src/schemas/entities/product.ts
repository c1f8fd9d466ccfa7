import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * A product the company sells (spec §3 "Product"): a new one is Active with the unit `szt.`.
 * `configProduct` marks a product whose order lines are configured by parameters (the
 * configurator). Products are staff data: client users' groups cannot hold their right.
 */
export const product = defineEntity({
  name: 'product',
  label: { one: L('Produkt', 'Product', 'Produkt', 'Produit'), many: L('Produkty', 'Products', 'Produkte', 'Produits'), create: { pl: 'Nowy produkt', en: 'New product', de: 'Neues Produkt', fr: 'Nouveau produit' } },
  menu: 'products',
  detail: 'products-detail',
  access: 'products',
  endpoints: restEndpoints('product'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    code: { type: 'text', label: common.code, required: true, unique: true, maxLength: 50, inList: true, filter: 'q' },
    article: { type: 'text', label: L('Artykuł', 'Article', 'Artikel', 'Article'), maxLength: 100, inList: true, filter: 'q' },
    name: { type: 'text', label: common.name, required: true, maxLength: 250, inList: true, filter: 'q' },
    description: { type: 'longText', label: common.description, maxLength: 4000 },
    unitOfMeasure: { type: 'text', label: L('Jednostka miary', 'Unit of measure', 'Maßeinheit', 'Unité de mesure'), required: true, maxLength: 20, default: 'szt.', inList: true },
    status: {
      type: 'select',
      label: L('Status', 'Status', 'Status', 'Statut'),
      required: true,
      default: 'Active',
      inList: true,
      filter: 'eq',
      options: [
        { id: 'Active', label: common.active },
        { id: 'Inactive', label: L('Nieaktywny', 'Inactive', 'Inaktiv', 'Inactif') },
      ],
    },
    configProduct: { type: 'boolean', label: L('Konfigurowalny', 'Configurable', 'Konfigurierbar', 'Configurable'), inList: true, filter: 'eq' },
    imgUrl: { type: 'text', format: 'image', maxLength: 100, readOnly: true, inList: true, label: L('Zdjęcie', 'Picture', 'Bild', 'Image') },
  },
  layout: [
    { title: L('Produkt', 'Product', 'Produkt', 'Produit'), fields: ['code', 'article', 'name', 'unitOfMeasure', 'status', 'configProduct'] },
    { title: L('Opis', 'Description', 'Beschreibung', 'Description'), fields: ['description'] },
  ],
  defaultSort: { field: 'code', order: 'ASC' },
});
