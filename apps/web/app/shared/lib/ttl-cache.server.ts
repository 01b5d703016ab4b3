/**
 * A small in-memory cache of promises by key, for API answers that may be a few seconds old.
 * - Callers asking for the same key while it loads share one load.
 * - A failed load is never kept: the next caller tries again.
 * - At most `maxEntries` keys; the oldest entry goes first.
 * - `ttlMs` 0 turns it off (every call loads).
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { expiresAt: time + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}
