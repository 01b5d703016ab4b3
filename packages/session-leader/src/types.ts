/**
 * Minimal shapes the package works with, so that it stays pure: the browser objects
 * (`localStorage`, `StorageEvent`, `window`) satisfy them, and tests pass in-memory fakes.
 */

/** The part of the Web Storage API (`localStorage`) the package uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of a `StorageEvent` the package reads. `key` is `null` after `storage.clear()`. */
export interface StorageEventLike {
  readonly key: string | null;
  readonly newValue: string | null;
}

/** `setInterval` as the package calls it; the handle is opaque. */
export type SetIntervalFn = (callback: () => void, ms: number) => unknown;
/** `clearInterval` for a handle returned by the matching {@link SetIntervalFn}. */
export type ClearIntervalFn = (handle: unknown) => void;

/** The global timers, looked up at call time so that fake timers installed later are used. */
export const defaultSetInterval: SetIntervalFn = (callback, ms) =>
  globalThis.setInterval(callback, ms);
export const defaultClearInterval: ClearIntervalFn = (handle) =>
  globalThis.clearInterval(handle as Parameters<typeof globalThis.clearInterval>[0]);

/** Surfaces an error without interrupting the caller (like the browser's `reportError`). */
export function reportAsync(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}
