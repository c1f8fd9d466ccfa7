import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

/** A calendar day or a point in time: how a picker reads and writes the form's value. */
export type DateKind = 'date' | 'datetime';

/** What a date field holds and the API takes: a day as YYYY-MM-DD. */
export const API_DATE = 'YYYY-MM-DD';
/** What a point in time is sent as once edited: the wall-clock minute, YYYY-MM-DDTHH:mm (as the portal always sent it). */
export const API_DATETIME = 'YYYY-MM-DDTHH:mm';
/** Spec §9: a day is typed and read as DD.MM.YYYY, a point in time as DD.MM.YYYY HH:mm, in every language. */
export const PICKER_FORMAT: Record<DateKind, string> = { date: 'DD.MM.YYYY', datetime: 'DD.MM.YYYY HH:mm' };

/** Kept in the form while a typed date is incomplete or impossible (31.02.2026): the validator names it. */
export const UNFINISHED_DATE = 'unfinished-date';

/** The form's value (a day, an ISO time from the API, a `Date`) as the picker's; empty or unreadable is none. */
export const toPickerValue = (value: unknown): Dayjs | null => {
  if (value === null || value === undefined || value === '' || value === UNFINISHED_DATE) return null;
  if (!(typeof value === 'string' || value instanceof Date)) return null;
  // dayjs reads YYYY-MM-DD as local midnight (a day stays that day wherever the browser is) and an ISO time with its zone.
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

/** The picker's value as the form keeps it and the API takes it; none is `null`, an unfinished one the marker. */
export const toFormValue = (value: Dayjs | null, kind: DateKind): string | null => {
  if (value === null) return null;
  if (!value.isValid()) return UNFINISHED_DATE;
  return value.format(kind === 'date' ? API_DATE : API_DATETIME);
};

/** Whether the form's value and the picker's mean the same (so an outside change is told from the picker's own). */
export const sameValue = (formValue: unknown, picked: Dayjs | null, kind: DateKind): boolean => {
  const shown = toPickerValue(formValue);
  if (shown === null || picked === null || !picked.isValid()) return shown === null && (picked === null || !picked.isValid());
  return shown.isSame(picked, kind === 'date' ? 'day' : 'minute');
};
