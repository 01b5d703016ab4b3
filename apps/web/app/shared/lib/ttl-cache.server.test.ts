import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.server.ts';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createTtlCache', () => {
  it('answers from memory within the TTL, then loads again', async () => {
    const { now, advance } = clock();
    const cache = createTtlCache<number>({ ttlMs: 5_000, maxEntries: 10, now });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    advance(4_999);
    expect(await cache.get('a', load)).toBe(1);
    advance(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between callers that ask at the same time', async () => {
    const cache = createTtlCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    finish('ad');
    expect(await Promise.all([first, second])).toEqual(['ad', 'ad']);
    expect(loads).toBe(1);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', () => Promise.resolve('back'))).toBe('back');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = createTtlCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', () => {
      reloaded = true;
      return Promise.resolve('a');
    });
    expect(reloaded).toBe(true);
  });

  it('loads every time with a TTL of 0, and forgets a deleted key', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('a', () => Promise.resolve(++loads));
    await cache.get('a', () => Promise.resolve(++loads));
    expect(loads).toBe(2);
    const kept = createTtlCache<number>({ ttlMs: 5_000, maxEntries: 10 });
    await kept.get('a', () => Promise.resolve(1));
    kept.delete('a');
    expect(await kept.get('a', () => Promise.resolve(2))).toBe(2);
  });
});
