import { describe, expect, it } from 'vitest';
import { createReferenceCache } from './reference-cache.server.ts';

function setup(ttlMs = 1_000) {
  let clock = 0;
  const logs: string[] = [];
  const cache = createReferenceCache<string[]>({
    name: 'things',
    ttlMs,
    empty: [],
    now: () => clock,
    log: (message) => logs.push(message),
  });
  return { cache, logs, advance: (ms: number) => (clock += ms) };
}

describe('createReferenceCache', () => {
  it('reuses a value until the TTL passes, then loads again', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const load = async () => [`v${++loads}`];
    expect((await cache.get(load)).data).toEqual(['v1']);
    advance(999);
    expect((await cache.get(load)).data).toEqual(['v1']);
    advance(2);
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

  it('logs a failure and still answers: empty at first, the last good value later', async () => {
    const { cache, logs, advance } = setup();
    const failing = async (): Promise<string[]> => {
      throw new Error('connect ECONNREFUSED');
    };
    expect(await cache.get(failing)).toEqual({ data: [], failed: true });
    expect(logs[0]).toContain('things');
    expect(logs[0]).toContain('ECONNREFUSED');
    await cache.get(async () => ['good']);
    advance(5_000);
    expect(await cache.get(failing)).toEqual({ data: ['good'], failed: true });
  });
});
