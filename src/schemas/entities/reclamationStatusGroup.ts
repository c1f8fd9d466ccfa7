import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationStatusGroup = defineEntity({
  name: 'reclamation_status_group',
  label: {
    one: { pl: 'Grupa statusów', en: 'Status group', de: 'Statusgruppe', fr: 'Groupe de statuts' },
    many: { pl: 'Grupy statusów', en: 'Status groups', de: 'Statusgruppen', fr: 'Groupes de statuts' },

    create: { pl: 'Nowa grupa statusów', en: 'New status group', de: 'Neue Statusgruppe', fr: 'Nouveau groupe de statuts' },
  },
  menu: 'reclcatalogs/statusgroups',
  endpoints: verbEndpoints('reclamationstatusgroup'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
