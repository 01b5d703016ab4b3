export interface ReferenceResult<T> {
  data: T;
  /** True when the last load failed and `data` is stale or empty. */
  failed: boolean;
}

/**
 * Keeps reference data (categories, locations) in memory for `ttlMs`. Concurrent
 * requests share one load. A failed load is logged and the page still renders: with
 * the last good data if there is any, else with `empty` (spec §8).
 */
export function createReferenceCache<T>(options: {
  name: string;
  ttlMs: number;
  empty: T;
  now?: () => number;
  log?: (message: string) => void;
}) {
  const { name, ttlMs, empty, now = Date.now, log = (message) => console.error(message) } = options;
  let value: T | undefined;
  let expiresAt = 0;
  let pending: Promise<ReferenceResult<T>> | undefined;

  return {
    get(load: () => Promise<T>): Promise<ReferenceResult<T>> {
      if (value !== undefined && now() < expiresAt)
        return Promise.resolve({ data: value, failed: false });
      pending ??= load()
        .then((loaded) => {
          value = loaded;
          expiresAt = now() + ttlMs;
          return { data: loaded, failed: false };
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log(`[reference-cache] loading ${name} failed: ${reason}`);
          return { data: value ?? empty, failed: true };
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    clear(): void {
      value = undefined;
      expiresAt = 0;
    },
  };
}
