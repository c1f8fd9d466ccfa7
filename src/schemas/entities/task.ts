import { common, defineEntity, L, restEndpoints } from '../core';
import { EMAIL_BODY_TYPE_OPTIONS, IMPORTANCE_ALIASES, IMPORTANCE_OPTIONS, TASK_OWNER_OPTIONS } from '../bp/options';

/**
 * A task (spec §3 "Task", §4 "Task"): numbered by the task numerator, assigned to an executor or a
 * role (spec §6), accepted, executed with a result (or its execution cancelled), possibly part of
 * a business process (`bpExemplarId`, `stageId`: executing it moves the process on) and belonging
 * to a record (`ownerType`, `ownerId`). Who sees a task depends on who the caller is: the generic
 * routes run the hooks of `server/modules/processes/routes/tasks.ts`, which also holds its actions.
 */
export const task = defineEntity({
  name: 'task',
  label: { one: L('Zadanie', 'Task', 'Aufgabe', 'Tâche'), many: L('Zadania', 'Tasks', 'Aufgaben', 'Tâches'), create: { pl: 'Nowe zadanie', en: 'New task', de: 'Neue Aufgabe', fr: 'Nouvelle tâche' } },
  menu: 'tasks',
  detail: 'tasks-detail',
  access: 'internalTasks',
  endpoints: restEndpoints('task'),
  recordRepresentation: 'number',
  fields: {
    id: { type: 'id' },
    number: { type: 'text', label: L('Numer', 'Number', 'Nummer', 'Numéro'), maxLength: 40, readOnly: true, inList: true, filter: 'q', indexed: true },
    name: { type: 'text', label: L('Temat', 'Subject', 'Betreff', 'Objet'), required: true, maxLength: 200, inList: true, filter: 'q' },
    importance: { type: 'select', label: L('Ważność', 'Importance', 'Wichtigkeit', 'Importance'), required: true, default: 'NOT_SET', options: IMPORTANCE_OPTIONS, aliases: IMPORTANCE_ALIASES, inList: true, filter: 'eq' },
    executorId: { type: 'reference', target: 'executor', onDelete: 'set null', zeroIsNone: true, label: L('Wykonawca', 'Executor', 'Bearbeiter', 'Exécutant'), inList: true, filter: 'eq' },
    executorRoleId: { type: 'reference', target: 'executor_role', onDelete: 'set null', zeroIsNone: true, label: L('Rola wykonawców', 'Executor role', 'Bearbeiterrolle', "Rôle d'exécutants"), inList: true, filter: 'eq' },
    taskTemplateId: { type: 'reference', target: 'task_template', onDelete: 'set null', label: L('Szablon', 'Template', 'Vorlage', 'Modèle') },
    date: { type: 'datetime', default: 'now', label: L('Data zadania', 'Task date', 'Aufgabendatum', 'Date de la tâche'), inList: true, filter: 'range' },
    executionPeriod: { type: 'datetime', label: L('Termin wykonania', 'Due', 'Fällig', 'Échéance'), inList: true, filter: 'range' },
    description: { type: 'longText', label: common.description, maxLength: 10_000 },
    comment: { type: 'longText', label: common.comment, maxLength: 4000 },
    customerId: { type: 'reference', target: 'customer', onDelete: 'set null', label: L('Klient', 'Customer', 'Kunde', 'Client'), filter: 'eq' },
    orderId: { type: 'reference', target: 'sales_order', onDelete: 'set null', label: L('Zamówienie', 'Order', 'Auftrag', 'Commande') },
    subjectString: { type: 'text', label: L('Dotyczy', 'Regarding', 'Betrifft', 'Concerne'), maxLength: 255 },
    ownerType: { type: 'select', label: L('Dokument źródłowy', 'Owning record', 'Bezugsdokument', "Document d'origine"), options: TASK_OWNER_OPTIONS, filter: 'eq' },
    ownerId: { type: 'number', integer: true, min: 1, max: 2_147_483_647, label: L('ID dokumentu', 'Record ID', 'Dokument-ID', 'ID du document'), filter: 'eq' },
    authorId: { type: 'reference', target: 'user', label: L('Zlecający', 'Assigned by', 'Auftraggeber', 'Demandeur'), readOnly: true, filter: 'eq' },
    started: { type: 'datetime', label: L('Przyjęto', 'Accepted at', 'Angenommen am', 'Acceptée le'), readOnly: true },
    executionAccepted: { type: 'boolean', label: L('Przyjęte do wykonania', 'Accepted', 'Angenommen', 'Acceptée'), readOnly: true, filter: 'eq' },
    executed: { type: 'boolean', label: L('Wykonane', 'Executed', 'Erledigt', 'Exécutée'), readOnly: true, inList: true, filter: 'eq' },
    executionDate: { type: 'datetime', label: L('Data wykonania', 'Executed at', 'Erledigt am', 'Exécutée le'), readOnly: true, inList: true, filter: 'range' },
    executionResult: { type: 'longText', label: L('Wynik wykonania', 'Result', 'Ergebnis', 'Résultat'), maxLength: 4000, readOnly: true },
    bpExemplarId: { type: 'number', integer: true, label: L('Proces', 'Process', 'Prozess', 'Processus'), readOnly: true, filter: 'eq' },
    stageId: { type: 'text', label: L('Etap', 'Stage', 'Phase', 'Étape'), maxLength: 50, readOnly: true },
    stageError: { type: 'longText', label: L('Błąd kodu etapu', 'Stage code error', 'Fehler im Phasencode', "Erreur du code de l'étape"), maxLength: 4000, readOnly: true },
    emailTitle: { type: 'text', label: L('Temat e-maila', 'E-mail subject', 'E-Mail-Betreff', "Objet de l'e-mail"), maxLength: 500 },
    emailFrom: { type: 'text', label: L('Nadawca e-maila', 'E-mail from', 'E-Mail-Absender', "Expéditeur de l'e-mail"), maxLength: 320 },
    emailDate: { type: 'datetime', label: L('Data e-maila', 'E-mail date', 'E-Mail-Datum', "Date de l'e-mail") },
    emailBody: { type: 'longText', label: L('Treść e-maila', 'E-mail body', 'E-Mail-Text', "Corps de l'e-mail"), maxLength: 200_000 },
    emailBodyType: { type: 'select', label: L('Format treści', 'Body format', 'Textformat', 'Format du corps'), required: true, default: 'html', options: EMAIL_BODY_TYPE_OPTIONS },
    fromErp: { type: 'boolean', label: L('Z systemu ERP', 'From the ERP', 'Aus dem ERP', "Depuis l'ERP"), readOnly: true },
    markedToDelete: { type: 'boolean', label: L('Do usunięcia', 'Marked for deletion', 'Zum Löschen markiert', 'Marquée pour suppression'), readOnly: true, filter: 'eq' },
    uuid: { type: 'uuid', readOnly: true, label: L('UUID', 'UUID', 'UUID', 'UUID') },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true, inList: true, filter: 'range' },
  },
  layout: [
    { title: L('Zadanie', 'Task', 'Aufgabe', 'Tâche'), fields: ['name', 'importance', 'taskTemplateId', 'date', 'executionPeriod', 'description', 'comment'] },
    { title: L('Wykonawca', 'Executor', 'Bearbeiter', 'Exécutant'), fields: ['executorId', 'executorRoleId'] },
    { title: L('Dotyczy', 'Regarding', 'Betrifft', 'Concerne'), fields: ['customerId', 'orderId', 'subjectString', 'ownerType', 'ownerId'] },
    { title: L('E-mail', 'E-mail', 'E-Mail', 'E-mail'), fields: ['emailTitle', 'emailFrom', 'emailDate', 'emailBodyType', 'emailBody'] },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
});
