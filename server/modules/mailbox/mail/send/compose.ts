import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailAddress } from '../../../../../src/schemas/mail/addresses';

export type ComposedAttachment = { filename: string; contentType: string; content: Buffer };

export type MessageToCompose = {
  from: MailAddress;
  to: readonly MailAddress[];
  cc: readonly MailAddress[];
  bcc: readonly MailAddress[];
  subject: string;
  /** The body as written (HTML); the account's signature follows it. */
  html: string;
  signature?: string | null;
  inReplyTo?: string | null;
  attachments: readonly ComposedAttachment[];
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A plain-text reading of an HTML body, for mail readers that show no HTML. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The body with the signature under it, separated the way mail readers recognise (`-- `). */
export const bodyWithSignature = (html: string, signature?: string | null): string =>
  signature?.trim() ? `${html}<br><div class="signature">-- <br>${signature}</div>` : html;

const address = (a: MailAddress) => (a.name ? { name: a.name, address: a.address } : a.address);

/**
 * The message as it goes over SMTP and into the Sent folder: one set of bytes, so what is kept is
 * what was sent. Non-ASCII subjects and attachment names are encoded by the composer (RFC 2047,
 * RFC 2231). Bcc is left out of the headers and given to the envelope only.
 */
export const composeMessage = async (message: MessageToCompose): Promise<{ raw: Buffer; messageId: string; envelope: { from: string; to: string[] } }> => {
  const html = bodyWithSignature(message.html, message.signature);
  const node = new MailComposer({
    from: address(message.from),
    to: message.to.map(address),
    cc: message.cc.map(address),
    subject: message.subject,
    html,
    text: htmlToText(html),
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo, references: [message.inReplyTo] } : {}),
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  }).compile();
  const raw = await node.build();
  return {
    raw,
    messageId: node.messageId(),
    envelope: { from: message.from.address, to: [...message.to, ...message.cc, ...message.bcc].map((a) => a.address) },
  };
};
