// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { NewEmailPage } from './NewEmailPage';
import { answerFetch, callsTo, renderAt } from './testKit';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNTS = [{ id: 3, name: 'Biuro', email: 'biuro@zaplecze.local' }];
const TEMPLATES = [
  { id: 1, name: 'Ogólny', recordType: 'none', isDefault: false },
  { id: 2, name: 'Przyjęcie reklamacji', recordType: 'reclamation', isDefault: true },
  { id: 3, name: 'Oferta', recordType: 'order', isDefault: true },
];

type Sent = { method: string; url: string; body: Record<string, unknown> };

/** The request the browser would send, answered as the server does; its upload reports progress. */
const answerPost = (status: number, answer: unknown) => {
  const sent: Sent[] = [];
  class Request {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private url = '';
    private method = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: string) {
      sent.push({ method: this.method, url: this.url, body: JSON.parse(body) as Record<string, unknown> });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 50);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Request);
  return sent;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('from a reclamation: its customer\'s address, its default template filled for it, the signature shown (the server adds it); Send queues it and opens it', async () => {
  const fetch = answerFetch({
    '/mailbox/accounts': ACCOUNTS,
    '/email_account_signature/3': { signature: '<p>Pozdrawiam, <b>Biuro</b></p><img src=x onerror="alert(1)">' },
    '/getallemailtemplates': TEMPLATES,
    '/emailtemplate/render': { subject: 'Reklamacja REK/00012/2026', body: '<p>Szanowna Pani Zofio,</p><script>alert(2)</script>' },
  });
  const sent = answerPost(200, { httpStatus: 200, responseData: { id: 55, state: 'queued' } });
  renderAt('/new-email?ownerType=reclamation&ownerId=12&to=zofia@example.com', '/new-email', <NewEmailPage />);
  await waitFor(() => expect((screen.getByLabelText('Temat') as HTMLInputElement).value).toBe('Reklamacja REK/00012/2026'), { timeout: 5000 });
  expect(JSON.parse(String(callsTo(fetch, '/emailtemplate/render')[0].init?.body))).toEqual({ templateId: 2, ownerType: 'reclamation', ownerId: 12 });
  expect(screen.getByText('zofia@example.com')).toBeTruthy();
  const body = screen.getByRole('textbox', { name: 'Treść' });
  expect(body.innerHTML).toBe('<p>Szanowna Pani Zofio,</p>');
  const signature = await screen.findByTestId('signature-preview');
  expect(signature.innerHTML).toContain('<b>Biuro</b>');
  expect(signature.innerHTML).not.toContain('onerror');

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Szablon' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['(bez szablonu)', 'Ogólny', 'Przyjęcie reklamacji']);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

  fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/outgoing-email-details/55'), { timeout: 5000 });
  expect(sent).toHaveLength(1);
  expect(sent[0].url).toBe('/api/outgoing_email');
  expect(sent[0].body).toEqual({
    accountId: 3,
    to: 'zofia@example.com',
    subject: 'Reklamacja REK/00012/2026',
    body: '<p>Szanowna Pani Zofio,</p>',
    ownerType: 'reclamation',
    ownerId: 12,
    templateId: 2,
  });
});

it('a reply goes to the sender with "Re:", quotes the text and names the message it answers', async () => {
  answerFetch({
    '/mailbox/accounts': ACCOUNTS,
    '/email_account_signature/3': { signature: '' },
    '/getallemailtemplates': TEMPLATES,
    '/mailbox/3/email/uid/41': {
      accountId: 3, box: 'INBOX', uid: 41, messageId: '<m41@example.com>', from: { name: 'Zofia', address: 'zofia@example.com' }, to: [], cc: [], replyTo: [],
      subject: 'Szyba', date: '2026-03-05T09:07:30', text: 'Pękła <b>szyba</b>', attachments: [],
    },
  });
  const sent = answerPost(200, { httpStatus: 200, responseData: { id: 56, state: 'queued' } });
  renderAt('/new-email?account=3&box=INBOX&uid=41&mode=reply', '/new-email', <NewEmailPage />);
  await waitFor(() => expect((screen.getByLabelText('Temat') as HTMLInputElement).value).toBe('Re: Szyba'), { timeout: 5000 });
  const body = screen.getByRole('textbox', { name: 'Treść' });
  expect(body.innerHTML).toContain('Pękła &lt;b&gt;szyba&lt;/b&gt;');
  body.innerHTML = '<p>Dziękujemy, wymienimy.</p>';
  fireEvent.input(body);
  fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
  expect(sent[0].body).toMatchObject({ accountId: 3, to: 'zofia@example.com', subject: 'Re: Szyba', inReplyTo: '<m41@example.com>', body: '<p>Dziękujemy, wymienimy.</p>' });
});

it('asks for a recipient and a valid address before sending, and shows the server\'s refusal', async () => {
  answerFetch({ '/mailbox/accounts': ACCOUNTS, '/email_account_signature/3': { signature: '' }, '/getallemailtemplates': TEMPLATES });
  const sent = answerPost(413, { httpStatus: 413, message: 'Załączniki razem przekraczają 25 MB' });
  renderAt('/new-email', '/new-email', <NewEmailPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Wyślij' }, { timeout: 5000 }));
  expect(await screen.findByText('Podaj co najmniej jednego odbiorcę')).toBeTruthy();
  const to = screen.getByRole('combobox', { name: 'Do' });
  fireEvent.change(to, { target: { value: 'nie-adres,' } });
  fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
  expect((await screen.findAllByText('Niepoprawny adres: nie-adres')).length).toBeGreaterThan(0);
  expect(sent).toHaveLength(0);

  fireEvent.click(within(screen.getByText('nie-adres').closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
  fireEvent.change(to, { target: { value: 'jan@example.com;' } });
  const file = new File([new Uint8Array(3000)], 'Zdjęcie szyby.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText('Dodaj załączniki'), { target: { files: [file] } });
  expect(screen.getByText('Zdjęcie szyby.jpg (3 KB)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
  expect((await screen.findAllByText('Załączniki razem przekraczają 25 MB', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatchObject({ to: 'jan@example.com', attachments: [{ filename: 'Zdjęcie szyby.jpg', contentType: 'image/jpeg', content: btoa(String.fromCharCode(...new Uint8Array(3000))) }] });
  expect(screen.getByTestId('location').textContent).toBe('/new-email');
});

it('changes a failed message (?edit=): its fields, record and attachments come back; saving replaces it with PUT and opens it', async () => {
  const pdf = new Uint8Array([37, 80, 68, 70, 45, 49]);
  answerFetch({
    '/mailbox/accounts': ACCOUNTS,
    '/email_account_signature/3': { signature: '' },
    '/getallemailtemplates': TEMPLATES,
    '/outgoing_email/55': {
      id: 55, accountId: 3, to: '"Kowalska, Zofia" <zofia@example.com>', cc: 'jan@example.com', bcc: null, subject: 'Reklamacja REK/00012/2026',
      body: '<p>Szanowna Pani</p>', state: 'failed', error: '550 Mailbox unavailable', inReplyTo: '<m41@example.com>', ownerType: 'reclamation', ownerId: 12,
      attachments: [{ id: 7, filename: 'Protokół.pdf', contentType: 'application/pdf', size: 6 }],
    },
    // The page's own Blob (jsdom's), as the browser's fetch gives it.
    '/outgoing_email/55/attachment/7': () => ({ ok: true, status: 200, blob: async () => new Blob([pdf], { type: 'application/pdf' }) }),
  });
  const sent = answerPost(200, { httpStatus: 200, responseData: { id: 55, state: 'queued' } });
  renderAt('/new-email?edit=55', '/new-email', <NewEmailPage />);
  await waitFor(() => expect((screen.getByLabelText('Temat') as HTMLInputElement).value).toBe('Reklamacja REK/00012/2026'), { timeout: 5000 });
  expect(screen.getByRole('heading', { name: 'Edycja e-maila' })).toBeTruthy();
  expect(screen.getByText('"Kowalska, Zofia" <zofia@example.com>')).toBeTruthy();
  expect(screen.getByText('Protokół.pdf (1 KB)')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Temat'), { target: { value: 'Reklamacja REK/00012/2026 – poprawka' } });
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz i wyślij' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/outgoing-email-details/55'), { timeout: 5000 });
  expect(sent).toHaveLength(1);
  expect(sent[0].method).toBe('PUT');
  expect(sent[0].url).toBe('/api/outgoing_email/55');
  expect(sent[0].body).toEqual({
    accountId: 3,
    to: '"Kowalska, Zofia" <zofia@example.com>',
    cc: 'jan@example.com',
    subject: 'Reklamacja REK/00012/2026 – poprawka',
    body: '<p>Szanowna Pani</p>',
    inReplyTo: '<m41@example.com>',
    ownerType: 'reclamation',
    ownerId: 12,
    attachments: [{ filename: 'Protokół.pdf', contentType: 'application/pdf', content: btoa('%PDF-1') }],
  });
});
