import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../i18n/formats';
import type { TextKey } from './texts';

type Row = Record<string, unknown>;

/** Shown only when the reclamation has a separate invoice address (`inv_address`). */
export const INVOICE_ADDRESS_FIELDS: readonly string[] = ['post_code_inv', 'city_inv', 'address_inv'];

/** The fields of a layout section the form shows for the current value of `inv_address`. */
export const shownFields = (fields: readonly string[], invAddress: unknown): string[] =>
  invAddress ? [...fields] : fields.filter((key) => !INVOICE_ADDRESS_FIELDS.includes(key));

const formatted = (value: unknown, format: string): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
};

/** The parameters of `reclamationTitle` ("Nr %{number} od %{date}", spec §9). */
export const reclamationTitleArgs = (record: Row) => ({
  number: record.number ? String(record.number) : `#${record.id}`,
  date: formatted(record.input_date, DATE_FORMAT) || '—',
});

/**
 * History action types (spec §3): 0 not chosen, 1 status change, 2 comment, 3 file, 4 decision,
 * 5 service order, 6 reminder; each with the theme colour of its mark.
 */
/** Action types 0–6 are the spec's; 7 is a business process's step (server/core/workflow/engine.ts). */
export const ACTION_COLORS = ['grey.500', 'primary.main', 'info.main', 'secondary.main', 'warning.main', 'success.main', 'error.main', 'info.dark'] as const;
export type ActionType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** An unknown action type reads as "not chosen". */
export const actionType = (value: unknown): ActionType => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < ACTION_COLORS.length ? (n as ActionType) : 0;
};

export const actionLabelKey = (type: ActionType): TextKey => `reclamationAction${type}`;

/** What a reminder (action type 6) adds to its entry: the day it is due on and whether it is done. */
export type ReminderState = {
  /** The event's id, for marking it done. */
  id: number;
  /** The day it is due on, DD.MM.YYYY. */
  due: string;
  /** When it was marked done (DD.MM.YYYY HH:mm:ss), undefined while open. */
  doneWhen?: string;
  /** Open and set by the current user: only they may mark it done. */
  canMarkDone: boolean;
};

export type HistoryEntry = {
  id: string;
  type: ActionType;
  labelKey: TextKey;
  color: (typeof ACTION_COLORS)[number];
  description: string;
  user?: string;
  when: string;
  reminder?: ReminderState;
};

const time = (value: unknown) => (typeof value === 'string' || value instanceof Date ? dayjs(value).valueOf() || 0 : 0);

const reminderState = (event: Row, currentUserId: unknown): ReminderState | undefined => {
  const due = formatted(event.remind_at, DATE_FORMAT);
  const id = Number(event.id);
  // A type 6 event written without a day (the generic history call) is an ordinary entry.
  if (!due || !Number.isInteger(id)) return undefined;
  const doneWhen = event.done_at ? formatted(event.done_at, DATETIME_FORMAT) || undefined : undefined;
  const own = currentUserId !== undefined && currentUserId !== null && event.user_id !== null && event.user_id !== undefined && String(event.user_id) === String(currentUserId);
  return { id, due, doneWhen, canMarkDone: !event.done_at && own };
};

/**
 * The history of a reclamation, newest first (ties: the later id first), ready to show. Reminders
 * carry their day and state; `currentUserId` tells which open ones the viewer may mark done.
 */
export const historyEntries = (history: unknown, currentUserId?: unknown): HistoryEntry[] =>
  (Array.isArray(history) ? history.filter((e): e is Row => typeof e === 'object' && e !== null) : [])
    .map((event, index) => ({ event, index, at: time(event.createdAt), id: Number(event.id) || 0 }))
    .sort((a, b) => b.at - a.at || b.id - a.id || a.index - b.index)
    .map(({ event, index }) => {
      const type = actionType(event.action_type);
      return {
        id: event.id === undefined ? `new-${index}` : String(event.id),
        type,
        labelKey: actionLabelKey(type),
        color: ACTION_COLORS[type],
        description: typeof event.description === 'string' ? event.description : '',
        user: typeof event.user_name === 'string' && event.user_name !== '' ? event.user_name : undefined,
        when: formatted(event.createdAt, DATETIME_FORMAT),
        ...(type === 6 ? { reminder: reminderState(event, currentUserId) } : {}),
      };
    });

/** The day `offset` days from `now`, as YYYY-MM-DD (what a date field holds). */
export const localDay = (offset: number, now: Date = new Date()): string => dayjs(now).add(offset, 'day').format('YYYY-MM-DD');

/** The day a new reminder is proposed for: tomorrow. */
export const defaultReminderDay = (now: Date = new Date()): string => localDay(1, now);
