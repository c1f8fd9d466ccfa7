import { common, defineEntity, restEndpoints } from '../core';

/** An order to production made from a reclamation (a part to remake, a repair). */
export const reclamationProductionOrder = defineEntity({
  name: 'reclamation_production_order',
  label: {
    one: { pl: 'Zlecenie produkcyjne', en: 'Production order', de: 'Fertigungsauftrag', fr: 'Ordre de fabrication' },
    many: { pl: 'Zlecenia produkcyjne', en: 'Production orders', de: 'Fertigungsaufträge', fr: 'Ordres de fabrication' },

    create: { pl: 'Nowe zlecenie produkcyjne', en: 'New production order', de: 'Neuer Fertigungsauftrag', fr: 'Nouvel ordre de fabrication' },
  },
  menu: 'reclamations/productionorders',
  inMenu: false,
  access: 'reclamation_production_orders',
  endpoints: restEndpoints('reclamationproductionorder'),
  recordRepresentation: 'number',
  fields: {
    id: { type: 'id' },
    reclamation_id: { type: 'reference', target: 'reclamation', label: { pl: 'Reklamacja', en: 'Reclamation', de: 'Reklamation', fr: 'Réclamation' }, required: true, filter: 'eq', onDelete: 'cascade' },
    number: { type: 'text', label: { pl: 'Numer zlecenia', en: 'Order number', de: 'Auftragsnummer', fr: "Numéro d'ordre" }, required: true, maxLength: 40, unique: true, inList: true, filter: 'q' },
    reclamation_subject: { type: 'reference', target: 'reclamation_subject', label: { pl: 'Przedmiot', en: 'Subject', de: 'Gegenstand', fr: 'Objet' }, inList: true },
    description: { type: 'text', label: common.description, maxLength: 500, inList: true },
    quantity: { type: 'number', integer: true, label: { pl: 'Ilość', en: 'Quantity', de: 'Menge', fr: 'Quantité' }, min: 1, max: 1_000_000, default: 1, inList: true },
    due_date: { type: 'date', label: { pl: 'Termin', en: 'Due date', de: 'Termin', fr: 'Échéance' }, inList: true },
    status: {
      type: 'select',
      label: { pl: 'Status', en: 'Status', de: 'Status', fr: 'Statut' },
      default: 'NEW',
      required: true,
      inList: true,
      filter: 'eq',
      options: [
        { id: 'NEW', label: { pl: 'Nowe', en: 'New', de: 'Neu', fr: 'Nouveau' } },
        { id: 'IN_PROGRESS', label: { pl: 'W realizacji', en: 'In progress', de: 'In Arbeit', fr: 'En cours' } },
        { id: 'DONE', label: { pl: 'Wykonane', en: 'Done', de: 'Erledigt', fr: 'Terminé' } },
      ],
    },
  },
  defaultSort: { field: 'id', order: 'ASC' },
});
