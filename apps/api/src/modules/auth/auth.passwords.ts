import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * `Algorithm.Argon2id`: the package declares its enum as an ambient const enum, which
 * isolated modules cannot read, so the value is written out (and checked against the type).
 */
const ARGON2ID: Algorithm.Argon2id = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account (or no password) to check
 * against, so the answer's timing does not tell whether the account exists.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('psar-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
