import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * A group of executors a task can be given to as a whole (spec §3 "Executor role": its executors
 * list): every member sees the role's tasks, and the one who accepts a task takes it.
 */
export const executorRole = defineEntity({
  name: 'executor_role',
  label: { one: L('Rola wykonawców', 'Executor role', 'Bearbeiterrolle', "Rôle d'exécutants"), many: L('Role wykonawców', 'Executor roles', 'Bearbeiterrollen', "Rôles d'exécutants"), create: { pl: 'Nowa rola wykonawców', en: 'New executor role', de: 'Neue Bearbeiterrolle', fr: "Nouveau rôle d'exécutants" } },
  menu: 'administration/bp/executor-roles',
  detail: 'administration/bp/executor-role-detail',
  access: 'executors',
  endpoints: restEndpoints('executor_role'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 100, unique: true, inList: true, filter: 'q' },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marqué pour suppression'), default: false, inList: true, filter: 'eq' },
    uuid: { type: 'uuid', readOnly: true, label: L('UUID', 'UUID', 'UUID', 'UUID') },
    executors: {
      type: 'lines',
      label: L('Wykonawcy', 'Executors', 'Bearbeiter', 'Exécutants'),
      table: 'executor_role_member',
      parentKey: 'executorRoleId',
      orderKey: 'lineIndex',
      max: 200,
      fields: { executorId: { type: 'reference', target: 'executor', onDelete: 'cascade', required: true, label: L('Wykonawca', 'Executor', 'Bearbeiter', 'Exécutant') } },
    },
  },
  defaultSort: { field: 'name', order: 'ASC' },
});
