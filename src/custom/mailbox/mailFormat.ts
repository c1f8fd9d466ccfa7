import dayjs from 'dayjs';
import { parseAddressList } from '../../schemas/mail/addresses';
import { escapeHtml } from '../../schemas/mail/placeholders';
import type { Addresses, MailAddress, MailMessage } from '../../dataProvider/mailbox';

/** Mailbox pages hold 25 messages (spec §9). */
export const PAGE_SIZE = 25;
/** Attachments of one outgoing message together (the server's limit). */
export const ATTACHMENTS_LIMIT = 25 * 1024 * 1024;

/** A point in time as the mailbox shows it: DD.MM.YYYY HH:mm (spec §9); empty for no date. */
export const formatMailDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '';
};

/** Whole pages for a total (at least one). */
export const pageCount = (total: number, limit = PAGE_SIZE): number => Math.max(1, Math.ceil(total / limit));

/** The server's addresses, one or many, as a list. */
export const addressList = (value: Addresses): MailAddress[] => (Array.isArray(value) ? value : value ? [value] : []);

/** "Jan Kowalski <jan@example.com>", or the bare address. */
export const addressText = (address: MailAddress): string => (address.name ? `${address.name} <${address.address}>` : address.address);

export const addressesText = (value: Addresses): string => addressList(value).map(addressText).join(', ');

/** One address the server takes (the same check as its validation of recipient lists). */
export const isEmail = (text: string): boolean => {
  const parsed = parseAddressList(text);
  return parsed.ok && parsed.addresses.length === 1;
};

/** A comma- or semicolon-separated list of addresses, trimmed, without empties. */
export const splitAddresses = (text: string | null | undefined): string[] =>
  (text ?? '').split(/[,;]/).map((part) => part.trim()).filter(Boolean);

/** A stored recipient list (`"Name" <address>, …`) as the composer's entries, one address each. */
export const recipientEntries = (text: string | null | undefined): string[] => {
  const parsed = parseAddressList(text ?? '');
  if (!parsed.ok) return splitAddresses(text);
  return parsed.addresses.map((a) => (a.name ? `"${a.name.replace(/["\\]/g, '')}" <${a.address}>` : a.address));
};

/** Plain text as HTML: escaped, a paragraph per blank-line-separated block, line breaks kept. */
export const textToHtml = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The policy of the frame a received message is shown in: nothing loads but inline images and styles. */
export const FRAME_CSP = "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'";
/** After the reader asks for images: remote ones over HTTPS too. */
export const FRAME_CSP_WITH_IMAGES = "default-src 'none'; img-src data: cid: https:; style-src 'unsafe-inline'";

/**
 * The whole document of the message frame (its `srcdoc`): the server's sanitised HTML under a
 * Content-Security-Policy that forbids scripts, frames, forms and fetching anything but what the
 * policy names. The frame's sandbox (no scripts, no same origin) is the second wall.
 */
export const frameDocument = (html: string, withImages: boolean): string =>
  '<!DOCTYPE html><html><head><meta charset="utf-8">' +
  `<meta http-equiv="Content-Security-Policy" content="${withImages ? FRAME_CSP_WITH_IMAGES : FRAME_CSP}">` +
  '<style>body{font-family:Roboto,Arial,sans-serif;font-size:14px;margin:8px;overflow-wrap:anywhere}img{max-width:100%}</style>' +
  `</head><body>${cleanFrameHtml(html)}</body></html>`;

export type DraftMode = 'reply' | 'forward';
export type Draft = { to: string[]; cc: string[]; subject: string; body: string; inReplyTo?: string };

const prefixed = (prefix: string, subject: string) => (new RegExp(`^${prefix}:`, 'i').test(subject.trim()) ? subject.trim() : `${prefix}: ${subject.trim()}`);

/**
 * A reply to or a forward of a received message: the sender (or its Reply-To) as the recipient of
 * a reply, "Re:" / "Fwd:" once, and the message's text quoted, escaped, below an empty first line.
 */
export const draftFrom = (message: MailMessage, mode: DraftMode, header: string): Draft => {
  const replyTo = addressList(message.replyTo);
  const to = mode === 'reply' ? (replyTo.length > 0 ? replyTo : addressList(message.from)).map((a) => a.address) : [];
  const quoted = `<blockquote>${textToHtml(message.text ?? '')}</blockquote>`;
  return {
    to,
    cc: [],
    subject: prefixed(mode === 'reply' ? 'Re' : 'Fwd', message.subject ?? ''),
    body: `<p><br></p><p>${escapeHtml(header)}</p>${quoted}`,
    ...(mode === 'reply' && message.messageId ? { inReplyTo: message.messageId } : {}),
  };
};

/** What never goes into the editor: anything that runs, embeds, submits or is no part of a body. */
const EDITOR_DROPPED = 'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,input,button,textarea,select,svg,math';
/** What never goes into the message frame (styles stay: mail is styled inline and in <style>). */
const FRAME_DROPPED = 'script,iframe,frame,frameset,object,embed,link,meta,base,form,noscript';

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster']);

/**
 * HTML without what could run or load: the named elements dropped, event handlers and
 * `javascript:` / `data:` links (but data: images) removed. Parsed by DOMParser, whose document
 * never runs scripts nor loads images.
 */
const cleanHtml = (html: string, dropped: string): string => {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html');
  doc.body.querySelectorAll(dropped).forEach((element) => element.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      const badUrl = URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data):/.test(value) && !/^data:image\/(png|jpeg|gif|webp);/.test(value);
      if (name.startsWith('on') || badUrl) element.removeAttribute(attribute.name);
    }
  });
  return doc.body.innerHTML;
};

/** HTML put into the editor (a template, a signature): formatting kept, nothing that runs or embeds. */
export const cleanEditorHtml = (html: string): string => cleanHtml(html, EDITOR_DROPPED);

/**
 * A received message's HTML for its frame. The server has sanitised it already; this second pass
 * is the client's own, so the frame's document never holds a script whatever the server sent.
 */
export const cleanFrameHtml = (html: string): string => cleanHtml(html, FRAME_DROPPED);
