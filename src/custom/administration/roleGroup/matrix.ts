import type { Label, Locale } from '../../../schemas/core';
import { labelText } from '../../../schemas/core';

/**
 * The rules of the rights matrix of an access group, kept pure so they are tested without
 * rendering. The form holds only `settings` (rows with a flag); the matrix rows come from
 * GET /rolegroupsettings.
 */
export type Flag = 'canRead' | 'canModify' | 'isForbidden';
export type Rights = Readonly<Record<Flag, boolean>>;
export type Setting = Readonly<{ key: string }> & Rights;
/** A row of the matrix: an access key, its name and whether client groups may hold it. */
export type AccessKey = Readonly<{ key: string; label: Label; clientAccess: boolean }>;

export const FLAGS: readonly Flag[] = ['canRead', 'canModify', 'isForbidden'];
/** user_type of a client group (spec §3). */
export const CLIENT_GROUP = 2;
const NO_RIGHTS: Rights = { canRead: false, canModify: false, isForbidden: false };

const hasFlag = (r: Rights) => r.canRead || r.canModify || r.isForbidden;

/**
 * Ticking or unticking one flag: modify implies read, forbidden excludes both, and granting
 * read or modify lifts a prohibition.
 */
export const setFlag = (rights: Rights, flag: Flag, on: boolean): Rights => {
  if (flag === 'isForbidden') return on ? { canRead: false, canModify: false, isForbidden: true } : { ...rights, isForbidden: false };
  if (flag === 'canModify') return on ? { canRead: true, canModify: true, isForbidden: false } : { ...rights, canModify: false };
  return on ? { ...rights, canRead: true, isForbidden: false } : { ...rights, canRead: false, canModify: false };
};

/** Whether a row can be edited for a group of this user type. */
export const isEnabled = (key: AccessKey, userType: unknown) => Number(userType) !== CLIENT_GROUP || key.clientAccess;

export const rightsOf = (settings: readonly Setting[], key: string): Rights => {
  const setting = settings.find((s) => s.key === key);
  return setting ? { canRead: setting.canRead, canModify: setting.canModify, isForbidden: setting.isForbidden } : NO_RIGHTS;
};

/** The settings with new rights for some keys; a key left without a flag is dropped. */
const withRights = (settings: readonly Setting[], changes: ReadonlyMap<string, Rights>): Setting[] => {
  const known = settings.map((s) => s.key);
  const added = [...changes.keys()].filter((key) => !known.includes(key));
  return [...known, ...added]
    .map((key) => ({ key, ...(changes.get(key) ?? rightsOf(settings, key)) }))
    .filter(hasFlag);
};

/** One checkbox of a row ticked or unticked. */
export const toggleCell = (settings: readonly Setting[], key: string, flag: Flag, on: boolean): Setting[] =>
  withRights(settings, new Map([[key, setFlag(rightsOf(settings, key), flag, on)]]));

/** Whether a column is ticked on all, some or none of the given rows. */
export const columnState = (settings: readonly Setting[], keys: readonly string[], flag: Flag): 'all' | 'some' | 'none' => {
  const ticked = keys.filter((key) => rightsOf(settings, key)[flag]).length;
  return keys.length > 0 && ticked === keys.length ? 'all' : ticked > 0 ? 'some' : 'none';
};

/**
 * The header checkbox of a column: ticks the flag on every given row unless all have it,
 * then unticks it on all, with the same rules as a single checkbox.
 */
export const toggleColumn = (settings: readonly Setting[], keys: readonly string[], flag: Flag): Setting[] => {
  const on = columnState(settings, keys, flag) !== 'all';
  return withRights(settings, new Map(keys.map((key) => [key, setFlag(rightsOf(settings, key), flag, on)])));
};

/**
 * What the group keeps (spec §5, as the server does): settings with a flag and, in a client
 * group, only keys with client access. Keys the matrix does not know are left to the server.
 */
export const keptSettings = (settings: readonly Setting[], keys: readonly AccessKey[], userType: unknown): Setting[] => {
  const byKey = new Map(keys.map((k) => [k.key, k]));
  return settings.filter((s) => {
    const key = byKey.get(s.key);
    return hasFlag(s) && (!key || isEnabled(key, userType));
  });
};

/** Lower case without diacritics (ł has none to strip), so "uzytk" finds "Użytkownicy". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

/** The rows whose name (in the locale) or key contains the text. */
export const matchingKeys = (keys: readonly AccessKey[], text: string, locale: Locale): AccessKey[] => {
  const wanted = fold(text.trim());
  return wanted === '' ? [...keys] : keys.filter((k) => fold(labelText(k.label, locale)).includes(wanted) || fold(k.key).includes(wanted));
};
