import { describe, expect, it } from 'vitest';
import { requestTitleArgs } from './presentation';

describe('offer request title', () => {
  it('reads "Nr {number} od {date}", with the id while it has no number', () => {
    expect(requestTitleArgs({ id: 3, number: 'ZO/00003/2026', createdAt: '2026-03-05T08:00:00Z' })).toEqual({ number: 'ZO/00003/2026', date: '05.03.2026' });
    expect(requestTitleArgs({ id: 4 })).toEqual({ number: '#4', date: '—' });
  });
});
