import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationReason = defineEntity({
  name: 'reclamation_reason',
  label: {
    one: { pl: 'Przyczyna', en: 'Reclamation reason', de: 'Reklamationsgrund', fr: 'Motif de réclamation' },
    many: { pl: 'Przyczyny', en: 'Reclamation reasons', de: 'Reklamationsgründe', fr: 'Motifs de réclamation' },

    create: { pl: 'Nowa przyczyna', en: 'New reclamation reason', de: 'Neuer Reklamationsgrund', fr: 'Nouveau motif de réclamation' },
  },
  menu: 'reclcatalogs/reclreasons',
  endpoints: verbEndpoints('reclamationreason'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
