import { defineEntity, L, restEndpoints } from '../core';

/**
 * A note to one user inside the portal (spec §2: the top bar's notifications, crm/internalmessages,
 * im-details): a new task for the user or one of their roles, a task's result sent to whoever
 * assigned it. Everyone reads only their own: the generic routes run the hooks of
 * `server/modules/processes/routes/internalMessages.ts`.
 */
export const internalMessage = defineEntity({
  name: 'internal_message',
  label: { one: L('Wiadomość wewnętrzna', 'Internal message', 'Interne Nachricht', 'Message interne'), many: L('Wiadomości wewnętrzne', 'Internal messages', 'Interne Nachrichten', 'Messages internes'), create: { pl: 'Nowa wiadomość wewnętrzna', en: 'New internal message', de: 'Neue interne Nachricht', fr: 'Nouveau message interne' } },
  menu: 'crm/internalmessages',
  inMenu: false,
  detail: 'im-details',
  access: 'internalTasks',
  endpoints: restEndpoints('internal_message'),
  recordRepresentation: 'title',
  userScope: ['userId', 'senderId'],
  fields: {
    id: { type: 'id' },
    title: { type: 'text', label: L('Temat', 'Subject', 'Betreff', 'Objet'), required: true, maxLength: 200, inList: true, filter: 'q' },
    text: { type: 'longText', label: L('Treść', 'Text', 'Text', 'Texte'), maxLength: 10_000 },
    userId: { type: 'reference', target: 'user', onDelete: 'cascade', label: L('Do', 'To', 'An', 'À'), required: true },
    senderId: { type: 'reference', target: 'user', onDelete: 'set null', label: L('Od', 'From', 'Von', 'De'), readOnly: true, inList: true },
    taskId: { type: 'reference', target: 'task', onDelete: 'cascade', label: L('Zadanie', 'Task', 'Aufgabe', 'Tâche'), readOnly: true, inList: true },
    isRead: { type: 'boolean', label: L('Przeczytana', 'Read', 'Gelesen', 'Lu'), default: false, readOnly: true, inList: true, filter: 'eq' },
    createdAt: { type: 'datetime', label: L('Otrzymano', 'Received', 'Empfangen', 'Reçu le'), readOnly: true, inList: true, filter: 'range' },
  },
  layout: [{ fields: ['userId', 'title', 'text'] }],
  defaultSort: { field: 'id', order: 'DESC' },
});
