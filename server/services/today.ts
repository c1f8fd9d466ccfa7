/** Today in Poland as YYYY-MM-DD: the day reminders are due on and price lists are valid on. */
export const warsawToday = (): string => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
