// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n';
import type { Locale } from '../schemas/core';
import type { DueReminder } from '../dataProvider/reclamations';
import { reminderItems, Reminders, REMINDERS_POLL_MS } from './Reminders';

const DUE: DueReminder[] = [
  { id: 31, reclamation_id: 4, number: 'REK/00004/2026', customer_name: 'Meble Kowalski', remind_at: '2026-03-02', description: 'Oddzwonić do klienta' },
  { id: 32, reclamation_id: 9, number: null, customer_name: null, remind_at: '2026-03-05', description: 'Sprawdzić wysyłkę' },
];

describe('reminderItems', () => {
  it('gives number, customer, day as DD.MM.YYYY and whether it is overdue', () => {
    expect(reminderItems(DUE, '2026-03-05')).toEqual([
      { id: 31, reclamationId: 4, number: 'REK/00004/2026', customer: 'Meble Kowalski', date: '02.03.2026', overdue: true, text: 'Oddzwonić do klienta' },
      { id: 32, reclamationId: 9, number: '#9', customer: undefined, date: '05.03.2026', overdue: false, text: 'Sprawdzić wysyłkę' },
    ]);
  });
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const authProvider = (rights: { read: boolean; modify: boolean }): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 7, fullName: 'Anna' }),
  canAccess: async ({ action }) => (['create', 'edit', 'delete'].includes(action) ? rights.modify : rights.read),
});

/** Where the app is: the screen a click led to. */
const Here = () => <output aria-label="path">{useLocation().pathname}</output>;
const path = () => screen.getByRole('status', { name: 'path', hidden: true }).textContent;

const renderReminders = (rights = { read: true, modify: true }) =>
  render(
    <MemoryRouter initialEntries={['/start']}>
      <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider(rights)}>
        <Reminders />
        <Here />
      </AdminContext>
    </MemoryRouter>,
  );

/** The server: the due list (shorter by every reminder marked done) and the done call. */
const server = (rows: DueReminder[]) => {
  let due = [...rows];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const done = /^\/api\/reminders\/(\d+)\/done$/.exec(url);
    if (done && init?.method === 'POST') {
      due = due.filter((r) => r.id !== Number(done[1]));
      return answer({ httpStatus: 200, responseData: { id: Number(done[1]) } });
    }
    if (url === '/api/reminders/due') return answer({ httpStatus: 200, responseData: due });
    return answer({ httpStatus: 404, message: 'Nie ma takiej ścieżki API' }, 404);
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('counts the due reminders and lists them; one opens its reclamation', async () => {
  vi.stubGlobal('fetch', server(DUE));
  renderReminders();
  const bell = await screen.findByRole('button', { name: 'Przypomnienia na dziś: 2' });
  expect(within(bell).getByText('2')).toBeTruthy();
  fireEvent.click(bell);
  const list = await screen.findByRole('dialog', { name: 'Przypomnienia' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-reminder-id'))).toEqual(['31', '32']);
  expect(items[0].textContent).toBe('REK/00004/2026 · Meble Kowalski02.03.2026Oddzwonić do klienta');
  expect(items[1].textContent).toBe('#905.03.2026Sprawdzić wysyłkę');
  fireEvent.click(within(items[0]).getByText('Oddzwonić do klienta'));
  await waitFor(() => expect(path()).toBe('/reclamation-detail/4'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('marks one done and shows the shorter list', async () => {
  const fetch = server(DUE);
  vi.stubGlobal('fetch', fetch);
  renderReminders();
  fireEvent.click(await screen.findByRole('button', { name: 'Przypomnienia na dziś: 2' }));
  const list = await screen.findByRole('dialog', { name: 'Przypomnienia' });
  fireEvent.click(within(list).getByRole('button', { name: 'Oznacz jako zrobione: REK/00004/2026' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(fetch).toHaveBeenCalledWith('/api/reminders/31/done', expect.objectContaining({ method: 'POST' }));
  // The open list hides the rest of the page from assistive technology.
  expect(screen.getByRole('button', { name: 'Przypomnienia na dziś: 1', hidden: true })).toBeTruthy();
  expect(path()).toBe('/start');
});

it('says when nothing is due', async () => {
  vi.stubGlobal('fetch', server([]));
  renderReminders();
  fireEvent.click(await screen.findByRole('button', { name: 'Przypomnienia na dziś: 0' }));
  expect(await within(await screen.findByRole('dialog', { name: 'Przypomnienia' })).findByText('Brak przypomnień na dziś')).toBeTruthy();
});

it('a reader without the right to change opens the read-only view', async () => {
  vi.stubGlobal('fetch', server(DUE));
  renderReminders({ read: true, modify: false });
  fireEvent.click(await screen.findByRole('button', { name: 'Przypomnienia na dziś: 2' }));
  const list = await screen.findByRole('dialog', { name: 'Przypomnienia' });
  fireEvent.click(within(list).getByText('Sprawdzić wysyłkę'));
  await waitFor(() => expect(path()).toBe('/reclamations/9/show'));
});

it('is not there for those who may not read reclamations, and asks the server nothing', async () => {
  const fetch = server(DUE);
  vi.stubGlobal('fetch', fetch);
  renderReminders({ read: false, modify: false });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { hidden: true })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('asks again every five minutes and when the window comes back into view', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const fetch = server(DUE);
    vi.stubGlobal('fetch', fetch);
    renderReminders();
    await screen.findByRole('button', { name: 'Przypomnienia na dziś: 2' });
    const loads = () => fetch.mock.calls.filter(([url]) => url === '/api/reminders/due').length;
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(REMINDERS_POLL_MS - 1000);
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(loads()).toBe(2));
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(loads()).toBe(3));
  } finally {
    vi.useRealTimers();
  }
});
