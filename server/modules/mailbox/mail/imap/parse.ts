import type { Readable } from 'node:stream';
import type { Attachment, MailParserOptions, ParsedMail } from 'mailparser';
import { MailParser } from 'mailparser';

/** The headers simpleParser lifts onto the parsed message, under their camel-cased names. */
const LIFTED = ['subject', 'references', 'date', 'to', 'from', 'cc', 'bcc', 'message-id', 'in-reply-to', 'reply-to'] as const;

/** What the parser gives: texts, and attachments whose `content` is a stream until they are released. */
type Part = { type: 'text'; text?: string; html?: string; textAsHtml?: string } | { type: 'attachment'; content: Readable; release: () => void };

/**
 * A message parsed as mailparser's simpleParser parses it (the same texts, headers and
 * attachments in the same order, numbered alike) from a stream, holding the bytes only of the
 * attachments `keep` names by index: the others flow through, counted (`size`) and dropped, so
 * a message with a large attachment is read in the memory of its text. Meant for
 * `skipImageLinks` (no cid: image is inlined from an attachment's bytes).
 */
export const parseMail = (input: Readable, options: MailParserOptions, keep: (index: number) => boolean = () => false): Promise<ParsedMail> =>
  new Promise((resolve, reject) => {
    const parser = new MailParser({ ...options, skipImageLinks: true });
    const mail = { attachments: [] as Attachment[] } as unknown as ParsedMail & Record<string, unknown>;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      input.destroy();
      parser.destroy();
      reject(error);
    };
    input.once('error', fail);
    parser.on('error', fail);
    parser.on('headers', (headers) => {
      mail.headers = headers;
      mail.headerLines = (parser as unknown as { headerLines: ParsedMail['headerLines'] }).headerLines;
    });
    parser.on('data', (data: Part) => {
      if (data.type === 'text') {
        for (const key of ['text', 'html', 'textAsHtml'] as const) if (data[key] !== undefined) mail[key] = data[key];
        return;
      }
      const index = mail.attachments.length;
      const { content, release } = data;
      // The parser's own object, filled as simpleParser fills it: the size is counted as the bytes flow.
      const attachment = data as unknown as Attachment;
      mail.attachments.push(attachment);
      const pieces: Buffer[] = [];
      const held = keep(index);
      content.on('data', (piece: Buffer) => {
        if (held) pieces.push(piece);
      });
      content.once('end', () => {
        attachment.content = Buffer.concat(pieces);
        release();
      });
    });
    parser.on('end', () => {
      for (const key of LIFTED) {
        if (mail.headers?.has(key)) mail[key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = mail.headers.get(key);
      }
      // simpleParser's `html` is false for a message without one.
      if (mail.html === undefined) mail.html = false;
      if (settled) return;
      settled = true;
      resolve(mail);
    });
    input.pipe(parser);
  });
