/** Dates as spec §9 shows them: DD.MM.YYYY, with HH:mm:ss for points in time. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATETIME_FORMAT = 'DD.MM.YYYY HH:mm:ss';
/** A point in time without seconds (spec §9: a task's due date in lists, the notifications' times). */
export const DATETIME_MINUTES_FORMAT = 'DD.MM.YYYY HH:mm';
