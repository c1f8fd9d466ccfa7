// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n';
import type { Locale } from '../../schemas/core';
import { ReclamationHistory } from './ReclamationHistory';

/** Signed in as user 7, who may change reclamations unless `canModify` is false. */
const asked = vi.fn();
const authProvider = (canModify = true): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 7, fullName: 'Anna' }),
  canAccess: async ({ action }) => {
    asked(action);
    return canModify || !['create', 'edit', 'delete'].includes(action);
  },
});

const renderHistory = (record: Record<string, unknown>, locale: Locale = 'pl', canModify = true) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), locale)} authProvider={authProvider(canModify)}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <ReclamationHistory />
      </RecordContextProvider>
    </AdminContext>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('says there is no history yet', () => {
  renderHistory({ history: [] });
  const section = screen.getByRole('region', { name: 'Historia' });
  expect(within(section).getByText('Brak zdarzeń w historii reklamacji.')).toBeTruthy();
  expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
});

it('lists the events newest first with their type, description, author and time', () => {
  renderHistory({
    history: [
      { id: 1, action_type: 1, description: 'Rejestracja: Zarejestrowana', user_name: 'Administrator', createdAt: '2026-03-05T08:09:10' },
      { id: 2, action_type: 4, description: 'Decyzja: Naprawa', user_name: null, createdAt: '2026-03-06T14:00:00' },
    ],
  });
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-action-type'))).toEqual(['4', '1']);
  expect(items[0].textContent).toBe('DecyzjaDecyzja: NaprawaSystem · 06.03.2026 14:00:00');
  expect(items[1].textContent).toBe('Zmiana statusuRejestracja: ZarejestrowanaAdministrator · 05.03.2026 08:09:10');
});

it('speaks the chosen language', () => {
  renderHistory({ history: [{ id: 1, action_type: 6, description: '', user_name: 'Anna', createdAt: '2026-03-05T08:09:10' }] }, 'de');
  expect(screen.getByRole('region', { name: 'Verlauf' })).toBeTruthy();
  expect(screen.getByRole('listitem').textContent).toBe('ErinnerungAnna · 05.03.2026 08:09:10');
});

const REMINDERS = [
  { id: 11, action_type: 6, description: 'Oddzwonić do klienta', user_id: 7, user_name: 'Anna', remind_at: '2026-03-09', done_at: null, createdAt: '2026-03-05T08:00:00' },
  { id: 12, action_type: 6, description: 'Sprawdzić wysyłkę', user_id: 8, user_name: 'Jan', remind_at: '2026-03-10', done_at: null, createdAt: '2026-03-05T09:00:00' },
  { id: 13, action_type: 6, description: 'Zamówić część', user_id: 7, user_name: 'Anna', remind_at: '2026-03-04', done_at: '2026-03-04T12:30:00', createdAt: '2026-03-03T09:00:00' },
];

it('shows a reminder with its day and state; only the own open one can be marked done', async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ httpStatus: 200, responseData: {} }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  renderHistory({ history: REMINDERS });
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-action-type'))).toEqual(['6', '6', '6']);
  expect(items[0].textContent).toContain('na 10.03.2026 · do zrobienia');
  expect(items[0].textContent).toContain('Sprawdzić wysyłkę');
  expect(items[2].textContent).toContain('na 04.03.2026 · zrobione 04.03.2026 12:30:00');
  expect(within(items[0]).queryByRole('button', { name: 'Zrobione' })).toBeNull();
  expect(within(items[2]).queryByRole('button', { name: 'Zrobione' })).toBeNull();
  const done = await within(items[1]).findByRole('button', { name: 'Zrobione' });
  expect(screen.getAllByRole('button', { name: 'Zrobione' })).toHaveLength(1);
  fireEvent.click(done);
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/reminders/11/done', expect.objectContaining({ method: 'POST' })));
});

it('offers adding a reminder only to those who may change the reclamation', async () => {
  renderHistory({ history: [] });
  expect(await screen.findByRole('button', { name: 'Dodaj przypomnienie' })).toBeTruthy();
  cleanup();
  asked.mockClear();
  renderHistory({ history: REMINDERS }, 'pl', false);
  await waitFor(() => expect(asked).toHaveBeenCalledWith('edit'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Dodaj komentarz' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Dodaj przypomnienie' })).toBeNull();
});
