import { HttpError } from '../plugins/errors.ts';

/**
 * A keyset cursor on (time, id), newest first: what a list of conversations or notifications
 * hands back for its next page. Opaque to clients (base64url JSON); one that does not decode
 * is a 400, never a 500.
 */
export function encodeTimeCursor(at: Date, id: number): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

export function decodeTimeCursor(cursor: string | undefined): { at: Date; id: number } | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const date = new Date(String(at));
    if (typeof id === 'number' && Number.isSafeInteger(id) && !Number.isNaN(date.getTime()))
      return { at: date, id };
  } catch {
    // fall through
  }
  throw new HttpError(400, 'BAD_REQUEST', 'The cursor is not one this list gave.');
}
