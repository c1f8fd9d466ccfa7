import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { sameValue, toFormValue, toPickerValue, UNFINISHED_DATE } from './dateValues';

describe('date values between the form, the API and the pickers', () => {
  it('a day stays the day it is, as YYYY-MM-DD both ways', () => {
    const picked = toPickerValue('2026-03-05');
    expect(picked?.format('DD.MM.YYYY')).toBe('05.03.2026');
    expect(toFormValue(picked, 'date')).toBe('2026-03-05');
    // The last day of October, when Poland leaves summer time, is still that day.
    expect(toFormValue(toPickerValue('2026-10-25'), 'date')).toBe('2026-10-25');
  });

  it('an edited point in time is sent as the wall-clock minute, as the native input sent it', () => {
    expect(toFormValue(dayjs(new Date(2026, 2, 5, 14, 30, 45)), 'datetime')).toBe('2026-03-05T14:30');
    const fromApi = new Date(2026, 2, 5, 8, 15).toISOString();
    expect(toPickerValue(fromApi)?.format('DD.MM.YYYY HH:mm')).toBe('05.03.2026 08:15');
  });

  it('none is null; an unfinished typed date is the marker its validator refuses', () => {
    for (const empty of [null, undefined, '', UNFINISHED_DATE, 'not a date', 42]) expect(toPickerValue(empty)).toBeNull();
    expect(toFormValue(null, 'date')).toBeNull();
    expect(toFormValue(dayjs('31.02.2026x'), 'date')).toBe(UNFINISHED_DATE);
  });

  it("tells the picker's own change from a value set from outside", () => {
    expect(sameValue('2026-03-05', dayjs('2026-03-05'), 'date')).toBe(true);
    expect(sameValue('2026-03-06', dayjs('2026-03-05'), 'date')).toBe(false);
    expect(sameValue(null, null, 'date')).toBe(true);
    expect(sameValue(UNFINISHED_DATE, dayjs('invalid'), 'date')).toBe(true);
    expect(sameValue('2026-03-05T10:00', dayjs('2026-03-05T10:00:30'), 'datetime')).toBe(true);
    expect(sameValue('2026-03-05T10:01', dayjs('2026-03-05T10:00'), 'datetime')).toBe(false);
  });
});
