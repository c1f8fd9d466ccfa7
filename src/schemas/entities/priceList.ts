import type { Label } from '../core';
import { common, defineEntity, L, restEndpoints } from '../core';
import { CURRENCY_OPTIONS } from '../sales/options';

const percent = (label: Label) => ({ type: 'number', min: 0, max: 100, decimals: 2, label }) as const;

/**
 * A price list (cennik): net unit prices of products and surcharges of configurator values in one
 * currency, valid between two days, for
 * customers of its price code (no code: the base list), and the discounts it grants per customer
 * group and product with the most a person may give (`maxDiscount`). Which list and discount
 * apply is `server/modules/sales/pricing/priceLines.ts`.
 */
export const priceList = defineEntity({
  name: 'price_list',
  label: { one: L('Cennik', 'Price list', 'Preisliste', 'Tarif'), many: L('Cenniki', 'Price lists', 'Preislisten', 'Tarifs'), create: { pl: 'Nowy cennik', en: 'New price list', de: 'Neue Preisliste', fr: 'Nouveau tarif' } },
  menu: 'sales/price-lists',
  detail: 'sales/price-list-detail',
  endpoints: restEndpoints('pricelist'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, inList: true, filter: 'q' },
    priceCode: { type: 'text', label: L('Kod cennika', 'Price code', 'Preiscode', 'Code tarif'), maxLength: 30, inList: true, filter: 'q', help: L('Puste: cennik podstawowy', 'Empty: the base list', 'Leer: Basispreisliste', 'Vide : tarif de base') },
    currency: { type: 'select', label: L('Waluta', 'Currency', 'Währung', 'Devise'), required: true, default: 'PLN', inList: true, filter: 'eq', options: CURRENCY_OPTIONS },
    validFrom: { type: 'date', label: L('Ważny od', 'Valid from', 'Gültig ab', 'Valable du'), inList: true },
    validTo: { type: 'date', label: L('Ważny do', 'Valid to', 'Gültig bis', "Valable jusqu'au"), inList: true },
    active: { type: 'boolean', label: common.active, default: true, inList: true, filter: 'eq' },
    prices: {
      type: 'lines',
      label: L('Ceny', 'Prices', 'Preise', 'Prix'),
      table: 'price_list_price',
      parentKey: 'priceListId',
      orderKey: 'lineIndex',
      max: 5000,
      fields: {
        productId: { type: 'reference', target: 'product', shows: ['code', 'name'], required: true, label: L('Produkt', 'Product', 'Produkt', 'Produit') },
        price: { type: 'money', min: 0, required: true, label: L('Cena netto', 'Net price', 'Nettopreis', 'Prix net') },
      },
    },
    surcharges: {
      type: 'lines',
      label: L('Dopłaty do wartości parametrów', 'Surcharges for parameter values', 'Aufpreise für Parameterwerte', 'Suppléments par valeur de paramètre'),
      table: 'price_list_surcharge',
      parentKey: 'priceListId',
      orderKey: 'lineIndex',
      max: 5000,
      fields: {
        parameterValueId: { type: 'reference', target: 'parameter_value', onDelete: 'cascade', required: true, label: L('Wartość parametru', 'Parameter value', 'Parameterwert', 'Valeur de paramètre') },
        price: { type: 'money', min: 0, required: true, label: L('Dopłata netto', 'Net surcharge', 'Nettoaufpreis', 'Supplément HT') },
      },
    },
    discounts: {
      type: 'lines',
      label: L('Rabaty', 'Discounts', 'Rabatte', 'Remises'),
      table: 'price_list_discount',
      parentKey: 'priceListId',
      orderKey: 'lineIndex',
      max: 500,
      fields: {
        customersGroup: { type: 'text', maxLength: 50, label: L('Grupa klientów', 'Customer group', 'Kundengruppe', 'Groupe de clients') },
        productId: { type: 'reference', target: 'product', shows: ['code', 'name'], label: L('Produkt', 'Product', 'Produkt', 'Produit') },
        discountPercent: { ...percent(L('Rabat %', 'Discount %', 'Rabatt %', 'Remise %')), required: true, default: 0 },
        maxDiscount: { ...percent(L('Rabat maks. %', 'Max discount %', 'Max. Rabatt %', 'Remise max. %')), required: true, default: 0 },
        discountPriority: { type: 'number', integer: true, min: 0, max: 1000, default: 0, required: true, label: L('Priorytet', 'Priority', 'Priorität', 'Priorité') },
      },
    },
  },
  layout: [
    { title: L('Cennik', 'Price list', 'Preisliste', 'Tarif'), fields: ['description', 'priceCode', 'currency', 'validFrom', 'validTo', 'active'] },
    { title: L('Ceny', 'Prices', 'Preise', 'Prix'), fields: ['prices'] },
    { title: L('Dopłaty', 'Surcharges', 'Aufpreise', 'Suppléments'), fields: ['surcharges'] },
    { title: L('Rabaty', 'Discounts', 'Rabatte', 'Remises'), fields: ['discounts'] },
  ],
  defaultSort: { field: 'description', order: 'ASC' },
});
