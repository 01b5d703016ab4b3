export interface ReferenceResult<T> {
  data: T;
  /** True when the data could not be loaded and `data` is stale or empty. */
  failed: boolean;
}

/**
 * Keeps reference data (categories, locations) in memory for `ttlMs`.
 * - Concurrent requests share one load.
 * - Once a value exists, an expired value is served at once while a refresh runs in
 *   the background (no request waits for the API again).
 * - A failed load is logged and the page still renders (spec §8): with the last good
 *   data, else with `empty`. After a failure nobody waits on the API for
 *   `failureBackoffMs`, so an outage does not add a timeout to every page.
 */
export function createReferenceCache<T>(options: {
  name: string;
  ttlMs: number;
  empty: T;
  failureBackoffMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}) {
  const {
    name,
    ttlMs,
    empty,
    failureBackoffMs = 10_000,
    now = Date.now,
    log = (message) => console.error(message),
  } = options;
  let value: T | undefined;
  let expiresAt = 0;
  let retryAt = 0;
  let pending: Promise<ReferenceResult<T>> | undefined;

  function refresh(load: () => Promise<T>): Promise<ReferenceResult<T>> {
    pending ??= load()
      .then((loaded) => {
        value = loaded;
        expiresAt = now() + ttlMs;
        retryAt = 0;
        return { data: loaded, failed: false };
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log(`[reference-cache] loading ${name} failed: ${reason}`);
        retryAt = now() + failureBackoffMs;
        return { data: value ?? empty, failed: true };
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    get(load: () => Promise<T>): Promise<ReferenceResult<T>> {
      const time = now();
      if (value !== undefined && time < expiresAt)
        return Promise.resolve({ data: value, failed: false });
      const backingOff = time < retryAt;
      if (value !== undefined) {
        if (!backingOff) void refresh(load);
        return Promise.resolve({ data: value, failed: backingOff });
      }
      if (backingOff) return Promise.resolve({ data: empty, failed: true });
      return refresh(load);
    },
    clear(): void {
      value = undefined;
      expiresAt = 0;
      retryAt = 0;
    },
  };
}
