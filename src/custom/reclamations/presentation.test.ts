import { describe, expect, it } from 'vitest';
import { ACTION_COLORS, actionLabelKey, actionType, defaultReminderDay, historyEntries, localDay, reclamationTitleArgs, shownFields } from './presentation';

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
  it('name and colour each of the eight types (the spec’s seven and a process step), unknown ones as "not chosen"', () => {
    expect(ACTION_COLORS).toHaveLength(8);
    expect(new Set(ACTION_COLORS).size).toBe(8);
    expect(actionType(1)).toBe(1);
    expect(actionType('6')).toBe(6);
    expect(actionType(7)).toBe(7);
    expect(actionLabelKey(7)).toBe('reclamationAction7');
    expect(actionType(8)).toBe(0);
    expect(actionType(-1)).toBe(0);
    expect(actionType(null)).toBe(0);
    expect(actionType(1.5)).toBe(0);
    expect(actionLabelKey(4)).toBe('reclamationAction4');
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
      labelKey: 'reclamationAction4',
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
    expect(entry).toMatchObject({ type: 0, labelKey: 'reclamationAction0', color: 'grey.500', description: '', when: '02.01.2026 03:04:05' });
  });
});

describe('reminders in the history', () => {
  const reminder = { id: 21, action_type: 6, description: 'Zadzwonić', user_id: 7, user_name: 'Anna', remind_at: '2026-03-09', done_at: null, createdAt: '2026-03-05T08:00:00' };

  it('gives an open reminder its day as DD.MM.YYYY and lets only its author mark it done', () => {
    const [mine] = historyEntries([reminder], 7);
    expect(mine).toMatchObject({ type: 6, description: 'Zadzwonić', reminder: { id: 21, due: '09.03.2026', doneWhen: undefined, canMarkDone: true } });
    expect(historyEntries([reminder], '7')[0].reminder?.canMarkDone).toBe(true);
    expect(historyEntries([reminder], 8)[0].reminder?.canMarkDone).toBe(false);
    expect(historyEntries([reminder])[0].reminder?.canMarkDone).toBe(false);
    expect(historyEntries([{ ...reminder, user_id: null }], 7)[0].reminder?.canMarkDone).toBe(false);
  });

  it('says when a reminder was done, and then offers nothing to do', () => {
    const [done] = historyEntries([{ ...reminder, done_at: '2026-03-09T10:11:12' }], 7);
    expect(done.reminder).toEqual({ id: 21, due: '09.03.2026', doneWhen: '09.03.2026 10:11:12', canMarkDone: false });
  });

  it('leaves a type 6 event without a day, and other types, without reminder details', () => {
    expect(historyEntries([{ ...reminder, remind_at: null }], 7)[0].reminder).toBeUndefined();
    expect(historyEntries([{ ...reminder, remind_at: 'soon' }], 7)[0].reminder).toBeUndefined();
    expect(historyEntries([{ ...reminder, action_type: 2 }], 7)[0]).not.toHaveProperty('reminder');
  });

  it('proposes tomorrow for a new reminder, across month and year ends', () => {
    expect(defaultReminderDay(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-06');
    expect(defaultReminderDay(new Date(2026, 1, 28, 8, 0))).toBe('2026-03-01');
    expect(defaultReminderDay(new Date(2026, 11, 31, 0, 1))).toBe('2027-01-01');
    expect(localDay(0, new Date(2026, 2, 5, 0, 0))).toBe('2026-03-05');
  });
});
