import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@repo/domain';

/** An opaque token or ticket: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token or ticket: its SHA-256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A fresh code of CODE_LENGTH digits. */
export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed by its ticket. The ticket is stored only
 * as a hash, so a copy of the table alone cannot be turned back into live codes.
 */
export function codeHash(ticket: string, code: string): string {
  return createHmac('sha256', ticket).update(code, 'utf8').digest('hex');
}

/** A code hash that no code matches (decoy tickets of forgot-password for unknown accounts). */
export function unmatchableCodeHash(): string {
  return `x${randomBytes(32).toString('hex')}`;
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
