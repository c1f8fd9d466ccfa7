import { common, defineEntity, L, restEndpoints } from '../core';
import { PROJECT_STATUS_OPTIONS } from '../bp/options';

/** A piece of work made of tasks (spec §3 "Project"; its tasks are those with owner type `project`). */
export const project = defineEntity({
  name: 'project',
  label: { one: L('Projekt', 'Project', 'Projekt', 'Projet'), many: L('Projekty', 'Projects', 'Projekte', 'Projets'), create: { pl: 'Nowy projekt', en: 'New project', de: 'Neues Projekt', fr: 'Nouveau projet' } },
  menu: 'projects',
  detail: 'project-detail',
  access: 'projects',
  endpoints: restEndpoints('project'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 200, inList: true, filter: 'q' },
    status: { type: 'select', label: L('Status', 'Status', 'Status', 'Statut'), required: true, default: 'Ongoing', options: PROJECT_STATUS_OPTIONS, inList: true, filter: 'eq' },
    progressValue: { type: 'number', integer: true, min: 0, max: 100, default: 0, label: L('Postęp %', 'Progress %', 'Fortschritt %', 'Avancement %'), inList: true },
    startDate: { type: 'date', label: L('Początek', 'Start', 'Beginn', 'Début'), inList: true, filter: 'range' },
    endDate: { type: 'date', label: L('Koniec', 'End', 'Ende', 'Fin'), inList: true, filter: 'range' },
    description: { type: 'longText', label: common.description, maxLength: 10_000 },
    comments: { type: 'longText', label: common.comment, maxLength: 10_000 },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true },
  },
  defaultSort: { field: 'id', order: 'DESC' },
});
