import { afterAll, describe, expect, it } from 'vitest';
import { createRedisHitLimiter } from './redis-rate-limiter.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let offset = 0;
const now = () => Date.now() + offset;

// Redis runs where PostgreSQL does (this machine, CI): the same gate as the chat's Redis test.
describe.runIf(process.env.DATABASE_URL || process.env.REDIS_URL)('the Redis hit limiter', () => {
  const prefix = `psar-test-${process.pid}-${Date.now()}:limit`;
  const limiter = createRedisHitLimiter(redisUrl, { now, prefix });
  afterAll(() => limiter.close());

  it('allows `limit` hits in the window, then says how long to wait', async () => {
    for (let n = 0; n < 3; n += 1)
      expect((await limiter.hit('test', 'a', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit('test', 'a', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Other keys and buckets are separate.
    expect((await limiter.hit('test', 'b', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('other', 'a', 3, 60_000)).allowed).toBe(true);
    offset += 61_000;
    expect((await limiter.hit('test', 'a', 3, 60_000)).allowed).toBe(true);
  });

  it('slides: the wait is until the oldest counted hit leaves the window', async () => {
    await limiter.hit('slide', 'k', 2, 10_000);
    offset += 4_000;
    await limiter.hit('slide', 'k', 2, 10_000);
    const refused = await limiter.hit('slide', 'k', 2, 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(5_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(6_000);
  });

  it('takes a hit back with undo', async () => {
    const first = await limiter.hit('undo', 'k', 1, 60_000);
    expect((await limiter.hit('undo', 'k', 1, 60_000)).allowed).toBe(false);
    await first.undo();
    expect((await limiter.hit('undo', 'k', 1, 60_000)).allowed).toBe(true);
  });

  it('never lets parallel hits past the limit, over two clients', async () => {
    const second = createRedisHitLimiter(redisUrl, { now, prefix });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? second : limiter).hit('race', 'k', 5, 60_000)),
    );
    await second.close();
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('keys are only data: a key like __proto__ is a key like any other', async () => {
    expect((await limiter.hit('proto', '__proto__', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('proto', '__proto__', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit('proto', 'constructor', 1, 60_000)).allowed).toBe(true);
  });
});

describe('the Redis hit limiter without Redis', () => {
  it('allows the hit and logs, rather than losing what is being sent', async () => {
    const logged: string[] = [];
    // A port where nothing listens.
    const limiter = createRedisHitLimiter('redis://127.0.0.1:1', {
      log: (message) => logged.push(message),
    });
    const hit = await limiter.hit('down', 'k', 1, 60_000);
    await limiter.close();
    expect(hit.allowed).toBe(true);
    expect(logged.some((line) => line.includes('allowed'))).toBe(true);
  });
});
