import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitHit, RateLimiter } from './rate-limiter.ts';

/** What a hot path needs of a limiter: a counted hit (the chat's messages, ADR 0040). */
export type HitLimiter = Pick<RateLimiter, 'hit'>;

/**
 * One atomic step on the key's sorted set (hits scored by their time): forget hits that left the
 * window, then count the hit when fewer than `limit` remain, else answer how long until the
 * limit-th newest leaves the window (the PostgreSQL limiter's rule).
 */
const HIT_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if n < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return 0
end
if limit <= 0 then return window end
local blocking = redis.call('ZRANGE', key, n - limit, n - limit, 'WITHSCORES')
return math.max(tonumber(blocking[2]) + window - now, 1)
`;

/**
 * The sliding-window limiter on Redis, for the paths that run many times a second across API
 * processes (the chat's messages): one round trip to Redis instead of a PostgreSQL transaction.
 * Same rule as `createPostgresRateLimiter`'s `hit`; `now` is the clock (tests move it). If Redis
 * cannot answer, the hit is allowed: a limit is a guard against abuse, and a message must not
 * be lost because the guard is down (the error is logged).
 */
export function createRedisHitLimiter(
  url: string,
  options: { now?: () => number; prefix?: string; log?: (message: string) => void } = {},
): HitLimiter & { close(): Promise<void> } {
  const now = options.now ?? Date.now;
  const prefix = options.prefix ?? 'psar:limit';
  const log = options.log ?? (() => {});
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (error: Error) => log(`[limit] redis: ${error.message}`));
  redis.defineCommand('psarHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const run = (
    redis as unknown as {
      psarHit(key: string, ...args: (string | number)[]): Promise<number>;
    }
  ).psarHit.bind(redis);

  return {
    async hit(bucket, key, limit, windowMs): Promise<RateLimitHit> {
      const redisKey = `${prefix}:${bucket}:${key}`;
      const id = randomUUID();
      let wait: number;
      try {
        wait = Number(await run(redisKey, now(), windowMs, limit, id));
      } catch (error) {
        log(`[limit] redis hit failed, allowed: ${(error as Error).message}`);
        return { allowed: true, retryAfterMs: 0, undo: async () => {} };
      }
      if (wait > 0) return { allowed: false, retryAfterMs: wait, undo: async () => {} };
      return {
        allowed: true,
        retryAfterMs: 0,
        undo: async () => {
          await redis.zrem(redisKey, id);
        },
      };
    },
    async close() {
      redis.disconnect();
    },
  };
}
