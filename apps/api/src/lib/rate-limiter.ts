import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** When not allowed: how long until the next hit would be allowed (ms); else 0. */
  retryAfterMs: number;
}

export interface RateLimitHit extends RateLimitResult {
  /** Takes the counted hit back (e.g. the code could not be sent); a no-op when not allowed. */
  undo(): Promise<void>;
}

/**
 * Sliding-window counters: at most `limit` hits per `key` in a `bucket` during the last
 * `windowMs`. PostgreSQL is the default store; a Redis adapter can take its place
 * behind the same interface once there is more than one API instance to share it.
 */
export interface RateLimiter {
  /** The limiter's clock (ms since the epoch). */
  now(): number;
  /** Counts a hit when fewer than `limit` were counted in the window (atomically), else refuses it. */
  hit(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitHit>;
  /** Whether a hit would be allowed now, without counting one. */
  check(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Hits counted in the window. */
  count(bucket: string, key: string, windowMs: number): Promise<number>;
  /** Hits counted in the window and when the newest was (ms since the epoch; null: none). */
  recent(
    bucket: string,
    key: string,
    windowMs: number,
  ): Promise<{ count: number; newestAt: number | null }>;
  /** Counts a hit whatever the count (e.g. a failed sign-in). */
  record(bucket: string, key: string): Promise<void>;
  /** Forgets hits older than `maxAgeMs` (housekeeping). */
  prune(maxAgeMs: number): Promise<void>;
}

/** The rate limiter on the `rate_limit_hits` table; `now` is the clock (tests move it). */
export function createPostgresRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  const inWindow = (bucket: string, key: string, windowMs: number) =>
    and(
      eq(rateLimitHits.bucket, bucket),
      eq(rateLimitHits.key, key),
      gt(rateLimitHits.createdAt, new Date(now() - windowMs)),
    );

  /** The limit-th newest hit in the window decides: when it leaves the window, a hit fits again. */
  async function evaluate(
    executor: Db,
    bucket: string,
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<RateLimitResult> {
    const [blocking] = await executor
      .select({ createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(inWindow(bucket, key, windowMs))
      .orderBy(desc(rateLimitHits.createdAt))
      .limit(1)
      .offset(Math.max(limit - 1, 0));
    if (!blocking && limit > 0) return { allowed: true, retryAfterMs: 0 };
    const until = blocking ? blocking.createdAt.getTime() + windowMs : now() + windowMs;
    return { allowed: false, retryAfterMs: Math.max(until - now(), 1) };
  }

  return {
    now,
    async hit(bucket, key, limit, windowMs) {
      return db.transaction(async (tx) => {
        // Serialises hits on the same key so two requests cannot both take the last slot.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}:${key}`}, 0))`,
        );
        const result = await evaluate(tx, bucket, key, limit, windowMs);
        if (!result.allowed) return { ...result, undo: async () => {} };
        const [row] = await tx
          .insert(rateLimitHits)
          .values({ bucket, key, createdAt: new Date(now()) })
          .returning({ id: rateLimitHits.id });
        const id = row?.id;
        return {
          ...result,
          undo: async () => {
            if (id !== undefined) await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
          },
        };
      });
    },
    check: (bucket, key, limit, windowMs) => evaluate(db, bucket, key, limit, windowMs),
    async count(bucket, key, windowMs) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rateLimitHits)
        .where(inWindow(bucket, key, windowMs));
      return Number(row?.n ?? 0);
    },
    async recent(bucket, key, windowMs) {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          newest: sql<string | null>`max(${rateLimitHits.createdAt})`,
        })
        .from(rateLimitHits)
        .where(inWindow(bucket, key, windowMs));
      return {
        count: Number(row?.n ?? 0),
        newestAt: row?.newest ? new Date(row.newest).getTime() : null,
      };
    },
    async record(bucket, key) {
      await db.insert(rateLimitHits).values({ bucket, key, createdAt: new Date(now()) });
    },
    async prune(maxAgeMs) {
      // In batches, so a large backlog never holds one long transaction.
      for (;;) {
        const old = db
          .select({ id: rateLimitHits.id })
          .from(rateLimitHits)
          .where(lt(rateLimitHits.createdAt, new Date(now() - maxAgeMs)))
          .limit(5000);
        const removed = await db
          .delete(rateLimitHits)
          .where(inArray(rateLimitHits.id, old))
          .returning({ id: rateLimitHits.id });
        if (removed.length < 5000) return;
      }
    },
  };
}
