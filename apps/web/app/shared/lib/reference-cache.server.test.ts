import { describe, expect, it } from 'vitest';
import { createReferenceCache } from './reference-cache.server.ts';

function setup(ttlMs = 1_000) {
  let clock = 0;
  const logs: string[] = [];
  const cache = createReferenceCache<string[]>({
    name: 'things',
    ttlMs,
    empty: [],
    failureBackoffMs: 5_000,
    now: () => clock,
    log: (message) => logs.push(message),
  });
  return { cache, logs, advance: (ms: number) => (clock += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReferenceCache', () => {
  it('reuses a value until the TTL passes, then serves it once more while refreshing', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const load = async () => [`v${++loads}`];
    expect((await cache.get(load)).data).toEqual(['v1']);
    advance(999);
    expect((await cache.get(load)).data).toEqual(['v1']);
    expect(loads).toBe(1);
    advance(2);
    expect((await cache.get(load)).data).toEqual(['v1']);
    await settle();
    expect(loads).toBe(2);
    expect((await cache.get(load)).data).toEqual(['v2']);
  });

  it('shares one load between concurrent callers', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = () =>
      new Promise<string[]>((resolve) => setTimeout(() => resolve([`v${++loads}`]), 10));
    const results = await Promise.all([cache.get(load), cache.get(load), cache.get(load)]);
    expect(loads).toBe(1);
    expect(results.map((r) => r.data)).toEqual([['v1'], ['v1'], ['v1']]);
  });

  it('logs a failure, answers with empty data, and does not call the API again during the back-off', async () => {
    const { cache, logs, advance } = setup();
    let attempts = 0;
    const failing = async (): Promise<string[]> => {
      attempts += 1;
      throw new Error('connect ECONNREFUSED');
    };
    expect(await cache.get(failing)).toEqual({ data: [], failed: true });
    expect(logs[0]).toContain('things');
    expect(logs[0]).toContain('ECONNREFUSED');
    advance(4_000);
    expect(await cache.get(failing)).toEqual({ data: [], failed: true });
    expect(attempts).toBe(1);
    advance(1_001);
    expect((await cache.get(async () => ['back'])).data).toEqual(['back']);
  });

  it('keeps serving the last good value when a refresh fails', async () => {
    const { cache, advance, logs } = setup();
    await cache.get(async () => ['good']);
    advance(5_000);
    const result = await cache.get(async () => {
      throw new Error('503');
    });
    expect(result).toEqual({ data: ['good'], failed: false });
    await settle();
    expect(logs).toHaveLength(1);
    expect(await cache.get(async () => ['never called during back-off'])).toEqual({
      data: ['good'],
      failed: true,
    });
  });
});
