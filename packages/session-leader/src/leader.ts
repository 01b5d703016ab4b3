import { LEADER_HEARTBEAT_MS, LEADER_STALE_MS } from '@repo/domain';
import {
  defaultClearInterval,
  defaultSetInterval,
  reportAsync,
  type ClearIntervalFn,
  type SetIntervalFn,
  type StorageEventLike,
  type StorageLike,
} from './types.ts';

/** The record the leader writes under the storage key on every heartbeat. */
export interface LeaderRecord {
  readonly tabId: string;
  /** Time of the last heartbeat, in milliseconds since the epoch. */
  readonly at: number;
}

export const DEFAULT_LEADER_KEY = 'session-leader';

export interface SessionLeaderOptions {
  /**
   * Where the record lives (`window.localStorage` in a browser). `null` means no storage
   * is available: the tab then leads itself (single-tab behaviour).
   */
  storage: StorageLike | null;
  /** Storage key of the leader record. Default `'session-leader'`. */
  key?: string;
  /** Id of this tab. Default `crypto.randomUUID()`. */
  tabId?: string;
  /** Heartbeat period. Default `LEADER_HEARTBEAT_MS` (1 s). */
  heartbeatMs?: number;
  /** A record older than this is abandoned and may be taken over. Default `LEADER_STALE_MS` (1.6 s). */
  staleMs?: number;
  /** Clock. Default `Date.now`. */
  now?: () => number;
  setInterval?: SetIntervalFn;
  clearInterval?: ClearIntervalFn;
  /** Called whenever this tab gains (`true`) or loses (`false`) leadership. */
  onChange?: (isLeader: boolean) => void;
  /** Receives errors thrown by `onChange` and subscribers. Default: rethrown asynchronously. */
  onError?: (error: unknown) => void;
}

export interface SessionLeader {
  readonly tabId: string;
  /** Claims or checks leadership now, then on every heartbeat. No-op when already started. */
  start(): void;
  /** Stops the heartbeat and, if this tab leads, releases leadership (removes the record). */
  stop(): void;
  /** Whether this tab leads. Re-checks storage first if the last heartbeat is older than `staleMs`. */
  isLeader(): boolean;
  /** Whether `start()` was called and `stop()` was not called since. */
  isStarted(): boolean;
  /** One heartbeat: read the record, claim it if free, stale or ours. Returns `isLeader()`. Only acts while started. */
  tick(): boolean;
  /** Feed `storage` events of the window here: reacts at once to a release or a takeover by another tab. */
  handleStorageEvent(event: StorageEventLike): void;
  /** Calls `listener` on every leadership change. Returns the unsubscribe function. */
  subscribe(listener: (isLeader: boolean) => void): () => void;
}

/** Parses a stored leader record; `null` when missing or malformed. */
export function parseLeaderRecord(value: string | null): LeaderRecord | null {
  if (value === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { tabId, at } = parsed as Record<string, unknown>;
  if (typeof tabId !== 'string' || tabId === '' || typeof at !== 'number' || !Number.isFinite(at)) {
    return null;
  }
  return { tabId, at };
}

/** A random tab id; falls back to `Math.random` where `crypto.randomUUID` is missing (insecure contexts). */
export function createTabId(): string {
  const cryptoLike = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof cryptoLike?.randomUUID === 'function') return cryptoLike.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Multi-tab leadership through a record `{ tabId, at }` in (local) storage.
 *
 * Every heartbeat the tab reads the record; when it is missing, malformed, stale
 * (`|now - at| > staleMs`) or its own, the tab writes its own with the current time and
 * reads it back: it leads only if the record read back is its own (two tabs claiming at
 * once). Otherwise it follows. A storage that throws makes the tab lead itself; nothing
 * here throws.
 */
export function createSessionLeader(options: SessionLeaderOptions): SessionLeader {
  const storage = options.storage;
  const key = options.key ?? DEFAULT_LEADER_KEY;
  const tabId = options.tabId ?? createTabId();
  const heartbeatMs = options.heartbeatMs ?? LEADER_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? LEADER_STALE_MS;
  const now = options.now ?? (() => Date.now());
  const setIntervalFn = options.setInterval ?? defaultSetInterval;
  const clearIntervalFn = options.clearInterval ?? defaultClearInterval;
  const onError = options.onError ?? reportAsync;

  const listeners = new Set<(isLeader: boolean) => void>();
  if (options.onChange) listeners.add(options.onChange);

  let started = false;
  let leader = false;
  /** Time of the last heartbeat that confirmed leadership. */
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  let hasTimer = false;

  function setLeader(next: boolean): void {
    if (next === leader) return;
    leader = next;
    for (const listener of [...listeners]) {
      try {
        listener(next);
      } catch (error) {
        try {
          onError(error);
        } catch {
          // The error handler failed as well: nothing left to report to.
        }
      }
    }
  }

  function isFresh(record: LeaderRecord, at: number): boolean {
    return Math.abs(at - record.at) <= staleMs;
  }

  /** The stored record; `undefined` when the storage is missing or throws. */
  function readRecord(): LeaderRecord | null | undefined {
    if (storage === null) return undefined;
    try {
      return parseLeaderRecord(storage.getItem(key));
    } catch {
      return undefined;
    }
  }

  /** Reads and, if allowed, claims the record. Returns whether this tab leads. */
  function claim(): boolean {
    if (storage === null) return true;
    try {
      const current = parseLeaderRecord(storage.getItem(key));
      const at = now();
      if (current !== null && current.tabId !== tabId && isFresh(current, at)) return false;
      const record: LeaderRecord = { tabId, at };
      storage.setItem(key, JSON.stringify(record));
      const stored = parseLeaderRecord(storage.getItem(key));
      // A storage that drops writes cannot coordinate anything: lead this tab.
      return stored === null || stored.tabId === tabId;
    } catch {
      // Private mode, quota exceeded, access denied: behave as a single tab.
      return true;
    }
  }

  function tick(): boolean {
    if (!started) return leader;
    const next = claim();
    if (next) confirmedAt = now();
    setLeader(next);
    return leader;
  }

  function start(): void {
    if (started) return;
    started = true;
    tick();
    timer = setIntervalFn(tick, heartbeatMs);
    hasTimer = true;
  }

  function stop(): void {
    if (!started) return;
    started = false;
    if (hasTimer) {
      clearIntervalFn(timer);
      hasTimer = false;
      timer = undefined;
    }
    // Release only our own record: another tab may already have taken over.
    if (leader && storage !== null && readRecord()?.tabId === tabId) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to release in a storage that does not work.
      }
    }
    setLeader(false);
  }

  function isLeader(): boolean {
    // A tab that was frozen (background throttling, sleep) may still believe it leads
    // while another tab took over: re-check before answering.
    if (leader && started && now() - confirmedAt > staleMs) tick();
    return leader;
  }

  function handleStorageEvent(event: StorageEventLike): void {
    if (!started) return;
    if (event.key !== null && event.key !== key) return;
    const record = event.key === null ? null : parseLeaderRecord(event.newValue);
    if (record === null) {
      // Released (tab closed), cleared or garbage: try to take over now rather than at the next tick.
      tick();
    } else if (record.tabId !== tabId && leader) {
      // Another tab claimed the record (it found ours stale): yield without writing. Events
      // arrive after the fact, so trust the record in storage rather than the event.
      const current = readRecord();
      if (current === null) tick();
      else if (current !== undefined && current.tabId !== tabId) setLeader(false);
    }
  }

  function subscribe(listener: (isLeader: boolean) => void): () => void {
    const entry = (value: boolean) => listener(value);
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }

  return {
    tabId,
    start,
    stop,
    isLeader,
    isStarted: () => started,
    tick,
    handleStorageEvent,
    subscribe,
  };
}
