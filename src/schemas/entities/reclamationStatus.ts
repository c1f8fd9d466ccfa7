import { common, defineEntity, verbEndpoints } from '../core';

/** The spec names no status fields; a status belongs to a group and may close the case. */
export const reclamationStatus = defineEntity({
  name: 'reclamation_status',
  label: {
    one: { pl: 'Status', en: 'Status', de: 'Status', fr: 'Statut' },
    many: { pl: 'Statusy', en: 'Statuses', de: 'Status', fr: 'Statuts' },

    create: { pl: 'Nowy status', en: 'New status', de: 'Neuer Status', fr: 'Nouveau statut' },
  },
  menu: 'reclcatalogs/reclstates',
  endpoints: verbEndpoints('reclamationstatus'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id', inList: true },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
    statusGroupId: {
      type: 'reference',
      target: 'reclamation_status_group',
      label: { pl: 'Grupa statusów', en: 'Status group', de: 'Statusgruppe', fr: 'Groupe de statuts' },
      inList: true,
      filter: 'eq',
    },
    color: { type: 'text', format: 'color', label: common.color, maxLength: 7, inList: true },
    isFinal: {
      type: 'boolean',
      label: { pl: 'Zamyka reklamację', en: 'Closes the reclamation', de: 'Schließt die Reklamation', fr: 'Clôt la réclamation' },
      inList: true,
      filter: 'eq',
    },
  },
});
