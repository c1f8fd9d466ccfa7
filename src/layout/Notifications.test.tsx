// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { AuthProvider } from 'react-admin';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n';
import type { UnreadMessage } from '../dataProvider/shell';
import { notificationItems, UNREAD_POLL_MS } from './unread';
import type { Locale } from '../schemas/core';
import { Notifications } from './Notifications';

const UNREAD: UnreadMessage[] = [
  { id: 41, title: 'Nowe zadanie: Oględziny REK/00004/2026', text: 'Proszę obejrzeć okno', taskId: 12, createdAt: '2026-03-05T09:07:30', senderName: 'Anna Kowalska' },
  { id: 40, title: 'Wynik zadania ZAD/00003/2026', text: 'Zrobione', taskId: null, createdAt: '2026-03-04T16:45:00', senderName: null },
];

describe('notificationItems', () => {
  it('gives the title, the time as DD.MM.YYYY HH:mm and the sender', () => {
    expect(notificationItems(UNREAD)).toEqual([
      { id: 41, title: 'Nowe zadanie: Oględziny REK/00004/2026', when: '05.03.2026 09:07', sender: 'Anna Kowalska', taskId: 12 },
      { id: 40, title: 'Wynik zadania ZAD/00003/2026', when: '04.03.2026 16:45', sender: undefined, taskId: undefined },
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

const Here = () => <output aria-label="path">{useLocation().pathname}</output>;
const path = () => screen.getByRole('status', { name: 'path', hidden: true }).textContent;

const renderNotifications = (rights = { read: true, modify: true }) =>
  render(
    <MemoryRouter initialEntries={['/start']}>
      <AdminContext i18nProvider={polyglotI18nProvider((l) => messagesFor(l as Locale), 'pl')} authProvider={authProvider(rights)}>
        <Notifications />
        <Here />
      </AdminContext>
    </MemoryRouter>,
  );

/** The server: the unread list (with `total` unread in all) and "read all". */
const server = (rows: UnreadMessage[], total = rows.length) => {
  let unread = [...rows];
  let count = total;
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/internal_message/read_all' && init?.method === 'POST') {
      unread = [];
      count = 0;
      return answer({ httpStatus: 200, responseData: { count: 0 } });
    }
    if (url === '/api/internal_message/unread') return answer({ httpStatus: 200, responseData: { rows: unread, count } });
    return answer({ httpStatus: 404, message: 'Nie ma takiej ścieżki API' }, 404);
  });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('counts the unread notes and lists them; one opens its detail', async () => {
  vi.stubGlobal('fetch', server(UNREAD));
  renderNotifications();
  const bell = await screen.findByRole('button', { name: 'Nieprzeczytane powiadomienia: 2' });
  expect(within(bell).getByText('2')).toBeTruthy();
  fireEvent.click(bell);
  const list = await screen.findByRole('dialog', { name: 'Nowe powiadomienia' });
  expect(within(list).getByRole('heading', { name: 'Nowe powiadomienia' })).toBeTruthy();
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-message-id'))).toEqual(['41', '40']);
  expect(items[0].textContent).toBe('Nowe zadanie: Oględziny REK/00004/202605.03.2026 09:07 · Anna Kowalska');
  expect(items[1].textContent).toBe('Wynik zadania ZAD/00003/202604.03.2026 16:45 · System');
  fireEvent.click(within(items[0]).getByText('Nowe zadanie: Oględziny REK/00004/2026'));
  await waitFor(() => expect(path()).toBe('/im-details/41'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Opening it read it: the count goes down at once.
  expect(screen.getByRole('button', { name: 'Nieprzeczytane powiadomienia: 1' })).toBeTruthy();
});

it('the list scrolls above 230 px and says how many older ones it leaves out', async () => {
  vi.stubGlobal('fetch', server(UNREAD, 25));
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: 'Nieprzeczytane powiadomienia: 25' }));
  const list = await screen.findByRole('dialog', { name: 'Nowe powiadomienia' });
  const scroller = within(list).getByRole('list');
  expect(getComputedStyle(scroller).maxHeight).toBe('230px');
  expect(getComputedStyle(scroller).overflowY).toBe('auto');
  expect(within(list).getByText('…i 23 starszych')).toBeTruthy();
});

it('"Wyczyść wszystkie" reads them all and empties the list', async () => {
  const fetch = server(UNREAD);
  vi.stubGlobal('fetch', fetch);
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: 'Nieprzeczytane powiadomienia: 2' }));
  const list = await screen.findByRole('dialog', { name: 'Nowe powiadomienia' });
  fireEvent.click(within(list).getByRole('button', { name: 'Wyczyść wszystkie' }));
  expect(await within(list).findByText('Brak nowych powiadomień.')).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith('/api/internal_message/read_all', expect.objectContaining({ method: 'POST' }));
  expect(screen.getByRole('button', { name: 'Nieprzeczytane powiadomienia: 0', hidden: true })).toBeTruthy();
  expect((within(list).getByRole('button', { name: 'Wyczyść wszystkie' }) as HTMLButtonElement).disabled).toBe(true);
  expect(path()).toBe('/start');
});

it('"Zobacz wszystkie" goes to the list of notes', async () => {
  vi.stubGlobal('fetch', server(UNREAD));
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: 'Nieprzeczytane powiadomienia: 2' }));
  const list = await screen.findByRole('dialog', { name: 'Nowe powiadomienia' });
  fireEvent.click(within(list).getByRole('button', { name: 'Zobacz wszystkie' }));
  await waitFor(() => expect(path()).toBe('/crm/internalmessages'));
});

it('a reader without the right to change opens the read-only view', async () => {
  vi.stubGlobal('fetch', server(UNREAD));
  renderNotifications({ read: true, modify: false });
  fireEvent.click(await screen.findByRole('button', { name: 'Nieprzeczytane powiadomienia: 2' }));
  const list = await screen.findByRole('dialog', { name: 'Nowe powiadomienia' });
  fireEvent.click(within(list).getByText('Wynik zadania ZAD/00003/2026'));
  await waitFor(() => expect(path()).toBe('/crm/internalmessages/40/show'));
});

it('is not there for those who may not read notes, and asks the server nothing', async () => {
  const fetch = server(UNREAD);
  vi.stubGlobal('fetch', fetch);
  renderNotifications({ read: false, modify: false });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('button', { hidden: true })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

it('asks again every minute and when the window comes back into view', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const fetch = server(UNREAD);
    vi.stubGlobal('fetch', fetch);
    renderNotifications();
    await screen.findByRole('button', { name: 'Nieprzeczytane powiadomienia: 2' });
    const loads = () => fetch.mock.calls.filter(([url]) => url === '/api/internal_message/unread').length;
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1000);
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(loads()).toBe(2));
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(loads()).toBe(3));
  } finally {
    vi.useRealTimers();
  }
});
