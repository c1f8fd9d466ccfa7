import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityByName } from '../../src/schemas/registry';
import { openFromMenu, openSignedIn, screenshot, setUpBrowserApp, waitForPath, WAIT_MS } from '../support/browser';
import type { Dovecot } from '../support/dovecot';
import { appendMessages, startDovecot } from '../support/dovecot';
import { createRow } from '../support/entities';
import type { SmtpSink } from '../support/smtpSink';
import { REFUSED_DOMAIN, startSmtpSink } from '../support/smtpSink';
import type { ErrorBody, OkBody, Row } from '../support/testApp';

/**
 * The mailbox from a customer's message to the answer, through the Polish UI, on a real Dovecot
 * and a real SMTP server. A message with a Polish attachment name (RFC 2231) and an HTML body
 * full of attacks (a script, an onerror handler, a javascript: link, SVG with a script) arrives;
 * the clerk reads it (nothing runs: no dialog, no console marker), downloads the attachment under
 * its own name, attaches the message to a reclamation, replies with the reclamation's template
 * and sees the reply sent (the SMTP server accepted it for the customer), in "Wysłane", in the
 * account's Sent folder and on the reclamation. The tests run in order.
 */

// The test servers listen on 127.0.0.1, which the mail connections' address guard refuses unless told.
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';
process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');

const browser = setUpBrowserApp();
const eventually = <T>(read: () => Promise<T>, timeout = WAIT_MS) => expect.poll(read, { timeout, interval: 200 });

const NAME = 'Protokół reklamacji – zażółć.pdf';
const SUBJECT = 'Reklamacja – pęknięta szyba';
const SENDER = { name: 'Zofia Łęcka', address: 'zofia.lecka@example.com' };
const TEMPLATE = 'Potwierdzenie przyjęcia reklamacji';
const MARKER = 'XSS-EXECUTED';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Each attack logs the marker and opens a dialog if it ever runs. */
const HOSTILE_HTML = [
  '<p>Dzień dobry, w załączeniu protokół.</p>',
  `<script>console.log('${MARKER} script');alert('script')</script>`,
  `<img src="x" onerror="console.log('${MARKER} onerror');alert('onerror')">`,
  `<a href="javascript:console.log('${MARKER} link');alert('link')">Zobacz szczegóły</a>`,
  `<svg xmlns="http://www.w3.org/2000/svg" onload="console.log('${MARKER} svg');alert('svg')"><script>console.log('${MARKER} svg script')</script></svg>`,
].join('\n');

const b64 = (data: string | Buffer) => (typeof data === 'string' ? Buffer.from(data, 'utf8') : data).toString('base64').replace(/.{76}/g, '$&\r\n');
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/** The customer's message as its mail program would send it: RFC 2047 headers, RFC 2231 file name. */
const customerMessage = () =>
  [
    `From: ${encodedWord(SENDER.name)} <${SENDER.address}>`,
    'To: skrzynka@test.local',
    `Subject: ${encodedWord(SUBJECT)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <reklamacja-${Date.now()}@example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="granica"',
    '',
    '--granica',
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(HOSTILE_HTML),
    '--granica',
    'Content-Type: application/pdf',
    `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(NAME)}`,
    'Content-Transfer-Encoding: base64',
    '',
    b64(PDF),
    '--granica--',
    '',
  ].join('\r\n');

const state = { accountId: 0, reclamation: { id: 0, number: '' }, uid: 0, outgoingId: 0 };
const dialogs: string[] = [];
const markers: string[] = [];
let dovecot: Dovecot;
let sink: SmtpSink;

/** Records every dialog and marker the page or its frames produce, from any attack. */
const watchForAttacks = (page: Page) => {
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes(MARKER)) markers.push(message.text());
  });
};

beforeAll(async () => {
  dovecot = await startDovecot();
  sink = await startSmtpSink(dovecot);
  // The sink's certificate is its own: the portal trusts it as a company's CA (STARTTLS is verified).
  process.env.MAIL_CA_FILE = sink.certFile;
});

afterAll(async () => {
  await sink?.stop();
  await dovecot?.stop();
});

describe('the mailbox journey', () => {
  it('sets up an account on the test servers, a reclamation and its default template (API)', async () => {
    const admin = await browser.adminApi();
    const account = await createRow(admin, entityByName('email_account'), {
      name: 'Biuro reklamacji',
      email: dovecot.user,
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapTls: false,
      smtpHost: sink.host,
      smtpPort: sink.port,
      smtpTls: false,
      login: dovecot.user,
      password: dovecot.password,
      storeSent: true,
      sentFolder: 'Sent',
    });
    state.accountId = account.id;
    const reclamation = await createRow(admin, entityByName('reclamation'), { client_surname: 'Łęcka', email: SENDER.address });
    state.reclamation = { id: reclamation.id, number: String(reclamation.number) };
    await createRow(admin, entityByName('email_template'), {
      name: TEMPLATE,
      recordType: 'reclamation',
      subject: 'Reklamacja {{reclamation.number}} przyjęta',
      body: '<p>Szanowna Pani, reklamację {{reclamation.number}} przyjęliśmy do rozpatrzenia.</p>',
      isDefault: true,
    });
    [state.uid] = await appendMessages(dovecot, 'INBOX', [customerMessage()]);
    expect(state.uid).toBeGreaterThan(0);
  });

  it('lists the new message unread, with its sender, subject and attachment mark', async () => {
    const { page } = browser;
    watchForAttacks(page);
    await openSignedIn(page, '/');
    await openFromMenu(page, ['Poczta'], 'Odebrane');
    await waitForPath(page, '/mailbox');
    const row = page.getByRole('table', { name: 'Wiadomości' }).getByRole('row').filter({ hasText: SUBJECT });
    await expect.poll(() => row.count(), { timeout: WAIT_MS }).toBe(1);
    await expect.poll(() => row.getAttribute('data-unread')).toBe('true');
    expect(await row.innerText()).toContain(SENDER.name);
    expect(await row.getByRole('img', { name: 'Ma załączniki' }).count()).toBe(1);
    await screenshot(page, 'mailbox-list');
    await row.click();
    await waitForPath(page, `/email-details?account=${state.accountId}&box=INBOX&uid=${state.uid}`);
  });

  it('reads the message: nothing in it runs, the attachment keeps its Polish name and downloads under it', async () => {
    const { page, problems } = browser;
    // What the frame's sandbox and policy refuse, Chromium reports on the console, and at times the
    // image the policy stopped (`<img src="x">`) as a request failed for "csp": that is them working.
    problems.allow(/Content Security Policy|Blocked script execution|sandboxed|Refused to|^csp GET /);
    await page.getByRole('heading', { name: SUBJECT, level: 1 }).waitFor();
    const frameElement = page.locator('iframe[title="Treść wiadomości"]');
    expect(await frameElement.getAttribute('sandbox')).toBe('');
    const srcdoc = (await frameElement.getAttribute('srcdoc')) ?? '';
    expect(srcdoc).toContain(`content="default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'"`);
    for (const bad of ['<script', 'onerror', 'onload', 'javascript:']) expect(srcdoc.toLowerCase()).not.toContain(bad);
    const frame = page.frameLocator('iframe[title="Treść wiadomości"]');
    await frame.getByText('Dzień dobry, w załączeniu protokół.').waitFor();
    // The javascript: link (its text stays, the server takes its address away): following it runs nothing.
    await frame.getByText('Zobacz szczegóły').click();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(markers).toEqual([]);

    const attachment = page.getByTestId('received-attachment');
    expect(await attachment.getByText(NAME, { exact: true }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.getByRole('button', { name: `Pobierz ${NAME}` }).click()]);
    expect(download.suggestedFilename()).toBe(NAME);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 8).toString()).toBe('%PDF-1.4');
    await screenshot(page, 'mailbox-message');
  });

  it('attaches the message to the reclamation: its history names the message', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Dołącz do reklamacji' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Wybierz rekord (szukaj po numerze)' }).fill(state.reclamation.number);
    await page.getByRole('option', { name: state.reclamation.number }).click();
    await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
    await page.getByText('Wiadomość została dołączona').waitFor();
    const admin = await browser.adminApi();
    const reclamation = await admin.get<OkBody<Row & { history: Row[] }>>(`/api/getreclamation/${state.reclamation.id}`);
    expect(JSON.stringify(reclamation.body.responseData.history)).toContain(SUBJECT);
  });

  it('replies with the reclamation template: it is sent over SMTP to the customer', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Odpowiedz' }).click();
    await waitForPath(page, /^\/new-email\?.*mode=reply.*ownerType=reclamation/);
    const subject = page.getByLabel('Temat');
    await eventually(() => subject.inputValue()).toBe(`Re: ${SUBJECT}`);
    expect(await page.getByText(SENDER.address, { exact: true }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Szablon' }).click();
    await page.getByRole('option', { name: TEMPLATE }).click();
    await eventually(() => subject.inputValue()).toBe(`Reklamacja ${state.reclamation.number} przyjęta`);
    const body = page.getByRole('textbox', { name: 'Treść' });
    await eventually(() => body.innerText()).toContain(`reklamację ${state.reclamation.number} przyjęliśmy`);
    await screenshot(page, 'mailbox-reply');
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await waitForPath(page, /^\/outgoing-emails\/\d+$/);
    state.outgoingId = Number(new URL(page.url()).pathname.split('/').pop());
    await eventually(() => page.locator('[data-state]').getAttribute('data-state'), 60_000).toBe('sent');
    expect(sink.accepted.map((envelope) => envelope.to)).toEqual([[SENDER.address]]);
  });

  it('shows the reply in "Wysłane", in the account\'s Sent folder and on the reclamation, with the received attachment among its files', async () => {
    const { page } = browser;
    const replySubject = `Reklamacja ${state.reclamation.number} przyjęta`;
    await openFromMenu(page, ['Poczta'], 'Wysłane');
    await waitForPath(page, '/outgoing-emails');
    await page.getByText(replySubject).first().waitFor();
    // "Store sent" put a copy in the account's Sent folder over IMAP.
    await openFromMenu(page, ['Poczta'], 'Odebrane');
    await page.getByRole('list', { name: 'Foldery' }).getByText('Sent', { exact: true }).click();
    await page.getByRole('table', { name: 'Wiadomości' }).getByText(replySubject).waitFor();
    await openSignedIn(page, `/reclamations/${state.reclamation.id}`);
    const sent = page.getByRole('region', { name: 'Wysłane e-maile' });
    await sent.getByText(replySubject).waitFor();
    expect(await sent.getByText('Wysłana').count()).toBe(1);
    await page.getByText(NAME).first().waitFor();
    await screenshot(page, 'mailbox-reclamation');
    expect(dialogs).toEqual([]);
    expect(markers).toEqual([]);
  });
});

describe('an outgoing e-mail that failed', () => {
  const CORRECTED = 'zofia.lecka@example.com';

  /** A message to an address the SMTP server refuses (550): it fails at its first attempt. */
  const failedMessage = async (subject: string) => {
    const admin = await browser.adminApi();
    const res = await admin.post<OkBody<{ id: number }>>('/api/outgoing_email', { accountId: state.accountId, to: `zofia@${REFUSED_DOMAIN}`, subject, body: '<p>Dzień dobry, przesyłamy ofertę.</p>' });
    expect(res.status).toBe(200);
    const id = res.body.responseData.id;
    await eventually(async () => (await admin.get<OkBody<{ state: string }>>(`/api/outgoing_email/${id}`)).body.responseData.state, 60_000).toBe('failed');
    return id;
  };

  it('is changed in the composer (a corrected address and subject), saved, and then sent', async () => {
    const { page } = browser;
    const id = await failedMessage('Oferta na okna');
    await openSignedIn(page, `/outgoing-emails/${id}`);
    await page.getByText('Błąd wysyłki').waitFor();
    expect(await page.getByText(/Odpowiedź serwera: 550/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Wyślij ponownie' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Edytuj' }).click();
    await waitForPath(page, `/new-email?edit=${id}`);
    await page.getByRole('heading', { name: 'Edycja e-maila', level: 1 }).waitFor();
    const subject = page.getByLabel('Temat');
    await eventually(() => subject.inputValue()).toBe('Oferta na okna');
    await page.locator('.MuiChip-root', { hasText: `zofia@${REFUSED_DOMAIN}` }).locator('.MuiChip-deleteIcon').click();
    const to = page.getByRole('combobox', { name: 'Do' });
    await to.fill(`${CORRECTED},`);
    await page.locator('.MuiChip-root', { hasText: CORRECTED }).waitFor();
    await subject.fill('Oferta na okna – poprawiony adres');
    await screenshot(page, 'mailbox-edit-failed');
    await page.getByRole('button', { name: 'Zapisz i wyślij' }).click();
    await waitForPath(page, `/outgoing-emails/${id}`);
    await page.getByRole('heading', { name: 'Oferta na okna – poprawiony adres', level: 1 }).waitFor();
    await eventually(() => page.locator('[data-state]').getAttribute('data-state'), 60_000).toBe('sent');
    expect(await page.getByText(CORRECTED).count()).toBeGreaterThan(0);
    // Sent, it offers nothing more to change.
    expect(await page.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Usuń' }).count()).toBe(0);
    expect(sink.accepted.at(-1)?.to).toEqual([CORRECTED]);
  });

  it('is deleted after a confirmation', async () => {
    const { page } = browser;
    const id = await failedMessage('Oferta do usunięcia');
    await openSignedIn(page, `/outgoing-emails/${id}`);
    await page.getByText('Błąd wysyłki').waitFor();
    await page.getByRole('button', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Usunąć tę wiadomość?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await page.getByText('Wiadomość została usunięta').waitFor();
    await waitForPath(page, '/outgoing-emails');
    const admin = await browser.adminApi();
    expect((await admin.get<ErrorBody>(`/api/outgoing_email/${id}`)).status).toBe(404);
  });
});
