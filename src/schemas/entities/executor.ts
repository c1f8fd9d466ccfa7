import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * Who does the work (spec §3 "Executor"): a person, usually linked to a user account (one executor
 * per user, `GET /executorbyuser/{id}`), or a team without an account. A task is assigned to an
 * executor or to a role (spec §6). Marked executors stay on their tasks but are offered no more.
 */
export const executor = defineEntity({
  name: 'executor',
  label: { one: L('Wykonawca', 'Executor', 'Bearbeiter', 'Exécutant'), many: L('Wykonawcy zadań', 'Task executors', 'Aufgabenbearbeiter', 'Exécutants des tâches'), create: { pl: 'Nowy wykonawca', en: 'New executor', de: 'Neuer Bearbeiter', fr: 'Nouvel exécutant' } },
  menu: 'administration/bp/executors',
  detail: 'administration/bp/executor-detail',
  access: 'executors',
  endpoints: restEndpoints('executor'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    code: { type: 'text', label: common.code, required: true, maxLength: 30, unique: true, inList: true, filter: 'q' },
    name: { type: 'text', label: common.name, required: true, maxLength: 100, inList: true, filter: 'q' },
    userId: { type: 'reference', target: 'user', label: L('Konto użytkownika', 'User account', 'Benutzerkonto', 'Compte utilisateur'), unique: true, onDelete: 'set null', inList: true },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marqué pour suppression'), default: false, inList: true, filter: 'eq' },
    uuid: { type: 'uuid', readOnly: true, label: L('UUID', 'UUID', 'UUID', 'UUID') },
  },
  defaultSort: { field: 'name', order: 'ASC' },
});
