import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationPerpetrator = defineEntity({
  name: 'reclamation_perpetrator',
  label: {
    one: { pl: 'Sprawca', en: 'Perpetrator', de: 'Verursacher', fr: 'Responsable' },
    many: { pl: 'Sprawcy', en: 'Perpetrators', de: 'Verursacher', fr: 'Responsables' },

    create: { pl: 'Nowy sprawca', en: 'New perpetrator', de: 'Neuer Verursacher', fr: 'Nouveau responsable' },
  },
  menu: 'reclcatalogs/reclperpetrators',
  endpoints: verbEndpoints('reclamationperpetrator'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
