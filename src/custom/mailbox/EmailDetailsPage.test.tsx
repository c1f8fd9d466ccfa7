// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EmailDetailsPage } from './EmailDetailsPage';
import { FRAME_CSP } from './mailFormat';
import { answerFetch, callsTo, renderAt } from './testKit';

vi.setConfig({ testTimeout: 20_000 });

const NAME = 'Protokół reklamacji – zażółć.pdf';
const HOSTILE =
  '<p>Dzień dobry</p><script>parent.alert("x")</script><img src="cid:logo" onerror="alert(1)"><a href="javascript:alert(2)">kliknij</a>' +
  '<svg><script>alert(3)</script></svg><iframe src="https://evil.example"></iframe><img src="https://example.com/track.png">';
const MESSAGE = {
  accountId: 3,
  box: 'INBOX',
  uid: 41,
  seq: 1,
  messageId: '<m41@example.com>',
  from: { name: 'Zofia Łęcka', address: 'zofia@example.com' },
  to: [{ name: '', address: 'biuro@zaplecze.local' }],
  cc: [],
  replyTo: [],
  subject: 'Reklamacja – pęknięta szyba',
  date: '2026-03-05T09:07:30',
  text: 'Dzień dobry',
  html: HOSTILE.replace('https://example.com/track.png', 'data:,'),
  remoteImages: true,
  htmlWithImages: HOSTILE,
  attachments: [{ partId: '2', filename: NAME, contentType: 'application/pdf', size: 2048 }],
};
const PATH = '/email-details?account=3&box=INBOX&uid=41';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const frame = async () => (await screen.findByTitle('Treść wiadomości', {}, { timeout: 5000 })) as HTMLIFrameElement;

it('shows the headers and the HTML in a frame without scripts or the portal\'s origin, under the strict policy', async () => {
  answerFetch({ '/mailbox/3/email/uid/41': MESSAGE });
  renderAt(PATH, '/email-details', <EmailDetailsPage />);
  const iframe = await frame();
  expect(screen.getByRole('heading', { name: 'Reklamacja – pęknięta szyba' })).toBeTruthy();
  expect(screen.getByText('Zofia Łęcka <zofia@example.com>')).toBeTruthy();
  expect(screen.getByText('05.03.2026 09:07')).toBeTruthy();
  expect(iframe.getAttribute('sandbox')).toBe('');
  const doc = iframe.getAttribute('srcdoc') ?? '';
  expect(doc).toContain(`content="${FRAME_CSP}"`);
  expect(doc).toContain('<p>Dzień dobry</p>');
  for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'alert(']) expect(doc.toLowerCase()).not.toContain(bad);
  expect(doc).not.toContain('https://example.com/track.png');
});

it('shows remote images only when asked, then allowing HTTPS images alone', async () => {
  answerFetch({ '/mailbox/3/email/uid/41': MESSAGE });
  renderAt(PATH, '/email-details', <EmailDetailsPage />);
  await frame();
  fireEvent.click(screen.getByRole('button', { name: 'Pokaż obrazy' }));
  const doc = (await frame()).getAttribute('srcdoc') ?? '';
  expect(doc).toContain('https://example.com/track.png');
  expect(doc).toContain("img-src data: cid: https:;");
  expect(doc).toContain("default-src 'none'");
  expect(doc.toLowerCase()).not.toContain('<script');
  expect(screen.queryByRole('button', { name: 'Pokaż obrazy' })).toBeNull();
});

it('downloads an attachment under its Polish name and saves it to a chosen record', async () => {
  const fetch = answerFetch({
    '/mailbox/3/email/uid/41': MESSAGE,
    '/mailbox/3/email/uid/41/attachment/2': () => new Response('%PDF-1.4', { status: 200 }),
    '/mailbox/3/email/uid/41/attachment/2/save': { id: 9 },
  });
  const created: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    created.push(this.download);
  });
  const getList = vi.fn(async () => ({ data: [{ id: 12, number: 'REK/00012/2026' }], total: 1 }));
  renderAt(PATH, '/email-details', <EmailDetailsPage />, { getList });
  const item = (await screen.findAllByTestId('received-attachment', {}, { timeout: 5000 }))[0];
  expect(within(item).getByText(NAME)).toBeTruthy();
  fireEvent.click(within(item).getByRole('button', { name: `Pobierz ${NAME}` }));
  await waitFor(() => expect(created).toEqual([NAME]), { timeout: 3000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n${document.body.textContent}`);
  });
  expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/mailbox/3/email/uid/41/attachment/2?box=INBOX');
  click.mockRestore();

  fireEvent.click(within(item).getByRole('button', { name: 'Zapisz w rekordzie' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Wybierz rekord (szukaj po numerze)' }), { target: { value: 'REK' } });
  fireEvent.click(await screen.findByRole('option', { name: 'REK/00012/2026' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
  await waitFor(() => expect(callsTo(fetch, '/mailbox/3/email/uid/41/attachment/2/save')).toHaveLength(1));
  expect(JSON.parse(String(callsTo(fetch, '/mailbox/3/email/uid/41/attachment/2/save')[0].init?.body))).toEqual({ box: 'INBOX', ownerType: 'reclamation', ownerId: 12 });
  expect(await screen.findByText('Zapisano załącznik w rekordzie')).toBeTruthy();
});

it('attaches the message to a reclamation, then a reply belongs to it', async () => {
  const fetch = answerFetch({ '/mailbox/3/email/uid/41': MESSAGE, '/mailbox/3/email/uid/41/link': { target: 'reclamation', id: 12 } });
  const getList = vi.fn(async () => ({ data: [{ id: 12, number: 'REK/00012/2026' }], total: 1 }));
  renderAt(PATH, '/email-details', <EmailDetailsPage />, { getList });
  fireEvent.click(await screen.findByRole('button', { name: 'Dołącz do reklamacji' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: '12' } });
  fireEvent.click(await screen.findByRole('option', { name: 'REK/00012/2026' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
  expect(await screen.findByText('Wiadomość została dołączona')).toBeTruthy();
  expect(JSON.parse(String(callsTo(fetch, '/mailbox/3/email/uid/41/link')[0].init?.body))).toEqual({ box: 'INBOX', target: 'reclamation', id: 12 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  fireEvent.click(screen.getByRole('button', { name: 'Odpowiedz' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/new-email?account=3&box=INBOX&uid=41&mode=reply&ownerType=reclamation&ownerId=12'));
});

it('makes a task of the message and opens it', async () => {
  const fetch = answerFetch({ '/mailbox/3/email/uid/41': MESSAGE, '/mailbox/3/email/uid/41/link': { target: 'task', id: 77 } });
  renderAt(PATH, '/email-details', <EmailDetailsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Utwórz zadanie' }, { timeout: 5000 }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tasks/77'));
  expect(JSON.parse(String(callsTo(fetch, '/mailbox/3/email/uid/41/link')[0].init?.body))).toEqual({ box: 'INBOX', target: 'task' });
});

it("shows the server's message when the message cannot be read", async () => {
  answerFetch({ '/mailbox/3/email/uid/41': [404, { message: 'Nie ma takiej wiadomości' }] });
  renderAt(PATH, '/email-details', <EmailDetailsPage />);
  expect(await screen.findByText('Nie ma takiej wiadomości', {}, { timeout: 5000 })).toBeTruthy();
});
