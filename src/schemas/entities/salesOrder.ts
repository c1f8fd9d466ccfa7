import type { Label } from '../core';
import { common, defineEntity, L } from '../core';
import { CURRENCY_OPTIONS, DELIVERY_METHOD_OPTIONS, PACKAGE_MATERIAL_OPTIONS, VAT_OPTIONS } from '../sales/options';
import { ORDER_STATUS_OPTIONS } from '../sales/orderStatus';

const sum = (label: Label) => ({ type: 'money', label, readOnly: true }) as const;

/**
 * A customer order (spec §3 "Order"). Its number comes from the order numerator when it is created
 * (`numberStr`, unless the creator gives one; `prefix` and `number` keep the counter); its status
 * moves only along `ORDER_TRANSITIONS`; its lines are the ordered products, whose sums and the
 * order's are computed by the server (`orderSums`). Client users see their customers' orders.
 */
export const salesOrder = defineEntity({
  name: 'sales_order',
  label: { one: L('Zamówienie', 'Order', 'Auftrag', 'Commande'), many: L('Zamówienia klientów', 'Customer orders', 'Kundenaufträge', 'Commandes clients'), create: { pl: 'Nowe zamówienie', en: 'New order', de: 'Neuer Auftrag', fr: 'Nouvelle commande' } },
  menu: 'sales/sales-orders',
  detail: 'sales/orders-detail',
  access: 'orders',
  clientAccess: true,
  customerScope: 'customerId',
  endpoints: {
    list: { method: 'GET', path: '/orders' },
    getOne: { method: 'GET', path: '/order/:id' },
    create: { method: 'POST', path: '/order' },
    update: { method: 'PUT', path: '/order/:id' },
    delete: { method: 'DELETE', path: '/order/:id' },
  },
  recordRepresentation: 'numberStr',
  fields: {
    id: { type: 'id' },
    numberStr: { type: 'text', label: L('Numer', 'Number', 'Nummer', 'Numéro'), maxLength: 40, unique: true, inList: true, filter: 'q', help: L('Pusty: nadany z numeratora', 'Empty: given by the numerator', 'Leer: vom Nummernkreis vergeben', 'Vide : attribué par le numéroteur') },
    prefix: { type: 'text', label: L('Prefiks', 'Prefix', 'Präfix', 'Préfixe'), maxLength: 20, readOnly: true },
    number: { type: 'number', integer: true, label: L('Numer kolejny', 'Counter', 'Laufnummer', 'Compteur'), readOnly: true },
    status: { type: 'select', label: L('Status', 'Status', 'Status', 'Statut'), required: true, default: 'NEW', inList: true, filter: 'eq', options: ORDER_STATUS_OPTIONS },
    customerId: { type: 'reference', target: 'customer', label: L('Klient', 'Customer', 'Kunde', 'Client'), required: true, requiredMessage: 'customerRequired', inList: true, filter: 'eq' },
    reference: { type: 'text', label: L('Referencja', 'Reference', 'Referenz', 'Référence'), maxLength: 100, inList: true, filter: 'q' },
    project: { type: 'text', label: L('Projekt', 'Project', 'Projekt', 'Projet'), maxLength: 100, filter: 'q' },
    currency: { type: 'select', label: L('Waluta', 'Currency', 'Währung', 'Devise'), required: true, default: 'PLN', inList: true, filter: 'eq', options: CURRENCY_OPTIONS },
    termsOfPayment: { type: 'reference', target: 'terms_of_payment', label: L('Termin płatności', 'Terms of payment', 'Zahlungsbedingung', 'Conditions de paiement') },
    deliveryMethod: { type: 'select', label: L('Sposób dostawy', 'Delivery method', 'Lieferart', 'Mode de livraison'), required: true, default: 'STANDARD', options: DELIVERY_METHOD_OPTIONS },
    deliveryDate: { type: 'date', label: L('Data dostawy', 'Delivery date', 'Liefertermin', 'Date de livraison'), inList: true, filter: 'range' },
    shipmentDate: { type: 'date', label: L('Data wysyłki', 'Shipment date', 'Versanddatum', "Date d'expédition") },
    packageMaterial: { type: 'select', label: L('Opakowanie', 'Packaging', 'Verpackung', 'Emballage'), required: true, default: 'Karton', options: PACKAGE_MATERIAL_OPTIONS },
    discountPercent: {
      type: 'number',
      min: 0,
      max: 100,
      decimals: 2,
      default: 0,
      label: L('Rabat %', 'Discount %', 'Rabatt %', 'Remise %'),
      help: L('Rabat, z którym dodawane są nowe pozycje', 'The discount new lines start with', 'Der Rabatt neuer Positionen', 'La remise des nouvelles lignes'),
    },
    comment: { type: 'longText', label: common.comment, maxLength: 4000 },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marquée pour suppression'), readOnly: true, filter: 'eq' },
    sumNetto: { ...sum(L('Wartość netto', 'Net total', 'Nettosumme', 'Total HT')), inList: true },
    sumVat: sum(L('VAT', 'VAT', 'MwSt.', 'TVA')),
    sumBrutto: { ...sum(L('Wartość brutto', 'Gross total', 'Bruttosumme', 'Total TTC')), inList: true },
    discountSum: sum(L('Suma rabatów', 'Discounts', 'Rabatte', 'Remises')),
    author: { type: 'reference', target: 'user', label: L('Autor', 'Author', 'Autor', 'Auteur'), readOnly: true },
    customerRequestId: { type: 'reference', target: 'customer_request', onDelete: 'set null', readOnly: true, label: L('Zapytanie ofertowe', 'Offer request', 'Angebotsanfrage', "Demande d'offre") },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true, inList: true, filter: 'range' },
    products: {
      type: 'lines',
      label: L('Pozycje', 'Lines', 'Positionen', 'Lignes'),
      table: 'sales_order_product',
      parentKey: 'orderId',
      orderKey: 'lineIndex',
      max: 1000,
      editableFlag: 'editable',
      fields: {
        productId: { type: 'reference', target: 'product', shows: ['code', 'name'], required: true, label: L('Produkt', 'Product', 'Produkt', 'Produit') },
        description: { type: 'text', maxLength: 1000, label: common.description, help: L('Produkt konfigurowalny: budowany z wybranych parametrów', 'A configured product: built from the chosen parameters', 'Konfiguriertes Produkt: aus den gewählten Parametern', 'Produit configuré : construit à partir des paramètres choisis') },
        // The chosen parameters read as "Kolor: Biały, Szyba: 4/16/4", the price lines as "Okno: 1200.00; Montaż: 150.00".
        choosenParameters: {
          type: 'json',
          max: 50,
          itemText: { name: 'param.name', value: 'valueLabel', separator: ', ' },
          label: L('Konfiguracja', 'Configuration', 'Konfiguration', 'Configuration'),
          hiddenByDefault: true,
        },
        prices: { type: 'json', max: 60, hiddenByDefault: true, itemText: { name: 'description', value: 'sum', decimals: 2, separator: '; ' }, label: L('Linie cenowe', 'Price lines', 'Preiszeilen', 'Lignes de prix') },
        quantity: { type: 'number', min: 0.001, max: 1_000_000, decimals: 3, default: 1, required: true, label: L('Ilość', 'Quantity', 'Menge', 'Quantité') },
        numberOfPieces: { type: 'number', integer: true, min: 1, max: 100_000, default: 1, label: L('Sztuk', 'Pieces', 'Stück', 'Pièces') },
        length: { type: 'number', integer: true, min: 0, max: 100_000, label: L('Długość [mm]', 'Length [mm]', 'Länge [mm]', 'Longueur [mm]') },
        height: { type: 'number', integer: true, min: 0, max: 100_000, label: L('Wysokość [mm]', 'Height [mm]', 'Höhe [mm]', 'Hauteur [mm]') },
        price: { type: 'money', min: 0, required: true, default: 0, label: L('Cena netto', 'Net price', 'Nettopreis', 'Prix net') },
        discountPercent: { type: 'number', min: 0, max: 100, decimals: 2, default: 0, label: L('Rabat %', 'Discount %', 'Rabatt %', 'Remise %') },
        vat: { type: 'select', required: true, default: 23, options: VAT_OPTIONS, label: L('VAT', 'VAT', 'MwSt.', 'TVA') },
        discountSum: sum(L('Rabat', 'Discount', 'Rabatt', 'Remise')),
        sumNetto: sum(L('Netto', 'Net', 'Netto', 'HT')),
        sumVat: sum(L('VAT', 'VAT', 'MwSt.', 'TVA')),
        sumBrutto: sum(L('Brutto', 'Gross', 'Brutto', 'TTC')),
      },
    },
  },
  layout: [
    { title: L('Zamówienie', 'Order', 'Auftrag', 'Commande'), fields: ['numberStr', 'status', 'customerId', 'reference', 'project', 'currency', 'termsOfPayment', 'discountPercent'] },
    { title: L('Dostawa', 'Delivery', 'Lieferung', 'Livraison'), fields: ['deliveryMethod', 'deliveryDate', 'shipmentDate', 'packageMaterial'] },
    { title: L('Pozycje', 'Lines', 'Positionen', 'Lignes'), fields: ['products'] },
    { title: L('Uwagi', 'Comment', 'Bemerkung', 'Commentaire'), fields: ['comment'] },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
});
