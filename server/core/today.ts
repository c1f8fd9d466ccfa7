/** The day of a moment in Poland as YYYY-MM-DD (a document's date, whatever the server's time zone). */
export const warsawDate = (value: Date): string => value.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Today in Poland as YYYY-MM-DD: the day reminders are due on and price lists are valid on. */
export const warsawToday = (): string => warsawDate(new Date());

/** The day `days` after a YYYY-MM-DD day (calendar days, whatever the time zone). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The moment a YYYY-MM-DD day begins in Poland (midnight Europe/Warsaw, winter or summer time). */
export const warsawMidnight = (day: string): Date => {
  const utc = new Date(`${day}T00:00:00Z`);
  const there = new Date(`${utc.toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' }).replace(' ', 'T')}Z`);
  return new Date(utc.getTime() - (there.getTime() - utc.getTime()));
};
