import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { pruneCodesAndTickets, pruneOutbox } from './auth.repository.ts';
import { pruneSessions } from './sessions.repository.ts';

const DAY = 24 * 3600_000;

/**
 * Deletes what no request can use any more: rate-limit hits older than a day, codes and
 * tickets a day after they ended, expired tokens, sessions revoked 30 days ago or idle
 * past the refresh lifetime, outbox messages older than a week.
 */
export async function pruneAuthData(options: {
  db: Db;
  limiter: RateLimiter;
  now: () => number;
  refreshTtlS: number;
}): Promise<void> {
  const { db, limiter, now, refreshTtlS } = options;
  const at = now();
  await limiter.prune(DAY);
  await pruneCodesAndTickets(db, new Date(at - DAY));
  await pruneSessions(db, new Date(at), new Date(at - 30 * DAY), new Date(at - refreshTtlS * 1000));
  await pruneOutbox(db, new Date(at - 7 * DAY));
}
