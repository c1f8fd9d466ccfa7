/**
 * The shell's calls (the top bar, the command palette, the layout settings):
 *
 *   search            GET /api/search?q
 *   layout settings   GET /api/user/settings, PUT /api/user/settings
 *   unread notes      GET /api/internal_message/unread, POST /api/internal_message/read_all,
 *                     POST /api/internal_message/{id}/read
 *
 * The reminders of the top bar are the reclamations' (reclamations.ts).
 */
import type { ShellSettings } from '../schemas/shellSettings';
import { readShellSettings } from '../schemas/shellSettings';
import type { HttpClient } from './httpClient';
import { httpClient } from './httpClient';

/** A record found by the command palette's search. */
export type RecordHit = { readonly resource: string; readonly id: number; readonly label: string; readonly secondary: string | null };

/** `GET /api/search?q`: records by number or name, of the kinds the user may read. */
export const searchRecords = async (q: string, http: HttpClient = httpClient): Promise<RecordHit[]> =>
  ((await http('/search', { query: { q } })) as { responseData: RecordHit[] }).responseData;

type SettingsAnswer = { responseData: { settings: unknown; saved: boolean } };

/** `GET /api/user/settings`: the user's saved settings, or null when the user has saved none. */
export const loadServerSettings = async (): Promise<ShellSettings | null> => {
  const answer = (await httpClient('/user/settings')) as SettingsAnswer;
  return answer.responseData.saved ? readShellSettings(answer.responseData.settings) : null;
};

/** `PUT /api/user/settings`. */
export const saveServerSettings = (settings: ShellSettings): Promise<unknown> => httpClient('/user/settings', { method: 'PUT', body: settings });

/** One unread note as `GET /api/internal_message/unread` lists it (the newest 20). */
export type UnreadMessage = { id: number; title: string; text: string | null; taskId: number | null; createdAt: string; senderName: string | null };
/** The newest unread notes and how many there are in all. */
export type Unread = { rows: UnreadMessage[]; count: number };

export const loadUnread = async (): Promise<Unread> => {
  const answer = (await httpClient('/internal_message/unread')) as { responseData: Unread };
  return { rows: answer.responseData.rows ?? [], count: answer.responseData.count ?? 0 };
};

/** `POST /api/internal_message/read_all`: every note of the user read ("Clear all"). */
export const readAll = (): Promise<unknown> => httpClient('/internal_message/read_all', { method: 'POST', body: {} });

/** `POST /api/internal_message/{id}/read`: one note read by its recipient (opening it). */
export const markRead = (id: number): Promise<unknown> => httpClient(`/internal_message/${id}/read`, { method: 'POST', body: {} });
