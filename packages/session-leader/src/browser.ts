import { createSessionLeader, type SessionLeader, type SessionLeaderOptions } from './leader.ts';
import type { StorageEventLike, StorageLike } from './types.ts';

/** The part of a page transition event (`pagehide`, `pageshow`) the wiring reads. */
export interface PageTransitionEventLike {
  readonly persisted?: boolean;
}

/** The part of `window` the browser wiring uses. */
export interface BrowserWindowLike {
  readonly localStorage: StorageLike;
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  addEventListener(
    type: 'pagehide' | 'pageshow',
    listener: (event: PageTransitionEventLike) => void,
  ): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(
    type: 'pagehide' | 'pageshow',
    listener: (event: PageTransitionEventLike) => void,
  ): void;
}

export interface BrowserSessionLeaderOptions extends Omit<SessionLeaderOptions, 'storage'> {
  /**
   * The window to wire. Default `globalThis.window`; `null` (or no window, on the server)
   * starts nothing: `isLeader()` stays `false`.
   */
  window?: BrowserWindowLike | null;
}

export interface BrowserSessionLeader extends SessionLeader {
  /** Stops the leader (releasing leadership) and removes the window listeners. */
  dispose(): void;
}

function getWindow(options: BrowserSessionLeaderOptions): BrowserWindowLike | null {
  if (options.window !== undefined) return options.window;
  const candidate = (globalThis as { window?: BrowserWindowLike }).window;
  return candidate !== undefined && typeof candidate.addEventListener === 'function'
    ? candidate
    : null;
}

function getStorage(win: BrowserWindowLike): StorageLike | null {
  try {
    // Reading `localStorage` throws when storage is blocked (cookies disabled, sandboxed iframe).
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Creates and starts a session leader on `window.localStorage`, and wires the window:
 * `storage` events (prompt takeover when the leader releases), `pagehide` (release
 * leadership when the tab closes or goes to the back-forward cache) and `pageshow` (start
 * again when the page comes back from that cache). Safe to import and call on the server:
 * without a window nothing is started.
 *
 * `beforeunload` is deliberately not used: `pagehide` fires on every unload, and a
 * `beforeunload` listener makes the page ineligible for the back-forward cache in some browsers.
 */
export function startBrowserSessionLeader(
  options: BrowserSessionLeaderOptions = {},
): BrowserSessionLeader {
  const { window: _window, ...leaderOptions } = options;
  const win = getWindow(options);
  if (win === null) {
    const leader = createSessionLeader({ ...leaderOptions, storage: null });
    return { ...leader, dispose: () => leader.stop() };
  }

  const leader = createSessionLeader({ ...leaderOptions, storage: getStorage(win) });
  const onStorage = (event: StorageEventLike) => leader.handleStorageEvent(event);
  const onPageHide = () => leader.stop();
  const onPageShow = (event: PageTransitionEventLike) => {
    if (event.persisted === true) leader.start();
  };
  win.addEventListener('storage', onStorage);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  leader.start();

  let disposed = false;
  return {
    ...leader,
    dispose() {
      if (disposed) return;
      disposed = true;
      win.removeEventListener('storage', onStorage);
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('pageshow', onPageShow);
      leader.stop();
    },
  };
}
