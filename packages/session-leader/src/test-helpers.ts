/**
 * Test doubles (not exported from the package): one in-memory localStorage shared by
 * several simulated tabs, with browser-like `storage` events delivered asynchronously
 * (through `setTimeout`, so fake timers control them) to every tab but the writer.
 */
import type { BrowserWindowLike } from './browser.ts';
import type { StorageEventLike, StorageLike } from './types.ts';

type Listener = (event: never) => void;

export interface FakeStorageEvent extends StorageEventLike {
  readonly oldValue: string | null;
  readonly storageArea: StorageLike;
}

export class FakeWindow implements BrowserWindowLike {
  readonly localStorage: StorageLike;
  private readonly listeners = new Map<string, Set<Listener>>();
  private frozen = false;
  private readonly queued: Array<() => void> = [];
  private readonly incoming: FakeStorageEvent[] = [];

  constructor(private readonly shared: SharedStorage) {
    this.localStorage = {
      getItem: (key) => shared.data.get(key) ?? null,
      setItem: (key, value) => shared.write(this, key, String(value)),
      removeItem: (key) => shared.write(this, key, null),
    };
  }

  addEventListener(type: string, listener: Listener): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  listenerCount(type: string): number {
    return this.listeners.get(type)?.size ?? 0;
  }

  /** Delivers an event now (or when thawed, if frozen). */
  dispatch(type: string, event: unknown): void {
    const deliver = () => {
      for (const listener of [...(this.listeners.get(type) ?? [])]) {
        (listener as (event: unknown) => void)(event);
      }
    };
    if (this.frozen) this.queued.push(deliver);
    else deliver();
  }

  /** Queues a `storage` event; queued events are delivered in order, as browsers do. */
  receiveStorageEvent(event: FakeStorageEvent): void {
    this.incoming.push(event);
    if (this.incoming.length > 1) return;
    setTimeout(() => {
      for (const queued of this.incoming.splice(0)) this.dispatch('storage', queued);
    }, 0);
  }

  /** A frozen tab runs no code: events wait until `thaw()`. */
  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const deliver of this.queued.splice(0)) deliver();
  }
}

export class SharedStorage {
  readonly data = new Map<string, string>();
  private readonly windows: FakeWindow[] = [];

  /** Opens a tab on this storage. */
  openWindow(): FakeWindow {
    const win = new FakeWindow(this);
    this.windows.push(win);
    return win;
  }

  /** Writes (`null` removes) and queues a `storage` event for the other tabs if the value changed. */
  write(writer: FakeWindow, key: string, value: string | null): void {
    const oldValue = this.data.get(key) ?? null;
    if (value === null) this.data.delete(key);
    else this.data.set(key, value);
    if (oldValue === value) return;
    for (const win of this.windows) {
      if (win === writer) continue;
      const event: FakeStorageEvent = {
        key,
        oldValue,
        newValue: value,
        storageArea: win.localStorage,
      };
      win.receiveStorageEvent(event);
    }
  }
}

/** A storage whose every method throws, like a blocked or full localStorage. */
export function throwingStorage(
  methods: Array<keyof StorageLike> = ['getItem', 'setItem', 'removeItem'],
): StorageLike & { calls: number } {
  const store = new Map<string, string>();
  const result = {
    calls: 0,
    getItem(key: string): string | null {
      result.calls += 1;
      if (methods.includes('getItem')) throw new Error('SecurityError');
      return store.get(key) ?? null;
    },
    setItem(key: string, value: string): void {
      result.calls += 1;
      if (methods.includes('setItem')) throw new Error('QuotaExceededError');
      store.set(key, value);
    },
    removeItem(key: string): void {
      result.calls += 1;
      if (methods.includes('removeItem')) throw new Error('SecurityError');
      store.delete(key);
    },
  };
  return result;
}

/**
 * Interval functions for one tab that can be frozen (timers stop firing, as in a
 * suspended background tab) and thawed (they resume).
 */
export function freezableTimers() {
  const entries = new Map<
    number,
    { callback: () => void; ms: number; handle: ReturnType<typeof setInterval> | null }
  >();
  let nextId = 1;
  let frozen = false;
  return {
    setInterval(callback: () => void, ms: number): unknown {
      const id = nextId++;
      entries.set(id, { callback, ms, handle: frozen ? null : setInterval(callback, ms) });
      return id;
    },
    clearInterval(id: unknown): void {
      const entry = entries.get(id as number);
      if (entry?.handle) clearInterval(entry.handle);
      entries.delete(id as number);
    },
    freeze(): void {
      frozen = true;
      for (const entry of entries.values()) {
        if (entry.handle) clearInterval(entry.handle);
        entry.handle = null;
      }
    },
    thaw(): void {
      frozen = false;
      for (const entry of entries.values()) entry.handle = setInterval(entry.callback, entry.ms);
    },
  };
}
