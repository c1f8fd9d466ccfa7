// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MailboxPage } from './MailboxPage';
import { answerFetch, callsTo, renderAt } from './testKit';

const ACCOUNTS = [{ id: 3, name: 'Biuro', email: 'biuro@zaplecze.local' }];
const BOXES = [
  { path: 'INBOX', name: 'INBOX', specialUse: '\\Inbox', total: 30, unseen: 2 },
  { path: 'Sent', name: 'Sent', specialUse: '\\Sent', total: 4, unseen: 0 },
];
const message = (uid: number, seen: boolean, hasAttachments = false) => ({
  uid,
  seq: uid,
  from: { name: `Nadawca ${uid}`, address: `n${uid}@example.com` },
  to: [],
  subject: `Temat ${uid}`,
  date: '2026-03-05T09:07:30',
  seen,
  hasAttachments,
  size: 100,
});

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the first account\'s folders and messages: unread in bold, a clip, the date without seconds, paging', async () => {
  const fetch = answerFetch({
    '/mailbox/accounts': ACCOUNTS,
    '/mailbox/3/boxes': BOXES,
    '/mailbox/3/emails': { messages: [message(30, false, true), message(29, true)], total: 30 },
  });
  renderAt('/mailbox', '/mailbox', <MailboxPage />);
  const table = await screen.findByRole('table', { name: 'Wiadomości' }, { timeout: 5000 });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0].getAttribute('data-unread')).toBe('true');
  expect(rows[1].getAttribute('data-unread')).toBeNull();
  expect(within(rows[0]).getByText('Nadawca 30')).toBeTruthy();
  expect(within(rows[0]).getByTitle('Ma załączniki')).toBeTruthy();
  expect(within(rows[1]).queryByTitle('Ma załączniki')).toBeNull();
  expect(within(rows[0]).getByText('05.03.2026 09:07')).toBeTruthy();
  const folders = screen.getByRole('list', { name: 'Foldery' });
  expect(within(folders).getByText('INBOX')).toBeTruthy();
  expect(within(folders).getByText('2')).toBeTruthy();
  expect(screen.getByText('Strona 1 z 2 (30 wiadomości)')).toBeTruthy();
  const first = callsTo(fetch, '/mailbox/3/emails')[0].url.searchParams;
  expect(Object.fromEntries(first)).toEqual({ box: 'INBOX', page: '1', limit: '25' });

  fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
  await waitFor(() => expect(callsTo(fetch, '/mailbox/3/emails').some((c) => c.url.searchParams.get('page') === '2')).toBe(true));
  expect(screen.getByTestId('location').textContent).toContain('page=2');
});

it('searches by sender and subject, says when nothing matches, and opens a message by its uid', async () => {
  const fetch = answerFetch({
    '/mailbox/accounts': ACCOUNTS,
    '/mailbox/3/boxes': BOXES,
    '/mailbox/3/emails': { messages: [message(5, true)], total: 1 },
  });
  renderAt('/mailbox?account=3&box=Sent', '/mailbox', <MailboxPage />);
  await screen.findByText('Temat 5', {}, { timeout: 5000 });
  expect(callsTo(fetch, '/mailbox/3/emails')[0].url.searchParams.get('box')).toBe('Sent');
  answerFetch({ '/mailbox/accounts': ACCOUNTS, '/mailbox/3/boxes': BOXES, '/mailbox/3/emails': { messages: [], total: 0 } });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj (nadawca, temat)' }), { target: { value: ' Kowalski ' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(await screen.findByText('Żadna wiadomość nie pasuje do wyszukiwania.')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toContain('q=Kowalski');
});

it('opens a message in its details', async () => {
  answerFetch({ '/mailbox/accounts': ACCOUNTS, '/mailbox/3/boxes': BOXES, '/mailbox/3/emails': { messages: [message(5, true)], total: 1 } });
  renderAt('/mailbox', '/mailbox', <MailboxPage />);
  fireEvent.click(await screen.findByText('Temat 5', {}, { timeout: 5000 }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/email-details?account=3&box=INBOX&uid=5'));
});

it('says plainly when the user may use no account, and shows the server\'s message on failure', async () => {
  answerFetch({ '/mailbox/accounts': [] });
  renderAt('/mailbox', '/mailbox', <MailboxPage />);
  expect(await screen.findByText(/Nie masz dostępu do żadnego konta e-mail/)).toBeTruthy();
  cleanup();
  answerFetch({ '/mailbox/accounts': ACCOUNTS, '/mailbox/3/boxes': BOXES, '/mailbox/3/emails': [502, { message: 'Serwer IMAP nie odpowiada' }] });
  renderAt('/mailbox', '/mailbox', <MailboxPage />);
  expect(await screen.findByText('Serwer IMAP nie odpowiada')).toBeTruthy();
});
