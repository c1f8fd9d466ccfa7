import { describe, expect, it } from 'vitest';
import type { AccessKey, Setting } from './matrix';
import { columnState, isEnabled, keptSettings, matchingKeys, rightsOf, setFlag, toggleCell, toggleColumn } from './matrix';

const label = (pl: string, en: string) => ({ pl, en, de: en, fr: en });
const KEYS: AccessKey[] = [
  { key: '*', label: label('Wszystkie moduły', 'All modules'), clientAccess: false },
  { key: 'reclamations', label: label('Reklamacje', 'Reclamations'), clientAccess: true },
  { key: 'customers', label: label('Klienci', 'Customers'), clientAccess: true },
  { key: 'users', label: label('Użytkownicy', 'Users'), clientAccess: false },
];
const none = { canRead: false, canModify: false, isForbidden: false };
const read = (key: string): Setting => ({ key, canRead: true, canModify: false, isForbidden: false });
const modify = (key: string): Setting => ({ key, canRead: true, canModify: true, isForbidden: false });
const forbid = (key: string): Setting => ({ key, canRead: false, canModify: false, isForbidden: true });

describe('setFlag', () => {
  it('ticking modify ticks read too', () => {
    expect(setFlag(none, 'canModify', true)).toEqual({ canRead: true, canModify: true, isForbidden: false });
  });
  it('unticking read unticks modify, unticking modify keeps read', () => {
    expect(setFlag({ canRead: true, canModify: true, isForbidden: false }, 'canRead', false)).toEqual(none);
    expect(setFlag({ canRead: true, canModify: true, isForbidden: false }, 'canModify', false)).toEqual({ ...none, canRead: true });
  });
  it('ticking forbidden clears read and modify', () => {
    expect(setFlag({ canRead: true, canModify: true, isForbidden: false }, 'isForbidden', true)).toEqual({ ...none, isForbidden: true });
  });
  it('granting read or modify lifts a prohibition', () => {
    expect(setFlag({ ...none, isForbidden: true }, 'canRead', true)).toEqual({ ...none, canRead: true });
    expect(setFlag({ ...none, isForbidden: true }, 'canModify', true)).toEqual({ canRead: true, canModify: true, isForbidden: false });
    expect(setFlag({ ...none, isForbidden: true }, 'isForbidden', false)).toEqual(none);
  });
});

describe('toggleCell', () => {
  it('adds a setting for a key without one', () => {
    expect(toggleCell([], 'customers', 'canModify', true)).toEqual([modify('customers')]);
  });
  it('changes an existing setting in place and keeps the others', () => {
    expect(toggleCell([read('users'), read('customers')], 'users', 'isForbidden', true)).toEqual([forbid('users'), read('customers')]);
  });
  it('drops a setting left without a flag', () => {
    expect(toggleCell([read('users'), modify('customers')], 'users', 'canRead', false)).toEqual([modify('customers')]);
  });
});

describe('columns', () => {
  const keys = ['reclamations', 'customers'];
  it('report all, some or none', () => {
    expect(columnState([], keys, 'canRead')).toBe('none');
    expect(columnState([read('customers')], keys, 'canRead')).toBe('some');
    expect(columnState([read('customers'), modify('reclamations')], keys, 'canRead')).toBe('all');
    expect(columnState([read('customers')], [], 'canRead')).toBe('none');
  });
  it('tick the flag on every given row, with the row rules', () => {
    const result = toggleColumn([forbid('customers'), read('users')], keys, 'canModify');
    expect(result).toEqual([modify('customers'), read('users'), modify('reclamations')]);
  });
  it('untick the flag on every given row when all had it, leaving other rows alone', () => {
    const result = toggleColumn([read('customers'), modify('reclamations'), read('users')], keys, 'canRead');
    expect(result).toEqual([read('users')]);
  });
  it('forbid a whole column', () => {
    expect(toggleColumn([modify('customers')], keys, 'isForbidden')).toEqual([forbid('customers'), forbid('reclamations')]);
  });
});

describe('client groups', () => {
  it('may edit only keys with client access', () => {
    expect(KEYS.filter((k) => isEnabled(k, 2)).map((k) => k.key)).toEqual(['reclamations', 'customers']);
    expect(KEYS.filter((k) => isEnabled(k, 1))).toHaveLength(4);
    expect(isEnabled(KEYS[3], '2')).toBe(false);
  });
  it('keep only settings with a flag and, for clients, with client access', () => {
    const settings = [read('*'), modify('customers'), forbid('users'), { key: 'reclamations', ...none }];
    expect(keptSettings(settings, KEYS, 1)).toEqual([read('*'), modify('customers'), forbid('users')]);
    expect(keptSettings(settings, KEYS, 2)).toEqual([modify('customers')]);
  });
  it('leave keys the matrix does not know to the server', () => {
    expect(keptSettings([read('legacy')], KEYS, 2)).toEqual([read('legacy')]);
  });
});

describe('matchingKeys', () => {
  it('find rows by name in the locale, ignoring case and diacritics', () => {
    expect(matchingKeys(KEYS, 'uzytk', 'pl').map((k) => k.key)).toEqual(['users']);
    expect(matchingKeys(KEYS, 'MODUŁ', 'pl').map((k) => k.key)).toEqual(['*']);
    expect(matchingKeys(KEYS, 'modul', 'pl').map((k) => k.key)).toEqual(['*']);
  });
  it('use English for Dutch and also match the key', () => {
    expect(matchingKeys(KEYS, 'recla', 'nl').map((k) => k.key)).toEqual(['reclamations']);
    expect(matchingKeys(KEYS, 'customers', 'pl').map((k) => k.key)).toEqual(['customers']);
  });
  it('show every row for an empty filter', () => {
    expect(matchingKeys(KEYS, '  ', 'pl')).toHaveLength(4);
  });
});

it('rightsOf reads no rights for a key without a setting', () => {
  expect(rightsOf([read('users')], 'customers')).toEqual(none);
  expect(rightsOf([read('users')], 'users')).toEqual({ canRead: true, canModify: false, isForbidden: false });
});
