/**
 * The reclamations' calls beyond a record's own reads and writes (spec §7 "Reclamations"):
 *
 *   comment           POST /api/createreclamationhistoryevent   { reclamation_id, action_type: 2, description }
 *   add a reminder    POST /api/reclamations/{id}/reminders     { remind_at, description }
 *   due reminders     GET  /api/reminders/due
 *   reminder done     POST /api/reminders/{id}/done
 *   statistics        GET  /api/reclamations/statistics?dateFrom&dateTo
 *   protocol          GET  /api/reclamation/{id}/protocol/{kind}
 */
import type { ReclamationStatistics } from '../schemas/statistics';
import { apiData, httpClient } from './httpClient';

/** Adds an event to a reclamation's history (a comment is action type 2). */
export const addHistoryEvent = (event: { reclamation_id: number | string; action_type: number; description: string }): Promise<unknown> =>
  httpClient('/createreclamationhistoryevent', { method: 'POST', body: event });

export const addReminder = (reclamationId: number | string, reminder: { remind_at: string; description: string }): Promise<unknown> =>
  httpClient(`/reclamations/${reclamationId}/reminders`, { method: 'POST', body: reminder });

/** The caller's open reminders due by today, as `GET /api/reminders/due` answers them. */
export type DueReminder = {
  id: number;
  reclamation_id: number;
  number: string | null;
  customer_name: string | null;
  remind_at: string;
  description: string | null;
};

export const fetchDueReminders = async (): Promise<DueReminder[]> => apiData<DueReminder[]>('/reminders/due');

/** A reminder's own user marks it done. */
export const markReminderDone = (reminderId: number | string): Promise<unknown> => httpClient(`/reminders/${reminderId}/done`, { method: 'POST', body: {} });

/** The statistics of a period (both days are asked for; the caller asks only for a valid period). */
export const fetchReclamationStatistics = async (period: { dateFrom?: string; dateTo?: string }): Promise<ReclamationStatistics> =>
  apiData<ReclamationStatistics>('/reclamations/statistics', { query: { dateFrom: period.dateFrom, dateTo: period.dateTo } });

/** The six printable protocols of a reclamation. */
export const PROTOCOL_KINDS = ['reclamation', 'registrationprotocol', 'decisionprotocol', 'mileageprotocol', 'removalprotocol', 'serviceprotocol'] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number];

// The document model of server/modules/reclamations/protocols/definitions.ts, as the JSON carries it.
export type DocField = { label: string; value: string };
export type DocColumn = { label: string; width: number | '*'; align?: 'left' | 'center' | 'right' };
export type DocBlock =
  | { type: 'fields'; title: string; fields: DocField[] }
  | { type: 'table'; title: string; columns: DocColumn[]; rows: string[][]; empty?: string }
  | { type: 'text'; title: string; text: string; lines: number }
  | { type: 'checks'; title: string; items: { label: string; checked: boolean }[] }
  | { type: 'note'; text: string };
export type ProtocolDocument = {
  kind: ProtocolKind;
  title: string;
  subtitle: string;
  number: string;
  firm: { name: string; lines: string[] };
  printedOn: string;
  parties: { title: string; fields: DocField[] }[];
  blocks: DocBlock[];
  signatures: string[];
  place: string;
};

/** GET /api/reclamation/{id}/protocol/{kind}: the document the page draws. */
export const fetchProtocol = async (reclamationId: number | string, kind: ProtocolKind): Promise<ProtocolDocument> =>
  (await apiData<{ document: ProtocolDocument }>(`/reclamation/${reclamationId}/protocol/${kind}`)).document;
