// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../dataProvider/mailbox';
import { addressesText, cleanEditorHtml, draftFrom, formatMailDate, FRAME_CSP, frameDocument, isEmail, pageCount, splitAddresses, textToHtml } from './mailFormat';

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  accountId: 1,
  box: 'INBOX',
  uid: 7,
  messageId: '<abc@example.com>',
  from: { name: 'Jan Kowalski', address: 'jan@example.com' },
  to: [{ address: 'biuro@zaplecze.local' }],
  cc: null,
  replyTo: null,
  subject: 'Reklamacja okna',
  date: '2026-03-05T09:07:30Z',
  text: 'Dzień dobry,\nokno <b>pękło</b>.\n\nPozdrawiam',
  attachments: [],
  ...over,
});

describe('mail formats', () => {
  it('shows dates as DD.MM.YYYY HH:mm and nothing for no date', () => {
    expect(formatMailDate('2026-03-05T09:07:30')).toBe('05.03.2026 09:07');
    expect(formatMailDate(undefined)).toBe('');
    expect(formatMailDate('nonsense')).toBe('');
  });

  it('counts pages of 25, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });

  it('reads address lists and tells addresses from other text', () => {
    expect(splitAddresses(' a@b.pl, c@d.pl;; ')).toEqual(['a@b.pl', 'c@d.pl']);
    expect(isEmail('zofia.lecka@example.com')).toBe(true);
    expect(isEmail('a@b.pl, c@d.pl')).toBe(false);
    expect(isEmail('jan kowalski')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
    expect(addressesText([{ name: 'Jan', address: 'jan@example.com' }, { address: 'x@y.pl' }])).toBe('Jan <jan@example.com>, x@y.pl');
    expect(addressesText({ address: 'x@y.pl' })).toBe('x@y.pl');
  });

  it('turns text into escaped paragraphs', () => {
    expect(textToHtml('a <b>\nc\n\n\nd & e')).toBe('<p>a &lt;b&gt;<br>c</p><p>d &amp; e</p>');
  });
});

describe('the message frame document', () => {
  it('carries the strict policy: nothing but inline images and styles', () => {
    const doc = frameDocument('<p>Treść</p>', false);
    expect(doc).toContain(`<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">`);
    expect(FRAME_CSP).toBe("default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'");
    expect(doc).not.toContain('https:');
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('<body>'));
  });

  it('allows remote images over HTTPS only once asked', () => {
    expect(frameDocument('<img src="https://example.com/a.png">', true)).toContain("img-src data: cid: https:;");
  });
});

describe('replies and forwards', () => {
  it('answers the sender (or its Reply-To) with "Re:" once and the text quoted, escaped', () => {
    const reply = draftFrom(message(), 'reply', '05.03.2026 10:07, Jan <jan@example.com>:');
    expect(reply.to).toEqual(['jan@example.com']);
    expect(reply.subject).toBe('Re: Reklamacja okna');
    expect(reply.inReplyTo).toBe('<abc@example.com>');
    expect(reply.body).toContain('okno &lt;b&gt;pękło&lt;/b&gt;.');
    expect(reply.body).toContain('Jan &lt;jan@example.com&gt;:');
    expect(reply.body).not.toContain('<b>');
    expect(draftFrom(message({ subject: 'RE: Reklamacja', replyTo: [{ address: 'serwis@example.com' }] }), 'reply', '').to).toEqual(['serwis@example.com']);
    expect(draftFrom(message({ subject: 'RE: Reklamacja' }), 'reply', '').subject).toBe('RE: Reklamacja');
  });

  it('forwards to nobody yet, with "Fwd:" and no In-Reply-To', () => {
    const forward = draftFrom(message(), 'forward', '');
    expect(forward.to).toEqual([]);
    expect(forward.subject).toBe('Fwd: Reklamacja okna');
    expect(forward.inReplyTo).toBeUndefined();
  });
});

describe('HTML put into the editor', () => {
  it('keeps formatting and drops what could run or load', () => {
    const dirty =
      '<p><b>Szanowni</b> Państwo</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href=" javascript:alert(3)">link</a>' +
      '<a href="https://example.com">ok</a><svg onload="alert(4)"></svg><iframe src="https://evil"></iframe><div style="color:red" onclick="x()">c</div>';
    const clean = cleanEditorHtml(dirty);
    expect(clean).toContain('<p><b>Szanowni</b> Państwo</p>');
    expect(clean).toContain('<a href="https://example.com">ok</a>');
    expect(clean).toContain('<div style="color:red">c</div>');
    for (const bad of ['script', 'onerror', 'javascript', 'svg', 'iframe', 'onclick', 'alert(']) expect(clean).not.toContain(bad);
  });
});
