import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB of memory, two passes.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** Checks a password; with no stored hash it still does the work and answers false. */
export const checkPassword = async (stored: string | undefined, password: string): Promise<boolean> => {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
};
