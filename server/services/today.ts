/** The day of a moment in Poland as YYYY-MM-DD (a document's date, whatever the server's time zone). */
export const warsawDate = (value: Date): string => value.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Today in Poland as YYYY-MM-DD: the day reminders are due on and price lists are valid on. */
export const warsawToday = (): string => warsawDate(new Date());
