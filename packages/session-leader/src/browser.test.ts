import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBrowserSessionLeader, type BrowserWindowLike } from './browser.ts';
import { parseLeaderRecord } from './leader.ts';
import { SharedStorage } from './test-helpers.ts';

const KEY = 'session-leader';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startBrowserSessionLeader', () => {
  it('is safe on the server: no window, nothing started, never leader', () => {
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
    const leader = startBrowserSessionLeader();
    expect(leader.isLeader()).toBe(false);
    expect(leader.isStarted()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    expect(() => leader.dispose()).not.toThrow();
  });

  it('uses globalThis.window when present', () => {
    const shared = new SharedStorage();
    const win = shared.openWindow();
    vi.stubGlobal('window', win);
    try {
      const leader = startBrowserSessionLeader({ tabId: 'a' });
      expect(leader.isLeader()).toBe(true);
      expect(win.listenerCount('storage')).toBe(1);
      leader.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts on localStorage and wires storage, pagehide and pageshow', () => {
    const shared = new SharedStorage();
    const winA = shared.openWindow();
    const winB = shared.openWindow();
    const a = startBrowserSessionLeader({ window: winA, tabId: 'a' });
    const b = startBrowserSessionLeader({ window: winB, tabId: 'b' });
    expect(a.isLeader()).toBe(true);
    expect(b.isLeader()).toBe(false);
    vi.advanceTimersByTime(3_000);

    winA.dispatch('pagehide', { persisted: false }); // tab a closes
    expect(a.isLeader()).toBe(false);
    vi.advanceTimersByTime(1); // storage event: b takes over at once
    expect(b.isLeader()).toBe(true);
    expect(parseLeaderRecord(shared.data.get(KEY) ?? null)?.tabId).toBe('b');

    winB.dispatch('pagehide', { persisted: true }); // b goes to the back-forward cache
    vi.advanceTimersByTime(1);
    expect(a.isLeader()).toBe(false); // a was closed: it does not come back
    winB.dispatch('pageshow', { persisted: true }); // b is restored
    expect(b.isLeader()).toBe(true);
    winB.dispatch('pageshow', { persisted: false });
    expect(b.isStarted()).toBe(true);

    b.dispose();
    expect(b.isLeader()).toBe(false);
    expect(shared.data.has(KEY)).toBe(false);
    for (const type of ['storage', 'pagehide', 'pageshow']) {
      expect(winB.listenerCount(type), type).toBe(0);
    }
    winB.dispatch('pageshow', { persisted: true });
    expect(b.isStarted()).toBe(false);
  });

  it('leads itself when localStorage is blocked', () => {
    const shared = new SharedStorage();
    const base = shared.openWindow();
    const blocked: BrowserWindowLike = {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
      addEventListener: (type, listener) => base.addEventListener(type, listener),
      removeEventListener: (type, listener) => base.removeEventListener(type, listener),
    };
    const leader = startBrowserSessionLeader({ window: blocked });
    expect(leader.isLeader()).toBe(true);
    leader.dispose();
  });
});
