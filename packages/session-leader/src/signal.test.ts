import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { broadcastSignal, listenSignal, parseSignal, readSignalEvent } from './signal.ts';
import { SharedStorage, throwingStorage } from './test-helpers.ts';

const KEY = 'session-signal';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('broadcastSignal / listenSignal', () => {
  it('delivers a message to the other tabs, not to the sender', () => {
    const shared = new SharedStorage();
    const sender = shared.openWindow();
    const receiver = shared.openWindow();
    const received = vi.fn();
    const echoed = vi.fn();
    listenSignal(receiver, KEY, received);
    listenSignal(sender, KEY, echoed);

    const sent = broadcastSignal(sender.localStorage, KEY, { type: 'signed-out', from: 'tab-a' });
    expect(sent).toEqual({ type: 'signed-out', at: 1_000, from: 'tab-a' });
    vi.advanceTimersByTime(1);
    expect(received.mock.calls).toEqual([[{ type: 'signed-out', at: 1_000, from: 'tab-a' }]]);
    expect(echoed).not.toHaveBeenCalled();
  });

  it('delivers the same message sent twice in the same millisecond', () => {
    const shared = new SharedStorage();
    const sender = shared.openWindow();
    const receiver = shared.openWindow();
    const received = vi.fn();
    listenSignal(receiver, KEY, received);
    broadcastSignal(sender.localStorage, KEY, { type: 'signed-out', from: 'tab-a', at: 5 });
    broadcastSignal(sender.localStorage, KEY, { type: 'signed-out', from: 'tab-a', at: 5 });
    vi.advanceTimersByTime(1);
    expect(received).toHaveBeenCalledTimes(2);
  });

  it('ignores other keys and stops after unsubscribing', () => {
    const shared = new SharedStorage();
    const sender = shared.openWindow();
    const receiver = shared.openWindow();
    const received = vi.fn();
    const unsubscribe = listenSignal(receiver, KEY, received);
    broadcastSignal(sender.localStorage, 'other-key', { type: 'signed-out', from: 'tab-a' });
    vi.advanceTimersByTime(1);
    expect(received).not.toHaveBeenCalled();
    unsubscribe();
    expect(receiver.listenerCount('storage')).toBe(0);
    broadcastSignal(sender.localStorage, KEY, { type: 'signed-out', from: 'tab-a' });
    vi.advanceTimersByTime(1);
    expect(received).not.toHaveBeenCalled();
  });

  it('returns null instead of throwing when the storage throws', () => {
    expect(broadcastSignal(throwingStorage(), KEY, { type: 'signed-out', from: 'a' })).toBeNull();
    expect(
      broadcastSignal(throwingStorage(['setItem']), KEY, { type: 'signed-out', from: 'a' }),
    ).toBeNull();
  });
});

describe('parseSignal / readSignalEvent', () => {
  it('accepts a well-formed message only', () => {
    expect(parseSignal(JSON.stringify({ type: 'x', at: 1, from: 'a' }))).toEqual({
      type: 'x',
      at: 1,
      from: 'a',
    });
    for (const value of [
      null,
      '',
      'nope',
      'null',
      '42',
      JSON.stringify({ type: '', at: 1, from: 'a' }),
      JSON.stringify({ type: 'x', at: '1', from: 'a' }),
      JSON.stringify({ type: 'x', at: 1 }),
    ]) {
      expect(parseSignal(value), String(value)).toBeNull();
    }
  });

  it('reads a message from a storage event under the key only', () => {
    const newValue = JSON.stringify({ type: 'x', at: 1, from: 'a' });
    expect(readSignalEvent({ key: KEY, newValue }, KEY)).toEqual({ type: 'x', at: 1, from: 'a' });
    expect(readSignalEvent({ key: 'other', newValue }, KEY)).toBeNull();
    expect(readSignalEvent({ key: null, newValue: null }, KEY)).toBeNull();
    expect(readSignalEvent({ key: KEY, newValue: null }, KEY)).toBeNull();
  });
});
