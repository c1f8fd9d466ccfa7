import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64Length } from './skeleton';

/** A body as mail programs write it: base64 in lines of `line` characters, with or without a last line break. */
const encoded = (bytes: Buffer, line: number, finalBreak: boolean) => {
  const text = bytes.toString('base64').replace(new RegExp(`.{${line}}(?!$)`, 'g'), '$&\r\n');
  return finalBreak ? `${text}\r\n` : text;
};

describe('base64Length', () => {
  it.each([
    [100_000, 76, true],
    [100_001, 76, false],
    [100_002, 72, true],
    [65_535, 64, false],
    [5 * 1024 * 1024, 76, true],
  ])('reads %i bytes in lines of %i (final break %s) from the ends of the body', (length, line, finalBreak) => {
    const body = encoded(randomBytes(length), line, finalBreak);
    expect(base64Length(body.length, body.slice(0, 200), body.slice(-200))).toBe(length);
  });

  it('gives up on lines of different lengths or what is not base64', () => {
    const body = encoded(randomBytes(100_000), 76, true);
    expect(base64Length(body.length + 3, body.slice(0, 200), body.slice(-200))).toBeUndefined();
    expect(base64Length(body.length, `<html>${body.slice(0, 200)}`, body.slice(-200))).toBeUndefined();
    expect(base64Length(body.length, body.slice(0, 200), `${body.slice(-200)}*`)).toBeUndefined();
  });
});
