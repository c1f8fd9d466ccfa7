import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationExecutionType = defineEntity({
  name: 'reclamation_execution_type',
  label: {
    one: { pl: 'Sposób realizacji', en: 'Execution type', de: 'Ausführungsart', fr: "Mode d'exécution" },
    many: { pl: 'Sposoby realizacji', en: 'Execution types', de: 'Ausführungsarten', fr: "Modes d'exécution" },

    create: { pl: 'Nowy sposób realizacji', en: 'New execution type', de: 'Neue Ausführungsart', fr: "Nouveau mode d'exécution" },
  },
  menu: 'reclcatalogs/reclexecution',
  endpoints: verbEndpoints('reclamationexecutiontype'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
