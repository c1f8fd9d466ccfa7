import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationDecision = defineEntity({
  name: 'reclamation_decision',
  label: {
    one: { pl: 'Decyzja', en: 'Decision', de: 'Entscheidung', fr: 'Décision' },
    many: { pl: 'Decyzje', en: 'Decisions', de: 'Entscheidungen', fr: 'Décisions' },

    create: { pl: 'Nowa decyzja', en: 'New decision', de: 'Neue Entscheidung', fr: 'Nouvelle décision' },
  },
  menu: 'reclcatalogs/decisionslist',
  endpoints: verbEndpoints('reclamationdecision'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
