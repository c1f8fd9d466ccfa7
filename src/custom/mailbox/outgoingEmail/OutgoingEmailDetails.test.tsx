// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { answerFetch, callsTo, renderAt } from '../testKit';
import { OutgoingEmailDetails } from './OutgoingEmailDetails';

vi.setConfig({ testTimeout: 20_000 });

const FAILED = {
  id: 55,
  accountId: 3,
  to: 'zofia@example.com',
  cc: 'jan@example.com',
  subject: 'Reklamacja REK/00012/2026',
  body: '<p>Szanowna Pani</p><script>alert(1)</script>',
  state: 'failed',
  error: '550 5.1.1 Mailbox unavailable',
  attempts: 5,
  ownerType: 'reclamation',
  ownerId: 12,
  createdAt: '2026-03-05T09:07:30',
  attachments: [{ id: 7, filename: 'Protokół – zażółć.pdf', contentType: 'application/pdf', size: 4096 }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("shows a failed message with the server's answer, its body in a sandboxed frame and attachments; retry queues it again", async () => {
  const fetch = answerFetch({ '/outgoing_email/55': FAILED });
  renderAt('/outgoing-emails/55', '/outgoing-emails/:id', <OutgoingEmailDetails />);
  expect(await screen.findByText('Odpowiedź serwera: 550 5.1.1 Mailbox unavailable', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('Błąd wysyłki')).toBeTruthy();
  expect(screen.getByText('Próby: 5')).toBeTruthy();
  expect(screen.getByText('Reklamacja #12')).toBeTruthy();
  expect(screen.getByText('Protokół – zażółć.pdf')).toBeTruthy();
  const frame = screen.getByTitle('Treść wiadomości');
  expect(frame.getAttribute('sandbox')).toBe('');
  expect(frame.getAttribute('srcdoc')).toContain('<p>Szanowna Pani</p>');
  expect(frame.getAttribute('srcdoc')).not.toContain('<script');

  fireEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
  await waitFor(() => expect(callsTo(fetch, '/outgoing_email/55').some((c) => c.init?.method === 'PUT')).toBe(true));
  const put = callsTo(fetch, '/outgoing_email/55').find((c) => c.init?.method === 'PUT');
  expect(JSON.parse(String(put?.init?.body))).toEqual({ retry: true });
  expect(await screen.findByText('Wiadomość wróciła do kolejki')).toBeTruthy();
});

it('a sent message has no retry', async () => {
  answerFetch({ '/outgoing_email/56': { ...FAILED, id: 56, state: 'sent', error: null, sentAt: '2026-03-05T09:08:00' } });
  renderAt('/outgoing-emails/56', '/outgoing-emails/:id', <OutgoingEmailDetails />);
  expect(await screen.findByText('Wysłana', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('05.03.2026 09:08')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Wyślij ponownie' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Edytuj' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
});

it('a failed message opens in the composer to be changed, and is deleted after a confirmation', async () => {
  const fetch = answerFetch({ '/outgoing_email/55': FAILED });
  renderAt('/outgoing-emails/55', '/outgoing-emails/:id', <OutgoingEmailDetails />);
  const edit = await screen.findByRole('link', { name: 'Edytuj' }, { timeout: 5000 });
  expect(edit.getAttribute('href')).toBe('/new-email?edit=55');
  fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Usunąć tę wiadomość?');
  fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo(fetch, '/outgoing_email/55').some((c) => c.init?.method === 'DELETE')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }));
  await waitFor(() => expect(callsTo(fetch, '/outgoing_email/55').some((c) => c.init?.method === 'DELETE')).toBe(true));
  expect(await screen.findByText('Wiadomość została usunięta')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/outgoing-emails'));
});

it('a queued message may be changed but not deleted', async () => {
  answerFetch({ '/outgoing_email/57': { ...FAILED, id: 57, state: 'queued', error: null } });
  renderAt('/outgoing-emails/57', '/outgoing-emails/:id', <OutgoingEmailDetails />);
  expect((await screen.findByRole('link', { name: 'Edytuj' }, { timeout: 5000 })).getAttribute('href')).toBe('/new-email?edit=57');
  expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Wyślij ponownie' })).toBeNull();
});
