import {
  adAutoRenewInputSchema,
  cambodianDayStart,
  firstAutoRenewRun,
  type Ad,
  type AdStatus,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { copyAdPhotos } from '../photos/index.ts';
import { effectiveStatus } from './ads.answer.ts';
import { notFound, parseAdId } from './ads.input.ts';
import {
  countOtherSchedules,
  deleteSchedule,
  insertAdCopy,
  markLiveAdSold,
  recordManualRenewal,
  renewAd,
  renewalsOfDay,
  upsertSchedule,
} from './ads.lifecycle.repository.ts';
import {
  countActive,
  findOwnAd,
  inMemberTransaction,
  updateAd,
  type AdRow,
} from './ads.repository.ts';

/**
 * The lifecycle of an ad (ADR 0010 "Lifecycle"): renew, repost, sold and auto-renew for its
 * owner (the jobs, `ads.auto-renew` and `ads.expire`, are in ads.jobs.ts; the SQL in
 * ads.lifecycle.repository.ts).
 *
 * Every change that a limit guards runs in a transaction holding the member's advisory lock
 * (the same one posting takes), so the daily renew cap, the auto-renew limit and the posting
 * cap hold under concurrent requests and job runs, on PostgreSQL and on PGlite alike.
 * Renewals are rows of `ad_renewals`: the cap counts the member's `renewed` rows of the
 * current Cambodian calendar day, and a scheduled run writes one row per (ad, slot), unique,
 * so running a slot twice (two workers, a retry) renews once.
 */

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

export interface LifecycleLimits {
  ttlDays: number;
  activeLimit: number;
  postsPerHour: number;
  renewsPerDay: number;
  autoRenewLimit: number;
}

/**
 * POST {api}/me/posts/{id}/renew, /repost, /sold and /auto-renew: owner only (another
 * member's or a deleted ad: 404). Each answers the owner's view of the ad (`view`, the ads
 * service's answer, with photos and `auto_renew`).
 */
export function createAdLifecycle(options: {
  db: Db;
  now: () => number;
  limiter: RateLimiter;
  limits: LifecycleLimits;
  view: (id: number) => Promise<Ad>;
}) {
  const { db, now, limiter, limits, view } = options;

  async function ownAd(auth: AuthContext, rawId: string): Promise<AdRow> {
    const row = await findOwnAd(db, auth.user.id, parseAdId(rawId));
    if (!row) throw notFound();
    return row;
  }

  const statusOf = (row: AdRow, at: number): AdStatus => effectiveStatus(row, at);

  return {
    /** Active ads only (409 AD_NOT_RENEWABLE); AD_RENEWS_PER_DAY per Cambodian day (429). */
    async renew(auth: AuthContext, rawId: string): Promise<Ad> {
      const userId = auth.user.id;
      const { id } = await ownAd(auth, rawId);
      await inMemberTransaction(db, userId, async (tx) => {
        const row = await findOwnAd(tx, userId, id);
        if (!row) throw notFound();
        const at = now();
        if (statusOf(row, at) !== 'active') {
          throw new HttpError(409, 'AD_NOT_RENEWABLE', 'Only an active ad can be renewed.');
        }
        if ((await renewalsOfDay(tx, userId, at)) >= limits.renewsPerDay) {
          const nextDay = cambodianDayStart(at) + DAY_MS;
          throw new HttpError(429, 'RENEW_LIMIT_REACHED', 'Renew Reach Limit!', {
            limit: limits.renewsPerDay,
            retry_after: Math.ceil((nextDay - at) / 1000),
          });
        }
        await recordManualRenewal(tx, { adId: id, userId, at });
        await renewAd(tx, id, at, limits.ttlDays);
      });
      return view(id);
    },

    /**
     * An expired or sold ad only (409 AD_NOT_REPOSTABLE): a fresh active copy (fields and
     * photos; new id and dates; no counters, no schedule) under the posting rate limit (429)
     * and cap (403 POST_LIMIT_REACHED); the old ad is deleted with reason `other`.
     */
    async repost(auth: AuthContext, rawId: string): Promise<Ad> {
      const userId = auth.user.id;
      const old = await ownAd(auth, rawId);
      const repostable = (row: AdRow) => ['expired', 'sold'].includes(statusOf(row, now()));
      const notRepostable = () =>
        new HttpError(409, 'AD_NOT_REPOSTABLE', 'Only an expired or sold ad can be reposted.');
      if (!repostable(old)) throw notRepostable();

      const hit = await limiter.hit('ad-post', String(userId), limits.postsPerHour, HOUR_MS);
      if (!hit.allowed) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many ads posted. Please try again later.', {
          retry_after: Math.ceil(hit.retryAfterMs / 1000),
        });
      }
      let newId: number;
      try {
        newId = await inMemberTransaction(db, userId, async (tx) => {
          // A second click of the same repost finds the old ad deleted: 404, as any deleted ad.
          const row = await findOwnAd(tx, userId, old.id);
          if (!row) throw notFound();
          if (!repostable(row)) throw notRepostable();
          if ((await countActive(tx, userId, now())) >= limits.activeLimit) {
            throw new HttpError(403, 'POST_LIMIT_REACHED', 'Post Ad Reach Limit', {
              limit: limits.activeLimit,
            });
          }
          const at = new Date(now());
          const copy = await insertAdCopy(tx, row, {
            at,
            expiresAt: new Date(at.getTime() + limits.ttlDays * DAY_MS),
          });
          await copyAdPhotos(tx, row.id, copy);
          await updateAd(tx, row.id, { status: 'deleted', deletedReason: 'other', updatedAt: at });
          await deleteSchedule(tx, row.id);
          return copy;
        });
      } catch (error) {
        await hit.undo();
        throw error;
      }
      return view(newId);
    },

    /** An active or expired ad becomes sold (as "delete, reason sold" does); sold already: as is. */
    async markSold(auth: AuthContext, rawId: string): Promise<Ad> {
      const row = await ownAd(auth, rawId);
      if (row.status !== 'sold') {
        const at = new Date(now());
        await inTransaction(db, async (tx) => {
          await markLiveAdSold(tx, row.id, at);
          await deleteSchedule(tx, row.id);
        });
      }
      return view(row.id);
    },

    /**
     * Sets (or with `enabled=false` removes) the ad's schedule. Enabling needs an active ad
     * (409 AD_NOT_RENEWABLE) and fewer than AD_AUTO_RENEW_LIMIT other scheduled ads of the
     * member that are still active or expired (403 AUTO_RENEW_LIMIT_REACHED).
     */
    async setAutoRenew(auth: AuthContext, rawId: string, body: unknown): Promise<Ad> {
      const userId = auth.user.id;
      const { id } = await ownAd(auth, rawId);
      const parsed = adAutoRenewInputSchema.safeParse(body ?? {});
      if (!parsed.success) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', {
          issues: parsed.error.issues.map((issue) => ({
            path: ['body', ...issue.path].join('.'),
            message: issue.message,
          })),
        });
      }
      const input = parsed.data;
      await inMemberTransaction(db, userId, async (tx) => {
        const row = await findOwnAd(tx, userId, id);
        if (!row) throw notFound();
        if (!input.enabled) {
          await deleteSchedule(tx, id);
          return;
        }
        const at = now();
        if (statusOf(row, at) !== 'active') {
          throw new HttpError(409, 'AD_NOT_RENEWABLE', 'Only an active ad can be renewed.');
        }
        const others = await countOtherSchedules(tx, userId, id);
        if (others >= limits.autoRenewLimit) {
          throw new HttpError(403, 'AUTO_RENEW_LIMIT_REACHED', 'Auto-Renew Reach Limit!', {
            limit: limits.autoRenewLimit,
          });
        }
        const schedule = {
          hour: input.hour,
          minute: input.minute,
          everyDays: input.every_days,
          nextRunAt: new Date(firstAutoRenewRun(input, at)),
          updatedAt: new Date(at),
        };
        await upsertSchedule(tx, { adId: id, userId, at }, schedule);
      });
      return view(id);
    },
  };
}

export type AdLifecycle = ReturnType<typeof createAdLifecycle>;
