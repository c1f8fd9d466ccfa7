import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * A ready-made task (spec §3 "Task template"): choosing it on a new task fills the task's name,
 * description, executor or role and due date (today plus `term` days).
 */
export const taskTemplate = defineEntity({
  name: 'task_template',
  label: { one: L('Szablon zadania', 'Task template', 'Aufgabenvorlage', 'Modèle de tâche'), many: L('Szablony zadań', 'Task templates', 'Aufgabenvorlagen', 'Modèles de tâches'), create: { pl: 'Nowy szablon zadania', en: 'New task template', de: 'Neue Aufgabenvorlage', fr: 'Nouveau modèle de tâche' } },
  menu: 'administration/bp/task-templates',
  detail: 'administration/bp/task-template-detail',
  access: 'executors',
  endpoints: restEndpoints('task_template'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 200, unique: true, inList: true, filter: 'q' },
    description: { type: 'longText', label: common.description, maxLength: 4000 },
    executorId: { type: 'reference', target: 'executor', onDelete: 'set null', label: L('Wykonawca', 'Executor', 'Bearbeiter', 'Exécutant'), inList: true },
    executorRoleId: { type: 'reference', target: 'executor_role', onDelete: 'set null', label: L('Rola wykonawców', 'Executor role', 'Bearbeiterrolle', "Rôle d'exécutants"), inList: true },
    term: {
      type: 'number',
      integer: true,
      min: 0,
      max: 3650,
      default: 0,
      label: L('Termin [dni]', 'Term [days]', 'Frist [Tage]', 'Délai [jours]'),
      help: L('Termin wykonania: tyle dni od dziś', 'Due this many days from today', 'Fällig so viele Tage ab heute', "Échéance : ce nombre de jours à partir d'aujourd'hui"),
      inList: true,
    },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marqué pour suppression'), default: false, filter: 'eq' },
    uuid: { type: 'uuid', readOnly: true, label: L('UUID', 'UUID', 'UUID', 'UUID') },
  },
  defaultSort: { field: 'name', order: 'ASC' },
});
