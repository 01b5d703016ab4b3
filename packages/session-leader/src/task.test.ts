import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionLeader, type SessionLeader } from './leader.ts';
import { createLeaderTask, type LeaderSource } from './task.ts';
import { SharedStorage } from './test-helpers.ts';
import type { StorageEventLike } from './types.ts';

function openLeader(shared: SharedStorage, tabId: string): SessionLeader {
  const win = shared.openWindow();
  const leader = createSessionLeader({ storage: win.localStorage, tabId });
  win.addEventListener('storage', (event: StorageEventLike) => leader.handleStorageEvent(event));
  return leader;
}

/** A leader whose state the test sets by hand. */
function manualLeader(initial: boolean) {
  let value = initial;
  const listeners = new Set<(isLeader: boolean) => void>();
  const source: LeaderSource & { set(next: boolean): void; listenerCount(): number } = {
    isLeader: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of listeners) listener(next);
    },
    listenerCount: () => listeners.size,
  };
  return source;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks. */
async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createLeaderTask', () => {
  it('runs only in the leader tab and moves to the new leader on takeover', () => {
    const shared = new SharedStorage();
    const a = openLeader(shared, 'a');
    const b = openLeader(shared, 'b');
    const runsA = vi.fn();
    const runsB = vi.fn();
    createLeaderTask(a, { run: runsA, intervalMs: 500 });
    createLeaderTask(b, { run: runsB, intervalMs: 500 });
    a.start();
    vi.advanceTimersByTime(100);
    b.start();
    vi.advanceTimersByTime(4_900); // t = 5000
    expect(runsA).toHaveBeenCalledTimes(1 + 10); // on becoming leader, then every 500 ms
    expect(runsB).not.toHaveBeenCalled();

    a.stop(); // the leader tab closes
    vi.advanceTimersByTime(1); // b learns it from the storage event
    expect(b.isLeader()).toBe(true);
    expect(runsB).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(runsA).toHaveBeenCalledTimes(11);
    expect(runsB).toHaveBeenCalledTimes(1 + 10);
  });

  it('starts at once when the tab already leads', () => {
    const run = vi.fn();
    const task = createLeaderTask(manualLeader(true), { run, intervalMs: 1_000 });
    expect(run).toHaveBeenCalledTimes(1);
    expect(task.isActive()).toBe(true);
  });

  it('waits a full interval first when runOnLead is false', () => {
    const run = vi.fn();
    createLeaderTask(manualLeader(true), { run, intervalMs: 1_000, runOnLead: false });
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never overlaps itself while a run is pending', async () => {
    const leader = manualLeader(true);
    let concurrent = 0;
    let maxConcurrent = 0;
    const pending: Array<() => void> = [];
    const run = vi.fn(() => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      const { promise, resolve } = deferred();
      pending.push(resolve);
      return promise.then(() => {
        concurrent -= 1;
      });
    });
    const task = createLeaderTask(leader, { run, intervalMs: 100 });
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(task.runNow()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    expect(task.isRunning()).toBe(true);

    pending.shift()!();
    await flushPromises();
    expect(task.isRunning()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(maxConcurrent).toBe(1);
  });

  it('aborts a pending run on losing leadership and does not overlap it after regaining', async () => {
    const leader = manualLeader(true);
    const signals: AbortSignal[] = [];
    const pending: Array<() => void> = [];
    const run = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      const { promise, resolve } = deferred();
      pending.push(resolve);
      return promise;
    });
    const task = createLeaderTask(leader, { run, intervalMs: 100 });
    leader.set(false);
    expect(signals[0]!.aborted).toBe(true);
    expect(task.isActive()).toBe(false);
    vi.advanceTimersByTime(1_000);

    leader.set(true); // the first run has not settled yet
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);

    pending.shift()!();
    await flushPromises();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('reports sync and async errors to onError and keeps running', async () => {
    const errors: unknown[] = [];
    let call = 0;
    const run = vi.fn(() => {
      call += 1;
      if (call === 1) throw new Error('sync');
      if (call === 2) return Promise.reject(new Error('async'));
      return undefined;
    });
    createLeaderTask(manualLeader(true), {
      run,
      intervalMs: 100,
      onError: (error) => errors.push(error),
    });
    await flushPromises();
    vi.advanceTimersByTime(100);
    await flushPromises();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(3);
    expect(errors.map((error) => (error as Error).message)).toEqual(['sync', 'async']);
  });

  it('does not throw without onError or when onError throws', () => {
    const run = () => {
      throw new Error('boom');
    };
    expect(() => createLeaderTask(manualLeader(true), { run, intervalMs: 100 })).not.toThrow();
    const onError = vi.fn(() => {
      throw new Error('handler');
    });
    const leader = manualLeader(true);
    expect(() => createLeaderTask(leader, { run, intervalMs: 100, onError })).not.toThrow();
    expect(() => vi.advanceTimersByTime(300)).not.toThrow();
    expect(onError).toHaveBeenCalledTimes(4);
  });

  it('does not report the rejection of a run aborted by a leadership loss', async () => {
    const leader = manualLeader(true);
    const onError = vi.fn();
    createLeaderTask(leader, {
      run: (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      intervalMs: 100,
      onError,
    });
    leader.set(false);
    await flushPromises();
    expect(onError).not.toHaveBeenCalled();
  });

  it('runs on demand only in the leader', () => {
    const leader = manualLeader(false);
    const run = vi.fn();
    const task = createLeaderTask(leader, { run, intervalMs: 60_000 });
    expect(task.runNow()).toBe(false);
    leader.set(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(task.runNow()).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stops for good', () => {
    const leader = manualLeader(true);
    const run = vi.fn();
    const task = createLeaderTask(leader, { run, intervalMs: 100 });
    task.stop();
    expect(leader.listenerCount()).toBe(0);
    expect(task.isActive()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    leader.set(false);
    leader.set(true);
    vi.advanceTimersByTime(1_000);
    expect(task.runNow()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
