import {
  adAutoRenewInputSchema,
  cambodianDayStart,
  firstAutoRenewRun,
  nextAutoRenewRun,
  type Ad,
  type AdStatus,
} from '@repo/domain';
import { and, asc, count, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adAutoRenewSchedules, adRenewals, ads } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { copyAdPhotos } from '../photos/index.ts';
import { countActive, effectiveStatus, findOwnAd, type AdRow } from './ads.repository.ts';
import { parseAdId } from './ads.service.ts';

/**
 * The lifecycle of an ad (ADR 0010 "Lifecycle"): renew, repost, sold and auto-renew for its
 * owner, and the two jobs, `ads.auto-renew` and `ads.expire`.
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
/** Schedules a job run reads at once; it keeps reading until none is due. */
const DUE_BATCH = 200;

export interface LifecycleLimits {
  ttlDays: number;
  activeLimit: number;
  postsPerHour: number;
  renewsPerDay: number;
  autoRenewLimit: number;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such ad.');
const asDb = (tx: unknown) => tx as Db;

/** One member's changes at a time (the lock posting takes too: ads.service create). */
async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ads:${userId}`}, 0))`);
}

/** Renewals (manual and automatic) the member made in the Cambodian day of `at`. */
async function renewalsOfDay(tx: Db, userId: number, at: number): Promise<number> {
  const start = cambodianDayStart(at);
  const [row] = await tx
    .select({ n: count() })
    .from(adRenewals)
    .where(
      and(
        eq(adRenewals.userId, userId),
        eq(adRenewals.outcome, 'renewed'),
        gte(adRenewals.renewedAt, new Date(start)),
        lt(adRenewals.renewedAt, new Date(start + DAY_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The new dates of a renewed ad: on top of "latest", and a full life again. */
const renewedDates = (at: number, ttlDays: number) => ({
  renewedAt: new Date(at),
  expiresAt: new Date(at + ttlDays * DAY_MS),
  updatedAt: new Date(at),
});

/** Statuses whose ad still exists for its owner; a schedule on another one is dropped. */
const LIVE_STATUSES = ['active', 'expired'] as const;

/**
 * The two jobs (ADR 0010), on the database and a clock only, so tests run them directly with
 * an injected `now` and a new instance picks up whatever a previous process stored.
 */
export function createAdJobs(options: {
  db: Db;
  now: () => number;
  limits: Pick<LifecycleLimits, 'ttlDays' | 'renewsPerDay'>;
}) {
  const { db, now, limits } = options;

  type Outcome = 'renewed' | 'limit' | 'inactive' | 'dropped' | 'done';

  /** Runs one due slot of one schedule, once: `done` when another run already did it. */
  async function runSlot(adId: number, userId: number, slot: Date, at: number): Promise<Outcome> {
    return db.transaction(async (transaction) => {
      const tx = asDb(transaction);
      await lockMember(tx, userId);
      const [schedule] = await tx
        .select()
        .from(adAutoRenewSchedules)
        .where(and(eq(adAutoRenewSchedules.adId, adId), eq(adAutoRenewSchedules.nextRunAt, slot)))
        .for('update');
      if (!schedule) return 'done';
      const [ad] = await tx.select().from(ads).where(eq(ads.id, adId)).for('update');
      if (!ad || !(LIVE_STATUSES as readonly string[]).includes(ad.status)) {
        await tx.delete(adAutoRenewSchedules).where(eq(adAutoRenewSchedules.adId, adId));
        return 'dropped';
      }
      let outcome: 'renewed' | 'limit' | 'inactive' = 'renewed';
      if (effectiveStatus(ad, at) !== 'active') outcome = 'inactive';
      else if ((await renewalsOfDay(tx, ad.userId, at)) >= limits.renewsPerDay) outcome = 'limit';
      // The unique (ad_id, slot) is the last word: a run that got here second changes nothing.
      const written = await tx
        .insert(adRenewals)
        .values({
          adId,
          userId: ad.userId,
          renewedAt: new Date(at),
          source: 'auto',
          slot,
          outcome,
        })
        .onConflictDoNothing({ target: [adRenewals.adId, adRenewals.slot] })
        .returning({ id: adRenewals.id });
      if (written.length > 0 && outcome === 'renewed') {
        await tx.update(ads).set(renewedDates(at, limits.ttlDays)).where(eq(ads.id, adId));
      }
      // A refused run (daily cap, ad not active) is recorded and skipped, never retried.
      await tx
        .update(adAutoRenewSchedules)
        .set({
          nextRunAt: new Date(nextAutoRenewRun(slot.getTime(), schedule.everyDays, at)),
          updatedAt: new Date(at),
        })
        .where(eq(adAutoRenewSchedules.adId, adId));
      return written.length > 0 ? outcome : 'done';
    });
  }

  return {
    /** `ads.auto-renew`: every schedule due now runs its slot once, then plans the next. */
    async runAutoRenew(): Promise<Record<Outcome, number>> {
      const tally: Record<Outcome, number> = {
        renewed: 0,
        limit: 0,
        inactive: 0,
        dropped: 0,
        done: 0,
      };
      const at = now();
      const seen = new Set<string>();
      for (;;) {
        const due = await db
          .select({
            adId: adAutoRenewSchedules.adId,
            userId: adAutoRenewSchedules.userId,
            nextRunAt: adAutoRenewSchedules.nextRunAt,
          })
          .from(adAutoRenewSchedules)
          .where(lte(adAutoRenewSchedules.nextRunAt, new Date(at)))
          .orderBy(asc(adAutoRenewSchedules.nextRunAt), asc(adAutoRenewSchedules.adId))
          .limit(DUE_BATCH);
        const fresh = due.filter((row) => !seen.has(`${row.adId}@${row.nextRunAt.getTime()}`));
        for (const row of fresh) {
          seen.add(`${row.adId}@${row.nextRunAt.getTime()}`);
          tally[await runSlot(row.adId, row.userId, row.nextRunAt, at)] += 1;
        }
        if (due.length < DUE_BATCH || fresh.length === 0) return tally;
      }
    },

    /** `ads.expire`: active ads past their expiry date become `expired` in the table too. */
    async expire(): Promise<number> {
      const at = new Date(now());
      const expired = await db
        .update(ads)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(ads.status, 'active'), lte(ads.expiresAt, at)))
        .returning({ id: ads.id });
      return expired.length;
    },
  };
}

export type AdJobs = ReturnType<typeof createAdJobs>;

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
      await db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        await lockMember(tx, userId);
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
        await tx
          .insert(adRenewals)
          .values({ adId: id, userId, renewedAt: new Date(at), source: 'manual' });
        await tx.update(ads).set(renewedDates(at, limits.ttlDays)).where(eq(ads.id, id));
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
        newId = await db.transaction(async (transaction) => {
          const tx = asDb(transaction);
          await lockMember(tx, userId);
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
          const [copy] = await tx
            .insert(ads)
            .values({
              userId,
              categoryId: row.categoryId,
              status: 'active',
              title: row.title,
              description: row.description,
              price: row.price,
              priceKind: row.priceKind,
              provinceId: row.provinceId,
              districtId: row.districtId,
              communeId: row.communeId,
              address: row.address,
              contactName: row.contactName,
              phones: row.phones,
              fields: row.fields,
              searchTokens: row.searchTokens,
              searchTitle: row.searchTitle,
              searchTitleTokens: row.searchTitleTokens,
              searchVersion: row.searchVersion,
              postedAt: at,
              renewedAt: at,
              expiresAt: new Date(at.getTime() + limits.ttlDays * DAY_MS),
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: ads.id });
          await copyAdPhotos(tx, row.id, copy!.id);
          await tx
            .update(ads)
            .set({ status: 'deleted', deletedReason: 'other', updatedAt: at })
            .where(eq(ads.id, row.id));
          await tx.delete(adAutoRenewSchedules).where(eq(adAutoRenewSchedules.adId, row.id));
          return copy!.id;
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
        await db.transaction(async (transaction) => {
          const tx = asDb(transaction);
          await tx
            .update(ads)
            .set({ status: 'sold', deletedReason: 'sold', updatedAt: at })
            .where(and(eq(ads.id, row.id), inArray(ads.status, [...LIVE_STATUSES])));
          await tx.delete(adAutoRenewSchedules).where(eq(adAutoRenewSchedules.adId, row.id));
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
      await db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        await lockMember(tx, userId);
        const row = await findOwnAd(tx, userId, id);
        if (!row) throw notFound();
        if (!input.enabled) {
          await tx.delete(adAutoRenewSchedules).where(eq(adAutoRenewSchedules.adId, id));
          return;
        }
        const at = now();
        if (statusOf(row, at) !== 'active') {
          throw new HttpError(409, 'AD_NOT_RENEWABLE', 'Only an active ad can be renewed.');
        }
        const [others] = await tx
          .select({ n: count() })
          .from(adAutoRenewSchedules)
          .innerJoin(ads, eq(ads.id, adAutoRenewSchedules.adId))
          .where(
            and(
              eq(adAutoRenewSchedules.userId, userId),
              ne(adAutoRenewSchedules.adId, id),
              inArray(ads.status, [...LIVE_STATUSES]),
            ),
          );
        if (Number(others?.n ?? 0) >= limits.autoRenewLimit) {
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
        await tx
          .insert(adAutoRenewSchedules)
          .values({ adId: id, userId, ...schedule, createdAt: new Date(at) })
          .onConflictDoUpdate({ target: adAutoRenewSchedules.adId, set: schedule });
      });
      return view(id);
    },
  };
}

export type AdLifecycle = ReturnType<typeof createAdLifecycle>;
