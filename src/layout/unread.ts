import dayjs from 'dayjs';
import type { HttpClient } from '../dataProvider/httpClient';
import { httpClient } from '../dataProvider/httpClient';
import { DATETIME_MINUTES_FORMAT } from '../i18n/formats';

/** One unread note as `GET /api/internal_message/unread` lists it (the newest 20). */
export type UnreadMessage = { id: number; title: string; text: string | null; taskId: number | null; createdAt: string; senderName: string | null };
/** The newest unread notes and how many there are in all. */
export type Unread = { rows: UnreadMessage[]; count: number };

export type NotificationItem = { id: number; title: string; when: string; sender?: string; taskId?: number };

/** The top bar's query: polled every minute and whenever the window regains focus. */
export const UNREAD_KEY = ['internal_message', 'unread'] as const;
export const UNREAD_POLL_MS = 60 * 1000;

export const loadUnread = async (http: HttpClient = httpClient): Promise<Unread> => {
  const answer = (await http('/internal_message/unread')) as { responseData: Unread };
  return { rows: answer.responseData.rows ?? [], count: answer.responseData.count ?? 0 };
};

/** `POST /api/internal_message/read_all`: every note of the user read ("Clear all"). */
export const readAll = (http: HttpClient = httpClient) => http('/internal_message/read_all', { method: 'POST', body: {} });

/** The notes as the list shows them: the title, when (DD.MM.YYYY HH:mm) and from whom. */
export const notificationItems = (rows: readonly UnreadMessage[]): NotificationItem[] =>
  rows.map((row) => ({
    id: row.id,
    title: row.title,
    when: dayjs(row.createdAt).isValid() ? dayjs(row.createdAt).format(DATETIME_MINUTES_FORMAT) : '',
    sender: row.senderName || undefined,
    taskId: row.taskId ?? undefined,
  }));

/** The answer with one note gone (it was opened, which reads it). */
export const withoutMessage = (unread: Unread | undefined, id: number): Unread | undefined =>
  unread && unread.rows.some((row) => row.id === id)
    ? { rows: unread.rows.filter((row) => row.id !== id), count: Math.max(0, unread.count - 1) }
    : unread;

/** `POST /api/internal_message/{id}/read`: one note read by its recipient (opening it). */
export const markRead = (id: number, http: HttpClient = httpClient) => http(`/internal_message/${id}/read`, { method: 'POST', body: {} });
