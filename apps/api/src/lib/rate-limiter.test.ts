import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createPostgresRateLimiter, type RateLimiter } from './rate-limiter.ts';

let database: TestDatabase;
let limiter: RateLimiter;
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  limiter = createPostgresRateLimiter(database.db, now);
});
afterAll(() => database.destroy());

describe('the PostgreSQL rate limiter', () => {
  it('allows `limit` hits in the window, then says how long to wait', async () => {
    for (let n = 0; n < 3; n += 1) {
      expect((await limiter.hit('test', 'a', 3, 60_000)).allowed).toBe(true);
    }
    const refused = await limiter.hit('test', 'a', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await limiter.count('test', 'a', 60_000)).toBe(3);
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
    const refused = await limiter.check('slide', 'k', 2, 10_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(5_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(6_000);
  });

  it('takes a hit back with undo, and check counts nothing', async () => {
    const first = await limiter.hit('undo', 'k', 1, 60_000);
    expect((await limiter.check('undo', 'k', 1, 60_000)).allowed).toBe(false);
    await first.undo();
    expect((await limiter.check('undo', 'k', 1, 60_000)).allowed).toBe(true);
    expect(await limiter.count('undo', 'k', 60_000)).toBe(0);
    await limiter.record('undo', 'k');
    await limiter.record('undo', 'k');
    expect(await limiter.count('undo', 'k', 60_000)).toBe(2);
  });

  it('never lets parallel hits past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limiter.hit('race', 'k', 5, 60_000)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(await limiter.count('race', 'k', 60_000)).toBe(5);
  });

  it('prunes old hits', async () => {
    await database.db
      .insert(rateLimitHits)
      .values({ bucket: 'old', key: 'k', createdAt: new Date(now() - 3 * 86_400_000) });
    await limiter.prune(86_400_000);
    const rows = await database.db.select().from(rateLimitHits);
    expect(rows.some((row) => row.bucket === 'old')).toBe(false);
    expect(rows.some((row) => row.bucket === 'race')).toBe(true);
  });
});
