// Long on purpose: one area's behaviours, each test with its own setup beside it.
import { LEADER_HEARTBEAT_MS, LEADER_STALE_MS } from '@repo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionLeader, parseLeaderRecord, type SessionLeader } from './leader.ts';
import {
  SharedStorage,
  freezableTimers,
  throwingStorage,
  type FakeWindow,
} from './test-helpers.ts';
import type { StorageEventLike } from './types.ts';

const KEY = 'session-leader';

interface Tab {
  leader: SessionLeader;
  win: FakeWindow;
  /** Suspends the tab without closing it: no timers, no events, no release. */
  freeze(): void;
  thaw(): void;
}

function openTab(shared: SharedStorage, tabId: string, options: { events?: boolean } = {}): Tab {
  const win = shared.openWindow();
  const timers = freezableTimers();
  const leader = createSessionLeader({
    storage: win.localStorage,
    tabId,
    now: () => Date.now(),
    setInterval: timers.setInterval,
    clearInterval: timers.clearInterval,
  });
  if (options.events ?? true) {
    win.addEventListener('storage', (event: StorageEventLike) => leader.handleStorageEvent(event));
  }
  return {
    leader,
    win,
    freeze() {
      timers.freeze();
      win.freeze();
    },
    thaw() {
      timers.thaw();
      win.thaw();
    },
  };
}

/** Moves the fake clock to `ms` after the start of the test, firing due timers. */
function advanceTo(ms: number): void {
  vi.advanceTimersByTime(ms - Date.now());
}

/** Storage events are queued through a zero-delay timeout, which fake timers fire after 1 ms. */
function deliverEvents(): void {
  vi.advanceTimersByTime(1);
}

function stored(shared: SharedStorage) {
  return parseLeaderRecord(shared.data.get(KEY) ?? null);
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('constants', () => {
  it('uses the heartbeat and stale delays of the spec', () => {
    expect(LEADER_HEARTBEAT_MS).toBe(1000);
    expect(LEADER_STALE_MS).toBe(1600);
  });
});

describe('createSessionLeader', () => {
  it('makes the first tab leader and writes its record', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a');
    expect(a.leader.isLeader()).toBe(false);
    a.leader.start();
    expect(a.leader.isLeader()).toBe(true);
    expect(stored(shared)).toEqual({ tabId: 'a', at: 0 });
  });

  it('keeps a second tab follower while the leader heartbeats', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a');
    const b = openTab(shared, 'b');
    a.leader.start();
    advanceTo(300);
    b.leader.start();
    for (let t = 300; t <= 10_000; t += 100) {
      advanceTo(t);
      expect(a.leader.isLeader()).toBe(true);
      expect(b.leader.isLeader()).toBe(false);
    }
    // The record is refreshed on every heartbeat.
    expect(stored(shared)).toEqual({ tabId: 'a', at: 10_000 });
  });

  it('lets a follower take over at its next tick when the leader closes', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a', { events: false });
    const b = openTab(shared, 'b', { events: false });
    a.leader.start();
    advanceTo(500);
    b.leader.start(); // ticks at 1500, 2500, ...
    advanceTo(2_200);
    a.leader.stop();
    expect(a.leader.isLeader()).toBe(false);
    expect(shared.data.has(KEY)).toBe(false);
    advanceTo(2_499);
    expect(b.leader.isLeader()).toBe(false);
    advanceTo(2_500);
    expect(b.leader.isLeader()).toBe(true);
    expect(stored(shared)).toEqual({ tabId: 'b', at: 2_500 });
  });

  it('takes over at once through the storage event when the leader releases', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a');
    const b = openTab(shared, 'b');
    a.leader.start();
    advanceTo(500);
    b.leader.start();
    advanceTo(2_200);
    a.leader.stop();
    expect(b.leader.isLeader()).toBe(false);
    deliverEvents();
    expect(b.leader.isLeader()).toBe(true);
    expect(stored(shared)?.tabId).toBe('b');
    expect(stored(shared)?.at).toBeGreaterThanOrEqual(2_200);
    expect(stored(shared)?.at).toBeLessThanOrEqual(2_201); // not at b's next tick (2500)
  });

  it('takes over from a frozen leader only once its stamp is older than 1.6 s (timer ticks)', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a');
    const b = openTab(shared, 'b');
    a.leader.start();
    advanceTo(800);
    b.leader.start(); // ticks at 1800, 2800, ...
    advanceTo(1_000); // a's last heartbeat
    expect(stored(shared)).toEqual({ tabId: 'a', at: 1_000 });
    a.freeze();
    advanceTo(1_000 + 1_500);
    expect(b.leader.isLeader()).toBe(false);
    expect(stored(shared)?.tabId).toBe('a');
    advanceTo(1_000 + 1_800); // b's tick, 1.8 s after the stamp
    expect(b.leader.isLeader()).toBe(true);
    expect(stored(shared)).toEqual({ tabId: 'b', at: 2_800 });
  });

  it('treats a stamp exactly 1.6 s old as alive and a 1.7 s old one as stale', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a');
    const b = openTab(shared, 'b');
    a.leader.start();
    b.leader.start();
    advanceTo(1_000);
    a.freeze();
    advanceTo(2_500);
    expect(b.leader.tick()).toBe(false);
    advanceTo(2_600);
    expect(b.leader.tick()).toBe(false);
    advanceTo(2_700);
    expect(b.leader.tick()).toBe(true);
    expect(stored(shared)).toEqual({ tabId: 'b', at: 2_700 });
  });

  it('makes a frozen leader that wakes up yield without overwriting the new leader', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a', { events: false });
    const b = openTab(shared, 'b', { events: false });
    a.leader.start();
    b.leader.start();
    advanceTo(1_000);
    a.freeze();
    advanceTo(3_000);
    expect(b.leader.isLeader()).toBe(true);
    a.thaw();
    // Before its own timer fires, a re-checks storage instead of trusting its stale state.
    expect(a.leader.isLeader()).toBe(false);
    advanceTo(6_000);
    expect(a.leader.isLeader()).toBe(false);
    expect(b.leader.isLeader()).toBe(true);
    expect(stored(shared)?.tabId).toBe('b');
  });

  it("does not remove the new leader's record when a frozen leader closes on waking", () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a', { events: false });
    const b = openTab(shared, 'b', { events: false });
    a.leader.start();
    b.leader.start();
    advanceTo(1_000);
    a.freeze();
    advanceTo(3_000);
    expect(stored(shared)?.tabId).toBe('b');
    a.thaw();
    a.leader.stop(); // pagehide runs before anything else in the woken tab
    expect(stored(shared)?.tabId).toBe('b');
    expect(b.leader.isLeader()).toBe(true);
  });

  it('yields at once when the storage event shows another tab claimed the record', () => {
    const shared = new SharedStorage();
    const a = openTab(shared, 'a');
    a.leader.start();
    const claim = JSON.stringify({ tabId: 'z', at: 0 });
    shared.data.set(KEY, claim);
    a.leader.handleStorageEvent({ key: KEY, newValue: claim });
    expect(a.leader.isLeader()).toBe(false);
    expect(stored(shared)?.tabId).toBe('z');
    // Events for other keys are ignored.
    const b = openTab(shared, 'b');
    shared.data.clear();
    b.leader.start();
    b.leader.handleStorageEvent({ key: 'other', newValue: JSON.stringify({ tabId: 'z', at: 0 }) });
    expect(b.leader.isLeader()).toBe(true);
  });

  it('trusts the stored record over a late storage event', () => {
    const shared = new SharedStorage();
    const b = openTab(shared, 'b');
    b.leader.start();
    // An event about a write that happened before b's claim arrives only now.
    b.leader.handleStorageEvent({ key: KEY, newValue: JSON.stringify({ tabId: 'a', at: 0 }) });
    expect(b.leader.isLeader()).toBe(true);
    expect(stored(shared)?.tabId).toBe('b');
  });

  it('keeps exactly one leader among three tabs at all times after the first tick', () => {
    const shared = new SharedStorage();
    const tabs = [openTab(shared, 'a'), openTab(shared, 'b'), openTab(shared, 'c')];
    const leaders = () =>
      tabs.filter((tab) => tab.leader.isLeader()).map((tab) => tab.leader.tabId);
    tabs[0]!.leader.start();
    const starts = [0, 250, 600];
    const history: string[] = [];
    for (let t = 0; t <= 20_000; t += 50) {
      advanceTo(t);
      tabs.forEach((tab, index) => {
        if (t === starts[index]) tab.leader.start();
      });
      if (t === 5_000 || t === 9_000) {
        tabs.find((tab) => tab.leader.isLeader())?.leader.stop(); // the leader tab closes
      }
      if (t === 7_000) tabs[0]!.leader.start(); // a closed tab is restored (back-forward cache)
      if (t === 5_000 || t === 9_000) deliverEvents();
      const current = leaders();
      expect(current, `at ${t} ms`).toHaveLength(1);
      if (history.at(-1) !== current[0]) history.push(current[0]!);
    }
    // Leadership really moved twice.
    expect(history).toHaveLength(3);
  });

  it('never has two leaders while a frozen leader is taken over', () => {
    const shared = new SharedStorage();
    const tabs = [openTab(shared, 'a'), openTab(shared, 'b'), openTab(shared, 'c')];
    tabs.forEach((tab, index) => {
      advanceTo(index * 300);
      tab.leader.start();
    });
    advanceTo(2_000);
    tabs[0]!.freeze();
    const awake = tabs.slice(1);
    for (let t = 2_000; t <= 12_000; t += 50) {
      advanceTo(t);
      const count = awake.filter((tab) => tab.leader.isLeader()).length;
      expect(count, `at ${t} ms`).toBeLessThanOrEqual(1);
      if (t >= 2_000 + LEADER_STALE_MS + LEADER_HEARTBEAT_MS) expect(count, `at ${t} ms`).toBe(1);
    }
    tabs[0]!.thaw();
    advanceTo(12_000);
    expect(tabs.filter((tab) => tab.leader.isLeader())).toHaveLength(1);
    expect(tabs[0]!.leader.isLeader()).toBe(false);
  });

  it('resolves two tabs claiming at once by reading the record back', () => {
    const data = new Map<string, string>();
    const plain = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    // b read the empty key at the same moment as a; its write lands right after a's.
    const racing = {
      ...plain,
      setItem(key: string, value: string) {
        data.set(key, value);
        data.set(key, JSON.stringify({ tabId: 'b', at: Date.now() }));
      },
    };
    const a = createSessionLeader({ storage: racing, tabId: 'a' });
    const b = createSessionLeader({ storage: plain, tabId: 'b' });
    a.start();
    b.start();
    expect(a.isLeader()).toBe(false);
    expect(b.isLeader()).toBe(true);
    a.stop();
    b.stop();
  });

  it('claims a missing, malformed, stale or future-dated record, not a fresh one', () => {
    const cases: Array<[string, string | null, boolean]> = [
      ['missing', null, true],
      ['not JSON', '{oops', true],
      ['wrong shape', JSON.stringify({ tabId: 42, at: 'x' }), true],
      ['stale (crashed leader)', JSON.stringify({ tabId: 'z', at: 10_000 - 1_601 }), true],
      ['future (clock moved back)', JSON.stringify({ tabId: 'z', at: 10_000 + 60_000 }), true],
      ['fresh', JSON.stringify({ tabId: 'z', at: 10_000 - 900 }), false],
      ['ours', JSON.stringify({ tabId: 'a', at: 10_000 - 900 }), true],
    ];
    advanceTo(10_000);
    for (const [name, value, expected] of cases) {
      const shared = new SharedStorage();
      if (value !== null) shared.data.set(KEY, value);
      const tab = openTab(shared, 'a');
      tab.leader.start();
      expect(tab.leader.isLeader(), name).toBe(expected);
      expect(stored(shared)?.tabId, name).toBe(expected ? 'a' : 'z');
      tab.leader.stop();
    }
  });

  it('leads itself and never throws when the storage throws', () => {
    for (const methods of [
      ['getItem', 'setItem', 'removeItem'],
      ['setItem'],
      ['removeItem'],
    ] as const) {
      const storage = throwingStorage([...methods]);
      const changes: boolean[] = [];
      const leader = createSessionLeader({ storage, onChange: (value) => changes.push(value) });
      expect(() => leader.start()).not.toThrow();
      expect(leader.isLeader()).toBe(true);
      expect(() => vi.advanceTimersByTime(5_000)).not.toThrow();
      expect(leader.isLeader()).toBe(true);
      expect(() => leader.stop()).not.toThrow();
      expect(leader.isLeader()).toBe(false);
      expect(changes).toEqual([true, false]);
      expect(storage.calls).toBeGreaterThan(0);
    }
  });

  it('leads itself without storage', () => {
    const leader = createSessionLeader({ storage: null });
    leader.start();
    expect(leader.isLeader()).toBe(true);
    leader.stop();
    expect(leader.isLeader()).toBe(false);
  });

  it('notifies changes only, through onChange and subscribers', () => {
    const shared = new SharedStorage();
    const win = shared.openWindow();
    const onChange = vi.fn();
    const onError = vi.fn();
    const leader = createSessionLeader({ storage: win.localStorage, onChange, onError });
    const subscriber = vi.fn();
    const unsubscribe = leader.subscribe(subscriber);
    leader.subscribe(() => {
      throw new Error('listener failed');
    });
    leader.start();
    vi.advanceTimersByTime(5_000);
    expect(onChange.mock.calls).toEqual([[true]]);
    expect(subscriber.mock.calls).toEqual([[true]]);
    expect(onError).toHaveBeenCalledTimes(1);
    unsubscribe();
    leader.stop();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(subscriber.mock.calls).toEqual([[true]]);
  });

  it('does nothing on tick or storage events before start and after stop', () => {
    const shared = new SharedStorage();
    const tab = openTab(shared, 'a');
    expect(tab.leader.tick()).toBe(false);
    tab.leader.handleStorageEvent({ key: KEY, newValue: null });
    expect(shared.data.has(KEY)).toBe(false);
    tab.leader.start();
    expect(tab.leader.isStarted()).toBe(true);
    tab.leader.stop();
    expect(tab.leader.isStarted()).toBe(false);
    expect(tab.leader.tick()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(shared.data.has(KEY)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('generates a tab id when none is given', () => {
    const a = createSessionLeader({ storage: null });
    const b = createSessionLeader({ storage: null });
    expect(a.tabId).toMatch(/\S{8,}/);
    expect(a.tabId).not.toBe(b.tabId);
  });
});
