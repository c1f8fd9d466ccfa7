import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, loadKey, parseKey, secretBox } from './secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mail secrets', () => {
  const key = Buffer.alloc(32, 7);

  it('seals with a fresh nonce each time and opens to the same text', () => {
    const box = secretBox(key);
    const a = box.seal('Hasło-ąę 123');
    const b = box.seal('Hasło-ąę 123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Hasło');
    expect(box.open(a)).toBe('Hasło-ąę 123');
    expect(box.open(b)).toBe('Hasło-ąę 123');
  });

  it('refuses a changed ciphertext and another key', () => {
    const sealed = secretBox(key).seal('sekret-123');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => secretBox(key).open(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => secretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => secretBox(key).open('plain text')).toThrow();
  });

  it('reads MAIL_SECRET_KEY as hex or base64 of 32 bytes, and nothing else', () => {
    expect(parseKey('07'.repeat(32))).toEqual(key);
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(() => parseKey('too-short')).toThrow(/32 bytes/);
    expect(() => parseKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('makes a key file of mode 0600 on first start and reads the same key after', () => {
    const dir = tempDir();
    const first = loadKey({}, dir);
    const file = path.join(dir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadKey({}, dir)).toEqual(first);
    expect(parseKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(loadKey({ MAIL_SECRET_KEY: '07'.repeat(32) }, dir)).toEqual(key);
  });
});
