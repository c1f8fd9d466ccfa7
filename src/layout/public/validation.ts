/** Same rule as the server (server/auth/passwords.ts): at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** A message key under `app.auth.validation`, or undefined when the value is fine. */
export type Problem = 'required' | 'email' | 'passwordLength' | 'passwordsDiffer' | undefined;

export const checkFilled = (value: string): Problem => (value.trim() === '' ? 'required' : undefined);

export const checkEmail = (value: string): Problem => checkFilled(value) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : 'email');

export const checkNewPassword = (value: string): Problem => (value === '' ? 'required' : value.length < MIN_PASSWORD_LENGTH ? 'passwordLength' : undefined);

export const checkRepeat = (value: string, password: string): Problem => (value === '' ? 'required' : value !== password ? 'passwordsDiffer' : undefined);

/** The problems of a form, without the fields that have none. */
export const problems = <K extends string>(checks: Record<K, Problem>): Partial<Record<K, Exclude<Problem, undefined>>> =>
  Object.fromEntries(Object.entries(checks).filter(([, problem]) => problem !== undefined)) as Partial<Record<K, Exclude<Problem, undefined>>>;
