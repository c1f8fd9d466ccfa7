import { describe, expect, it } from 'vitest';
import { ACTION_COLORS, actionLabelKey, actionType, historyEntries, reclamationTitleArgs, shownFields } from './presentation';

describe('shownFields', () => {
  const section = ['client_name', 'address', 'inv_address', 'post_code_inv', 'city_inv', 'address_inv'];

  it('hides the invoice address unless inv_address is on', () => {
    expect(shownFields(section, false)).toEqual(['client_name', 'address', 'inv_address']);
    expect(shownFields(section, undefined)).toEqual(['client_name', 'address', 'inv_address']);
    expect(shownFields(section, true)).toEqual(section);
  });

  it('leaves other sections alone', () => {
    expect(shownFields(['status', 'customer'], false)).toEqual(['status', 'customer']);
  });
});

describe('reclamationTitleArgs', () => {
  it('gives the number and the input date as DD.MM.YYYY', () => {
    expect(reclamationTitleArgs({ id: 3, number: 'REK/2026/0003', input_date: '2026-03-05' })).toEqual({ number: 'REK/2026/0003', date: '05.03.2026' });
  });

  it('falls back to the id and a dash when number or date are missing or broken', () => {
    expect(reclamationTitleArgs({ id: 3, input_date: 'not a date' })).toEqual({ number: '#3', date: '—' });
    expect(reclamationTitleArgs({ id: 4, number: 'REK/1' })).toEqual({ number: 'REK/1', date: '—' });
  });
});

describe('action types', () => {
  it('name and colour each of the seven types, unknown ones as "not chosen"', () => {
    expect(ACTION_COLORS).toHaveLength(7);
    expect(new Set(ACTION_COLORS).size).toBe(7);
    expect(actionType(1)).toBe(1);
    expect(actionType('6')).toBe(6);
    expect(actionType(7)).toBe(0);
    expect(actionType(-1)).toBe(0);
    expect(actionType(null)).toBe(0);
    expect(actionType(1.5)).toBe(0);
    expect(actionLabelKey(4)).toBe('views.reclamationAction4');
  });
});

describe('historyEntries', () => {
  it('puts the newest first and formats the moment as DD.MM.YYYY HH:mm:ss', () => {
    const entries = historyEntries([
      { id: 1, action_type: 1, description: 'Rejestracja: Zarejestrowana', user_name: 'Administrator', createdAt: '2026-03-05T08:09:10' },
      { id: 3, action_type: 4, description: 'Decyzja: Naprawa', user_name: 'Anna', createdAt: '2026-03-06T14:00:00' },
      { id: 2, action_type: 1, description: 'Status: Zarejestrowana → W analizie', user_name: null, createdAt: '2026-03-06T14:00:00' },
    ]);
    expect(entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(entries[0]).toEqual({
      id: '3',
      type: 4,
      labelKey: 'views.reclamationAction4',
      color: 'warning.main',
      description: 'Decyzja: Naprawa',
      user: 'Anna',
      when: '06.03.2026 14:00:00',
    });
    expect(entries[1].user).toBeUndefined();
    expect(entries[2].when).toBe('05.03.2026 08:09:10');
    expect(entries[2].color).toBe('primary.main');
  });

  it('is empty without a history', () => {
    expect(historyEntries(undefined)).toEqual([]);
    expect(historyEntries([])).toEqual([]);
    expect(historyEntries('x')).toEqual([]);
  });

  it('shows an event of an unknown type as "not chosen" without a description', () => {
    const [entry] = historyEntries([{ id: 9, action_type: 42, createdAt: '2026-01-02T03:04:05' }]);
    expect(entry).toMatchObject({ type: 0, labelKey: 'views.reclamationAction0', color: 'grey.500', description: '', when: '02.01.2026 03:04:05' });
  });
});
