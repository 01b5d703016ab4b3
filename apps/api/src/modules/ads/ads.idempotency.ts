import { createHash } from 'node:crypto';
import { HttpError } from '../../plugins/errors.ts';
import type { AdRow } from './ads.repository.ts';

/** The idempotency key of a post (ADR 0009): a repeat of the same post answers the same ad. */

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** The key of a post: the header's, else the body's `idempotency_key`; undefined for none. */
export function idempotencyKeyOf(
  body: Record<string, unknown>,
  headerKey: string | undefined,
): string | undefined {
  const bodyKey = body.idempotency_key;
  return headerKey ?? (typeof bodyKey === 'string' && bodyKey !== '' ? bodyKey : undefined);
}

/** Whether a key is one a client may send. */
export const isIdempotencyKey = (key: string) => IDEMPOTENCY_KEY.test(key);

/**
 * A digest of a posted body, the idempotency key aside: the same fields in any order give the
 * same digest, so a repeat of the same post is recognised and another post under the same key
 * is not.
 */
export function bodyDigest(body: Record<string, unknown>): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
        : value;
  const { idempotency_key: _key, ...fields } = body;
  return createHash('sha256')
    .update(JSON.stringify(canonical(fields)))
    .digest('base64url');
}

export /** The earlier ad of an idempotency key, or a 422 when it was posted with another body. */
function sameBodyAs(earlier: AdRow, digest: string): AdRow {
  // Rows from before migration 0023 have no digest: the key alone decides, as it did then.
  if (earlier.idempotencyHash !== null && earlier.idempotencyHash !== digest) {
    throw new HttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another ad with different fields.',
    );
  }
  return earlier;
}
