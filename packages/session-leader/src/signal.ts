import type { StorageEventLike, StorageLike } from './types.ts';

/** A cross-tab message, e.g. `{ type: 'signed-out', at, from }`. */
export interface SignalMessage {
  readonly type: string;
  /** When it was sent, in milliseconds since the epoch. */
  readonly at: number;
  /** Id of the sending tab. */
  readonly from: string;
}

/** An object that delivers `storage` events (a `window`). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/** Parses a stored signal; `null` when missing or malformed. */
export function parseSignal(value: string | null): SignalMessage | null {
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, at, from } = parsed as Record<string, unknown>;
  if (typeof type !== 'string' || type === '' || typeof from !== 'string') return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  return { type, at, from };
}

/**
 * Sends `{ type, at, from }` to the other tabs by writing it under `key`; they receive it
 * as a `storage` event (the sending tab does not: act on it locally). The key is removed
 * first so that the same message sent twice in the same millisecond is still delivered.
 * Returns the message, or `null` if the storage threw (the message was not sent).
 */
export function broadcastSignal(
  storage: StorageLike,
  key: string,
  message: { type: string; from: string; at?: number },
): SignalMessage | null {
  const sent: SignalMessage = {
    type: message.type,
    at: message.at ?? Date.now(),
    from: message.from,
  };
  try {
    storage.removeItem(key);
    storage.setItem(key, JSON.stringify(sent));
    return sent;
  } catch {
    return null;
  }
}

/** The signal carried by a `storage` event under `key`, or `null` for any other event. */
export function readSignalEvent(event: StorageEventLike, key: string): SignalMessage | null {
  if (event.key !== key) return null;
  return parseSignal(event.newValue);
}

/**
 * Calls `listener` for every signal other tabs send under `key`. Returns the unsubscribe
 * function.
 */
export function listenSignal(
  source: StorageEventSource,
  key: string,
  listener: (message: SignalMessage) => void,
): () => void {
  const handler = (event: StorageEventLike) => {
    const message = readSignalEvent(event, key);
    if (message !== null) listener(message);
  };
  source.addEventListener('storage', handler);
  return () => source.removeEventListener('storage', handler);
}
