/**
 * Memoises async values per key for `ttlMs`. Concurrent callers share one pending
 * load; a failed load is dropped at once so the next call retries. `ttlMs` 0 turns
 * caching off.
 */
export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = load();
      if (ttlMs > 0) {
        entries.set(key, { value, expiresAt: now() + ttlMs });
        value.catch(() => entries.delete(key));
      }
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
