import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * E-mail account passwords at rest: AES-256-GCM with a random 12-byte nonce per value, stored as
 * `v1:<base64 of nonce | tag | ciphertext>`. The key is MAIL_SECRET_KEY (32 bytes, as 64 hex digits
 * or base64) or, without it, the key file `mail-secret.key` in the data directory, created with
 * mode 0600 on first start. Losing the key loses the stored passwords, nothing else.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'mail-secret.key';

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

/** The 32 bytes a MAIL_SECRET_KEY names (hex or base64); throws a sentence saying what is wrong. */
export const parseKey = (value: string): Buffer => {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  if (!key || key.length !== 32) throw new Error('MAIL_SECRET_KEY must be 32 bytes, written as 64 hex digits or in base64');
  return key;
};

/**
 * The key the portal encrypts passwords with: MAIL_SECRET_KEY, else the data directory's key
 * file, made (mode 0600, never overwritten) when there is none.
 */
export const loadKey = (env: NodeJS.ProcessEnv, dataDir: string): Buffer => {
  if (env.MAIL_SECRET_KEY) return parseKey(env.MAIL_SECRET_KEY);
  const file = path.join(dataDir, KEY_FILE);
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another instance made it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(readFileSync(file, 'utf8'));
};

export const secretBox = (key: Buffer): SecretBox => ({
  seal: (plain) => {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`;
  },
  open: (sealed) => {
    const [version, payload] = sealed.split(':');
    if (version !== VERSION || !payload) throw new Error('Not a sealed mail secret');
    const bytes = Buffer.from(payload, 'base64');
    if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Not a sealed mail secret');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  },
});

const boxes = new Map<string, SecretBox>();
/** The process's box for a data directory (the key is read once). */
export const mailSecrets = (dataDir: string, env: NodeJS.ProcessEnv = process.env): SecretBox => {
  const cacheKey = `${dataDir}\u0000${env.MAIL_SECRET_KEY ?? ''}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = secretBox(loadKey(env, dataDir));
    boxes.set(cacheKey, box);
  }
  return box;
};
