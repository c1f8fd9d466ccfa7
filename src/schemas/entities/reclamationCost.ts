import { common, defineEntity, restEndpoints } from '../core';

/** A cost of handling a reclamation, per cost article; listed inside the reclamation. */
export const reclamationCost = defineEntity({
  name: 'reclamation_cost',
  label: {
    one: { pl: 'Koszt reklamacji', en: 'Reclamation cost', de: 'Reklamationskosten', fr: 'Coût de réclamation' },
    many: { pl: 'Koszty reklamacji', en: 'Reclamation costs', de: 'Reklamationskosten', fr: 'Coûts de réclamation' },

    create: { pl: 'Nowy koszt reklamacji', en: 'New reclamation cost', de: 'Neuer Reklamationskostenposten', fr: 'Nouveau coût de réclamation' },
  },
  menu: 'reclamations/costs',
  inMenu: false,
  access: 'reclamation_costs',
  endpoints: restEndpoints('reclamationcost'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    reclamation_id: { type: 'reference', target: 'reclamation', label: { pl: 'Reklamacja', en: 'Reclamation', de: 'Reklamation', fr: 'Réclamation' }, required: true, filter: 'eq', onDelete: 'cascade' },
    cost_article: { type: 'reference', target: 'reclamation_cost_article', label: { pl: 'Rodzaj kosztu', en: 'Cost type', de: 'Kostenart', fr: 'Type de coût' }, required: true, inList: true, filter: 'eq' },
    description: { type: 'text', label: common.description, maxLength: 200, inList: true },
    cost_date: { type: 'date', label: { pl: 'Data', en: 'Date', de: 'Datum', fr: 'Date' }, default: 'today', inList: true },
    quantity: { type: 'number', label: { pl: 'Ilość', en: 'Quantity', de: 'Menge', fr: 'Quantité' }, min: 0, max: 1_000_000, default: 1, inList: true },
    unit_price: { type: 'money', label: { pl: 'Cena jedn.', en: 'Unit price', de: 'Einzelpreis', fr: 'Prix unitaire' }, min: 0, default: 0, inList: true },
    amount: { type: 'money', label: { pl: 'Kwota', en: 'Amount', de: 'Betrag', fr: 'Montant' }, min: 0, default: 0, required: true, inList: true },
  },
  defaultSort: { field: 'cost_date', order: 'ASC' },
});
