import type { Label } from '../core';
import { common, defineEntity, L } from '../core';
import { DELIVERY_STATUS_OPTIONS } from '../sales/deliveryStatus';
import { CURRENCY_OPTIONS, DELIVERY_METHOD_OPTIONS, PACKAGE_MATERIAL_OPTIONS, VAT_OPTIONS } from '../sales/options';

const sum = (label: Label) => ({ type: 'money', label, readOnly: true }) as const;

/**
 * A delivery document (WZ, spec §3 "Delivery document"): the goods leaving for a customer, made
 * from a confirmed order (`baseDocument`) with its lines, or by hand. The spec's blank record:
 * status NEW, STANDARD delivery, Karton, prefix WZLC, active, sums 0.00. Numbered by the delivery
 * document numerator; sums computed by the server like an order's.
 */
export const deliveryDocument = defineEntity({
  name: 'delivery_document',
  label: { one: L('Dokument WZ', 'Delivery document', 'Lieferschein', 'Bon de livraison'), many: L('Dokumenty WZ', 'Delivery documents', 'Lieferscheine', 'Bons de livraison'), create: { pl: 'Nowy dokument WZ', en: 'New delivery document', de: 'Neuer Lieferschein', fr: 'Nouveau bon de livraison' } },
  menu: 'sales/delivery-documents',
  detail: 'sales/delivery-document-detail',
  access: 'deliveryDocuments',
  clientAccess: true,
  customerScope: 'customerId',
  endpoints: {
    list: { method: 'GET', path: '/delivery_document' },
    getOne: { method: 'GET', path: '/delivery_document/:id' },
    create: { method: 'POST', path: '/delivery_document' },
    update: { method: 'PUT', path: '/delivery_document/:id' },
    delete: { method: 'DELETE', path: '/delivery_document/:id' },
  },
  recordRepresentation: 'number',
  fields: {
    id: { type: 'id' },
    number: { type: 'text', label: L('Numer', 'Number', 'Nummer', 'Numéro'), maxLength: 40, readOnly: true, unique: true, inList: true, filter: 'q' },
    prefix: { type: 'text', label: L('Prefiks', 'Prefix', 'Präfix', 'Préfixe'), maxLength: 20, readOnly: true },
    status: { type: 'select', label: L('Status', 'Status', 'Status', 'Statut'), required: true, default: 'NEW', inList: true, filter: 'eq', options: DELIVERY_STATUS_OPTIONS },
    customerId: { type: 'reference', target: 'customer', label: L('Klient', 'Customer', 'Kunde', 'Client'), required: true, requiredMessage: 'customerRequired', inList: true, filter: 'eq' },
    baseDocument: { type: 'reference', target: 'sales_order', onDelete: 'set null', readOnly: true, inList: true, label: L('Zamówienie', 'Order', 'Auftrag', 'Commande') },
    reference: { type: 'text', label: L('Referencja', 'Reference', 'Referenz', 'Référence'), maxLength: 100, inList: true, filter: 'q' },
    project: { type: 'text', label: L('Projekt', 'Project', 'Projekt', 'Projet'), maxLength: 100 },
    deliveryDate: { type: 'date', label: L('Data dostawy', 'Delivery date', 'Liefertermin', 'Date de livraison'), inList: true, filter: 'range' },
    shipmentDate: { type: 'date', label: L('Data wysyłki', 'Shipment date', 'Versanddatum', "Date d'expédition") },
    deliveryMethod: { type: 'select', label: L('Sposób dostawy', 'Delivery method', 'Lieferart', 'Mode de livraison'), required: true, default: 'STANDARD', options: DELIVERY_METHOD_OPTIONS },
    packageMaterial: { type: 'select', label: L('Opakowanie', 'Packaging', 'Verpackung', 'Emballage'), required: true, default: 'Karton', options: PACKAGE_MATERIAL_OPTIONS },
    termsOfPayment: { type: 'reference', target: 'terms_of_payment', label: L('Termin płatności', 'Terms of payment', 'Zahlungsbedingung', 'Conditions de paiement') },
    currency: { type: 'select', label: L('Waluta', 'Currency', 'Währung', 'Devise'), required: true, default: 'PLN', options: CURRENCY_OPTIONS },
    active: { type: 'boolean', label: common.active, default: true, filter: 'eq' },
    comment: { type: 'longText', label: common.comment, maxLength: 4000 },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marquée pour suppression'), readOnly: true },
    sumNetto: { ...sum(L('Wartość netto', 'Net total', 'Nettosumme', 'Total HT')), inList: true },
    sumVat: sum(L('VAT', 'VAT', 'MwSt.', 'TVA')),
    sumBrutto: { ...sum(L('Wartość brutto', 'Gross total', 'Bruttosumme', 'Total TTC')), inList: true },
    author: { type: 'reference', target: 'user', label: L('Autor', 'Author', 'Autor', 'Auteur'), readOnly: true },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true, inList: true, filter: 'range' },
    products: {
      type: 'lines',
      label: L('Pozycje', 'Lines', 'Positionen', 'Lignes'),
      table: 'delivery_document_product',
      parentKey: 'deliveryDocumentId',
      orderKey: 'lineIndex',
      max: 1000,
      editableFlag: 'editable',
      fields: {
        productId: { type: 'reference', target: 'product', shows: ['code', 'name'], required: true, label: L('Produkt', 'Product', 'Produkt', 'Produit') },
        description: { type: 'text', maxLength: 1000, label: common.description },
        quantity: { type: 'number', min: 0.001, max: 1_000_000, decimals: 3, default: 1, required: true, label: L('Ilość', 'Quantity', 'Menge', 'Quantité') },
        price: { type: 'money', min: 0, required: true, default: 0, label: L('Cena netto', 'Net price', 'Nettopreis', 'Prix net') },
        discountPercent: { type: 'number', min: 0, max: 100, decimals: 2, default: 0, label: L('Rabat %', 'Discount %', 'Rabatt %', 'Remise %') },
        vat: { type: 'select', required: true, default: 23, options: VAT_OPTIONS, label: L('VAT', 'VAT', 'MwSt.', 'TVA') },
        sumNetto: sum(L('Netto', 'Net', 'Netto', 'HT')),
        sumVat: sum(L('VAT', 'VAT', 'MwSt.', 'TVA')),
        sumBrutto: sum(L('Brutto', 'Gross', 'Brutto', 'TTC')),
      },
    },
  },
  layout: [
    { title: L('Dokument', 'Document', 'Beleg', 'Document'), fields: ['status', 'customerId', 'reference', 'project', 'currency', 'termsOfPayment', 'active'] },
    { title: L('Dostawa', 'Delivery', 'Lieferung', 'Livraison'), fields: ['deliveryMethod', 'deliveryDate', 'shipmentDate', 'packageMaterial'] },
    { title: L('Pozycje', 'Lines', 'Positionen', 'Lignes'), fields: ['products'] },
    { title: L('Uwagi', 'Comment', 'Bemerkung', 'Commentaire'), fields: ['comment'] },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
});
