import dayjs from 'dayjs';
import type { Unread, UnreadMessage } from '../dataProvider/shell';
import { DATETIME_MINUTES_FORMAT } from '../i18n/formats';

export type NotificationItem = { id: number; title: string; when: string; sender?: string; taskId?: number };

/** The top bar's query: polled every minute and whenever the window regains focus. */
export const UNREAD_KEY = ['internal_message', 'unread'] as const;
export const UNREAD_POLL_MS = 60 * 1000;

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

