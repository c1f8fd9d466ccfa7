import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { isoMessage, plainMessage, utf8Message, windowsMessage } from '../../../../../tests/api/mailboxMessages';
import { parseMail } from './parse';

const OPTIONS = { skipImageLinks: true, skipTextLinks: true };
const pieces = (source: Buffer) => Readable.from(Array.from({ length: Math.ceil(source.length / 1000) }, (_, i) => source.subarray(i * 1000, (i + 1) * 1000)));

describe('parseMail', () => {
  const big = randomBytes(300_000);
  const sources = { iso: isoMessage(), windows: windowsMessage(), utf8: utf8Message(), attached: plainMessage(3, big) };

  it.each(Object.entries(sources))('reads the %s message as simpleParser does, without keeping attachment bytes', async (_, source) => {
    const whole = await simpleParser(source, OPTIONS);
    const streamed = await parseMail(pieces(source), OPTIONS);
    for (const key of ['subject', 'text', 'html', 'textAsHtml', 'messageId', 'date', 'from', 'to', 'cc', 'replyTo'] as const) expect(streamed[key]).toEqual(whole[key]);
    expect(streamed.attachments.map((a) => [a.filename, a.contentType, a.size])).toEqual(whole.attachments.map((a) => [a.filename, a.contentType, a.size]));
    expect(streamed.attachments.every((a) => a.content.length === 0)).toBe(true);
  });

  it('keeps the bytes of the attachment asked for', async () => {
    const streamed = await parseMail(pieces(sources.attached), OPTIONS, (i) => i === 0);
    expect(streamed.attachments[0].size).toBe(big.length);
    expect(streamed.attachments[0].content.equals(big)).toBe(true);
  });
});
