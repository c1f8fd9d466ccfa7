import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationType = defineEntity({
  name: 'reclamation_type',
  label: {
    one: { pl: 'Typ reklamacji', en: 'Reclamation type', de: 'Reklamationsart', fr: 'Type de réclamation' },
    many: { pl: 'Typy reklamacji', en: 'Reclamation types', de: 'Reklamationsarten', fr: 'Types de réclamation' },

    create: { pl: 'Nowy typ reklamacji', en: 'New reclamation type', de: 'Neue Reklamationsart', fr: 'Nouveau type de réclamation' },
  },
  menu: 'reclcatalogs/recltypes',
  endpoints: verbEndpoints('reclamationtype'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
