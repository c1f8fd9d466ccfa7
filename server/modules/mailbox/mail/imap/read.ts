import { Readable } from 'node:stream';
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from 'imapflow';
import type { AddressObject, Attachment, ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { ApiError, notFound } from '../../../../http';
import { sanitizeMailHtml } from '../sanitize';
import { parseMail } from './parse';
import { messageSkeleton } from './skeleton';

export type MailAddress = { name: string; address: string };
export type MessageSummary = {
  uid: number;
  seq: number;
  from: MailAddress | null;
  to: MailAddress[];
  subject: string;
  date: string | null;
  seen: boolean;
  hasAttachments: boolean;
  size: number;
};
export type MessageAttachment = { partId: string; filename: string; contentType: string; size: number };
export type MailMessage = {
  box: string;
  uid: number;
  seq: number;
  messageId: string | null;
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  date: string | null;
  text: string;
  html: string;
  remoteImages: boolean;
  htmlWithImages?: string;
  attachments: MessageAttachment[];
};

/** Runs `work` with a folder selected; an unknown folder is a 404 naming it. */
export const inBox = async <T>(client: ImapFlow, box: string, work: () => Promise<T>): Promise<T> => {
  let lock: { release: () => void };
  try {
    lock = await client.getMailboxLock(box);
  } catch (error) {
    const e = error as { serverResponseCode?: string; responseStatus?: string };
    if (e.serverResponseCode === 'NONEXISTENT' || e.responseStatus === 'NO') throw new ApiError(404, 'mailboxNotFound', [], { name: box });
    throw error;
  }
  try {
    return await work();
  } finally {
    lock.release();
  }
};

/** The account's folders with their counts ("get mailboxes"). */
export const listBoxes = async (client: ImapFlow) => {
  const boxes = await client.list({ statusQuery: { messages: true, unseen: true } });
  return boxes
    .filter((b) => !b.flags.has('\\Noselect'))
    .map((b) => ({ path: b.path, name: b.name, specialUse: b.specialUse ?? null, total: b.status?.messages ?? 0, unseen: b.status?.unseen ?? 0 }));
};

const hasAttachment = (node: MessageStructureObject | undefined): boolean => {
  if (!node) return false;
  if (node.childNodes?.length) return node.childNodes.some(hasAttachment);
  if (node.disposition === 'attachment') return true;
  const named = Boolean(node.dispositionParameters?.filename || node.parameters?.name);
  return named && !node.type.startsWith('text/');
};

const envelopeAddress = (a: { name?: string; address?: string } | undefined): MailAddress | null => (a ? { name: a.name ?? '', address: a.address ?? '' } : null);

const summary = (m: FetchMessageObject): MessageSummary => ({
  uid: m.uid,
  seq: m.seq,
  from: envelopeAddress(m.envelope?.from?.[0]),
  to: (m.envelope?.to ?? []).map((a) => envelopeAddress(a)!),
  subject: m.envelope?.subject ?? '',
  date: m.envelope?.date ? new Date(m.envelope.date).toISOString() : null,
  seen: m.flags?.has('\\Seen') ?? false,
  hasAttachments: hasAttachment(m.bodyStructure),
  size: m.size ?? 0,
});

const SUMMARY_QUERY = { uid: true, envelope: true, flags: true, bodyStructure: true, size: true } as const;

/**
 * A page of a folder, newest first ("get all e-mails"): `q` finds it in the sender or the subject
 * (IMAP SEARCH on the server). Only the page's messages are fetched.
 */
export const listMessages = async (client: ImapFlow, box: string, page: number, limit: number, q: string | undefined): Promise<{ messages: MessageSummary[]; total: number }> =>
  inBox(client, box, async () => {
    const messages: MessageSummary[] = [];
    if (q) {
      const found = await client.search({ or: [{ from: q }, { subject: q }] }, { uid: true });
      const uids = (found || []).sort((a, b) => b - a);
      const pageUids = uids.slice((page - 1) * limit, page * limit);
      if (pageUids.length > 0) for await (const m of client.fetch(pageUids.join(','), SUMMARY_QUERY, { uid: true })) messages.push(summary(m));
      return { messages: messages.sort((a, b) => b.uid - a.uid), total: uids.length };
    }
    const total = client.mailbox ? client.mailbox.exists : 0;
    const last = total - (page - 1) * limit;
    const first = Math.max(1, last - limit + 1);
    if (last >= 1) for await (const m of client.fetch(`${first}:${last}`, SUMMARY_QUERY)) messages.push(summary(m));
    return { messages: messages.sort((a, b) => b.seq - a.seq), total };
  });

const addresses = (value: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => ({ name: v.name ?? '', address: v.address ?? '' })));

/** The parts a reader may download: mailparser's attachments, numbered from 1 in their order. */
const attachmentList = (parsed: ParsedMail): MessageAttachment[] =>
  parsed.attachments.map((a, i) => ({ partId: String(i + 1), filename: a.filename ?? `zalacznik-${i + 1}`, contentType: a.contentType, size: a.size }));

export type MessageRef = { uid: number } | { seq: number };

/** A message's source and numbers; 404 when the folder has no such message. */
const fetchSource = async (client: ImapFlow, ref: MessageRef): Promise<{ source: Buffer; uid: number; seq: number; seen: boolean }> => {
  const byUid = 'uid' in ref;
  const found = await client.fetchOne(String(byUid ? ref.uid : ref.seq), { uid: true, source: true, flags: true }, { uid: byUid });
  if (!found || !found.source) throw notFound();
  return { source: found.source, uid: found.uid, seq: found.seq, seen: found.flags?.has('\\Seen') ?? false };
};

/** Pieces a message's source is read in: a few round trips for a large message, little memory. */
const DOWNLOAD_CHUNK = 512 * 1024;
const PARSE_OPTIONS = { skipImageLinks: true, skipTextLinks: true };

/**
 * A message parsed from its source read in pieces (never whole in memory), holding the bytes of
 * the attachments `keep` names only; 404 when the folder has no such message. When no bytes are
 * kept, large attachments are not even read: the message is rebuilt without their bodies (their
 * sizes read from the server) and parsed alike.
 */
export const streamMessage = async (client: ImapFlow, ref: MessageRef, keep?: (index: number) => boolean): Promise<{ parsed: ParsedMail; uid: number; seq: number; seen: boolean }> => {
  const byUid = 'uid' in ref;
  const found = await client.fetchOne(String(byUid ? ref.uid : ref.seq), { uid: true, flags: true, bodyStructure: true }, { uid: byUid });
  if (!found) throw notFound();
  const numbers = { uid: found.uid, seq: found.seq, seen: found.flags?.has('\\Seen') ?? false };
  const skeleton = keep ? undefined : await messageSkeleton(client, found.uid, found.bodyStructure);
  if (skeleton) {
    const parsed = await parseMail(Readable.from([skeleton.source]), PARSE_OPTIONS);
    for (const attachment of parsed.attachments) {
      const size = attachment.headers.get(skeleton.marker);
      if (size !== undefined) attachment.size = Number(size);
      attachment.headers.delete(skeleton.marker);
    }
    return { parsed, ...numbers };
  }
  const { content } = await client.download(String(found.uid), undefined, { uid: true, chunkSize: DOWNLOAD_CHUNK });
  if (!content) throw notFound();
  return { parsed: await parseMail(content, PARSE_OPTIONS, keep), ...numbers };
};

/**
 * A message parsed (charsets, RFC 2047 and 2231 names) and its HTML sanitised; opening marks it
 * seen. The attachments are listed with their sizes, their bytes not kept.
 */
export const readMessage = async (client: ImapFlow, box: string, ref: MessageRef): Promise<MailMessage> =>
  inBox(client, box, async () => {
    const { parsed, uid, seq, seen } = await streamMessage(client, ref);
    if (!seen) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    return messageOf(parsed, box, uid, seq);
  });

/** A parsed message as the API answers it. */
export const messageOf = (parsed: ParsedMail, box: string, uid: number, seq: number): MailMessage => {
  const rawHtml = typeof parsed.html === 'string' ? parsed.html : (parsed.textAsHtml ?? '');
  const blocked = sanitizeMailHtml(rawHtml);
  return {
    box,
    uid,
    seq,
    messageId: parsed.messageId ?? null,
    from: addresses(parsed.from)[0] ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    date: parsed.date ? parsed.date.toISOString() : null,
    text: parsed.text ?? '',
    html: blocked.html,
    remoteImages: blocked.remoteImages,
    ...(blocked.remoteImages ? { htmlWithImages: sanitizeMailHtml(rawHtml, { keepRemoteImages: true }).html } : {}),
    attachments: attachmentList(parsed),
  };
};

/** One attachment of a message, by its partId: name, type as sent and bytes (the others' bytes are not kept). */
export const readAttachment = async (client: ImapFlow, box: string, uid: number, partId: string): Promise<{ info: MessageAttachment; content: Buffer }> =>
  inBox(client, box, async () => attachmentOf(client, { uid }, partId));

/** The attachment `partId` of a message, its bytes streamed in (the other attachments' bytes are not kept). */
const attachmentOf = async (client: ImapFlow, ref: MessageRef, partId: string, check?: (parsed: ParsedMail) => void): Promise<{ info: MessageAttachment; content: Buffer }> => {
  const index = Number(partId) - 1;
  if (!Number.isInteger(index) || index < 0) throw notFound();
  const { parsed } = await streamMessage(client, ref, (i) => i === index);
  check?.(parsed);
  const attachment: Attachment | undefined = parsed.attachments[index];
  if (!attachment) throw notFound();
  return { info: attachmentList(parsed)[index], content: attachment.content };
};

/** Where a message stored in PostgreSQL was on the server when it was fetched. */
export type StoredPlace = { box: string; uidValidity: number; uid: number; messageId: string | null };

/**
 * An attachment of a message stored in PostgreSQL (which keeps the list, not the bytes), read from
 * the server by the UID it was stored under. Only while that UID still names that message: the
 * folder's UIDVALIDITY must be the one stored (a folder made anew numbers its messages anew) and
 * the message must still carry its Message-ID; otherwise 410, the message is no longer there.
 */
export const readStoredAttachment = async (client: ImapFlow, place: StoredPlace, partId: string): Promise<{ info: MessageAttachment; content: Buffer }> => {
  if (!/^[1-9]\d{0,5}$/.test(partId)) throw notFound();
  const gone = () => new ApiError(410, 'storedMessageGone');
  let found = false;
  try {
    return await inBox(client, place.box, async () => {
      if (!client.mailbox || Number(client.mailbox.uidValidity) !== place.uidValidity) throw gone();
      return await attachmentOf(client, { uid: place.uid }, partId, (parsed) => {
        if (place.messageId && parsed.messageId?.slice(0, 998) !== place.messageId) throw gone();
        found = true;
      });
    });
  } catch (error) {
    // The folder itself is gone, or its UID names no message any more: so is the message. (A
    // message that is there without the part asked for stays a 404.)
    if (error instanceof ApiError && (error.code === 'mailboxNotFound' || (error.code === 'notFound' && !found))) throw gone();
    throw error;
  }
};

/** A message parsed whole, attachments' bytes included (linking and saving it to a record). */
export const parseMessage = async (client: ImapFlow, box: string, uid: number): Promise<ParsedMail> =>
  inBox(client, box, async () => simpleParser((await fetchSource(client, { uid })).source, { skipImageLinks: true, skipTextLinks: true }));

/** Marks a message seen or unseen. */
export const setSeen = async (client: ImapFlow, box: string, uid: number, seen: boolean) =>
  inBox(client, box, async () => {
    if (!(await client.fetchOne(String(uid), { uid: true }, { uid: true }))) throw notFound();
    const ok = seen ? await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true }) : await client.messageFlagsRemove(String(uid), ['\\Seen'], { uid: true });
    if (!ok) throw notFound();
  });
