/**
 * A calendar day as the API and the forms write it: 'YYYY-MM-DD'. The one check of a date, for the
 * client and the server alike (entity fields, periods of the analytics and the statistics, report filters).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The years a day may fall in: before or after them it is a typing slip, not a date of the business. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** True for a real calendar day written 'YYYY-MM-DD' between 1900 and 2999 (2026-02-30, 2026-13-01 and 26-01-01 are not). */
export const isCalendarDay = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= FIRST_YEAR && y <= LAST_YEAR && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

const MOMENT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A point in time as the portal writes it in every language: DD.MM.YYYY HH:mm in Polish time
 * (the day alone at midnight when `dayAtMidnight`).
 */
export const portalMoment = (moment: Date, dayAtMidnight = false): string => {
  const parts = Object.fromEntries(MOMENT.formatToParts(moment).map((part) => [part.type, part.value]));
  const day = `${parts.day}.${parts.month}.${parts.year}`;
  return dayAtMidnight && parts.hour === '00' && parts.minute === '00' ? day : `${day} ${parts.hour}:${parts.minute}`;
};

/** A day as people write it: DD.MM.YYYY (or D.M.YYYY) or YYYY-MM-DD; as the API takes it, or none when it is no calendar day. */
export const typedDay = (text: string): string | undefined => {
  const polish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const day = polish ? `${polish[3]}-${polish[2].padStart(2, '0')}-${polish[1].padStart(2, '0')}` : text;
  return isCalendarDay(day) ? day : undefined;
};

/** A number as people type it: `1 800,50`, `1.800,50`, `1800.5`, `-3`; anything else (`1,2,3`, `12 zł`, `1e5`) is none. */
export const typedNumber = (text: string): number | undefined => {
  let compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  if (compact.includes(',')) compact = compact.replace(/\./g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact) ? Number(compact) : undefined;
};
