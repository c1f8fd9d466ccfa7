import { salesOrder } from '../entities/salesOrder';
import { defineReport } from './definition';

const created = { pl: 'Data utworzenia', en: 'Date created', de: 'Erstellungsdatum', fr: 'Date de création' };

/**
 * The order-list report (spec §3 "Order-list report columns", §7 `POST /reports/orders`): customer
 * orders grouped by up to seven of customer, status, currency, author, month or year created,
 * terms of payment and delivery method, with their count and net, VAT and gross totals. Client
 * users see their customers' orders.
 */
export const orderListReport = defineReport({
  module: 'orders',
  source: salesOrder,
  customerScope: 'customerId',
  texts: {
    title: { pl: 'Raport zamówień', en: 'Order report', de: 'Auftragsbericht', fr: 'Rapport des commandes' },
    menu: { pl: 'Raport zamówień', en: 'Order report', de: 'Auftragsbericht', fr: 'Rapport des commandes' },
    total: { pl: 'Razem: %{count} zamówień', en: 'Total: %{count} orders', de: 'Gesamt: %{count} Aufträge', fr: 'Total : %{count} commandes' },
    empty: { pl: 'Brak zamówień spełniających warunki.', en: 'No orders match the filters.', de: 'Keine Aufträge entsprechen den Filtern.', fr: 'Aucune commande ne correspond aux filtres.' },
    noGroups: { pl: 'Bez grupowania: sama lista zamówień.', en: 'No grouping: the plain list of orders.', de: 'Keine Gruppierung: nur die Liste der Aufträge.', fr: 'Sans regroupement : la simple liste des commandes.' },
  },
  fileName: 'raport-zamowien',
  groups: [
    { key: 'customer', field: 'customerId' },
    // Statuses in the order an order moves through them, not alphabetically.
    { key: 'status', field: 'status', order: 'options' },
    { key: 'currency', field: 'currency', order: 'options' },
    { key: 'author', field: 'author' },
    { key: 'month', field: 'createdAt', derive: 'month', label: { pl: 'Miesiąc utworzenia', en: 'Month created', de: 'Erstellungsmonat', fr: 'Mois de création' } },
    { key: 'year', field: 'createdAt', derive: 'year', label: { pl: 'Rok utworzenia', en: 'Year created', de: 'Erstellungsjahr', fr: 'Année de création' } },
    { key: 'termsOfPayment', field: 'termsOfPayment' },
    { key: 'deliveryMethod', field: 'deliveryMethod', order: 'options' },
  ],
  filters: [
    { key: 'customer', kind: 'ids', field: 'customerId' },
    { key: 'status', kind: 'ids', field: 'status' },
    { key: 'currency', kind: 'ids', field: 'currency' },
    { key: 'createdAt', kind: 'period', fields: ['createdAt'], label: created },
    { key: 'deliveryDate', kind: 'period', fields: ['deliveryDate'] },
    { key: 'markedToDelete', kind: 'flag', field: 'markedToDelete' },
  ],
  columns: [
    { key: 'number', field: 'numberStr', width: 18 },
    { key: 'createdAt', field: 'createdAt', label: created, width: 18 },
    { key: 'customer', field: 'customerId', width: 28 },
    { key: 'author', field: 'author', width: 20 },
    { key: 'currency', field: 'currency', width: 8 },
    { key: 'sumBrutto', field: 'sumBrutto', width: 14 },
    { key: 'sumVat', field: 'sumVat', width: 12 },
    { key: 'sumNetto', field: 'sumNetto', width: 14 },
    { key: 'status', field: 'status', hidden: true },
  ],
  sums: ['sumBrutto', 'sumVat', 'sumNetto'],
  detailOrder: ['createdAt'],
});
