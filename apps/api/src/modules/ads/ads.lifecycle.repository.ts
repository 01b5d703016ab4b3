import { cambodianDayStart } from '@repo/domain';
import { and, asc, count, eq, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adAutoRenewSchedules, adRenewals, ads } from '../../db/schema.ts';
import type { AdRow } from './ads.repository.ts';

/**
 * The SQL of an ad's lifecycle (ADR 0010): renewals (`ad_renewals`), auto-renew schedules
 * (`ad_auto_renew_schedules`), and the status changes of renew, repost, sold and expiry.
 */

const DAY_MS = 24 * 3600 * 1000;

export type ScheduleRow = typeof adAutoRenewSchedules.$inferSelect;

/** Statuses whose ad still exists for its owner; a schedule on another one is dropped. */
export const LIVE_STATUSES = ['active', 'expired'] as const;

/** Renewals (manual and automatic) the member made in the Cambodian day of `at`. */
export async function renewalsOfDay(tx: Db, userId: number, at: number): Promise<number> {
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

/** Renews the ad at `at`: on top of "latest", and `ttlDays` of life again. */
export async function renewAd(db: Db, adId: number, at: number, ttlDays: number): Promise<void> {
  await db.update(ads).set(renewedDates(at, ttlDays)).where(eq(ads.id, adId));
}

/** A renewal its owner asked for. */
export async function recordManualRenewal(
  db: Db,
  row: { adId: number; userId: number; at: number },
): Promise<void> {
  await db
    .insert(adRenewals)
    .values({ adId: row.adId, userId: row.userId, renewedAt: new Date(row.at), source: 'manual' });
}

/**
 * A scheduled run of one slot, with its outcome; false when a run of the same (ad, slot) was
 * recorded already (the unique (ad_id, slot) is the last word).
 */
export async function recordSlotRun(
  db: Db,
  row: {
    adId: number;
    userId: number;
    at: number;
    slot: Date;
    outcome: 'renewed' | 'limit' | 'inactive';
  },
): Promise<boolean> {
  const written = await db
    .insert(adRenewals)
    .values({
      adId: row.adId,
      userId: row.userId,
      renewedAt: new Date(row.at),
      source: 'auto',
      slot: row.slot,
      outcome: row.outcome,
    })
    .onConflictDoNothing({ target: [adRenewals.adId, adRenewals.slot] })
    .returning({ id: adRenewals.id });
  return written.length > 0;
}

/** Schedules due at `at`, the earliest first (at most `limit`). */
export function dueSchedules(db: Db, at: number, limit: number) {
  return db
    .select({
      adId: adAutoRenewSchedules.adId,
      userId: adAutoRenewSchedules.userId,
      nextRunAt: adAutoRenewSchedules.nextRunAt,
    })
    .from(adAutoRenewSchedules)
    .where(lte(adAutoRenewSchedules.nextRunAt, new Date(at)))
    .orderBy(asc(adAutoRenewSchedules.nextRunAt), asc(adAutoRenewSchedules.adId))
    .limit(limit);
}

/** The ad's schedule while its next run is still `slot`, locked; undefined once it moved on. */
export async function lockScheduleAt(
  tx: Db,
  adId: number,
  slot: Date,
): Promise<ScheduleRow | undefined> {
  const [schedule] = await tx
    .select()
    .from(adAutoRenewSchedules)
    .where(and(eq(adAutoRenewSchedules.adId, adId), eq(adAutoRenewSchedules.nextRunAt, slot)))
    .for('update');
  return schedule;
}

/** The ad's row, locked. */
export async function lockAd(tx: Db, adId: number): Promise<AdRow | undefined> {
  const [ad] = await tx.select().from(ads).where(eq(ads.id, adId)).for('update');
  return ad;
}

/** Moves the schedule on to its next run. */
export async function setNextRun(db: Db, adId: number, nextRunAt: Date, at: number) {
  await db
    .update(adAutoRenewSchedules)
    .set({ nextRunAt, updatedAt: new Date(at) })
    .where(eq(adAutoRenewSchedules.adId, adId));
}

export async function deleteSchedule(db: Db, adId: number): Promise<void> {
  await db.delete(adAutoRenewSchedules).where(eq(adAutoRenewSchedules.adId, adId));
}

/** The member's other scheduled ads that are still active or expired. */
export async function countOtherSchedules(db: Db, userId: number, adId: number): Promise<number> {
  const [others] = await db
    .select({ n: count() })
    .from(adAutoRenewSchedules)
    .innerJoin(ads, eq(ads.id, adAutoRenewSchedules.adId))
    .where(
      and(
        eq(adAutoRenewSchedules.userId, userId),
        ne(adAutoRenewSchedules.adId, adId),
        inArray(ads.status, [...LIVE_STATUSES]),
      ),
    );
  return Number(others?.n ?? 0);
}

/** Sets the ad's schedule (a new one, or a new time for the one it has). */
export async function upsertSchedule(
  db: Db,
  row: { adId: number; userId: number; at: number },
  schedule: { hour: number; minute: number; everyDays: number; nextRunAt: Date; updatedAt: Date },
): Promise<void> {
  await db
    .insert(adAutoRenewSchedules)
    .values({ adId: row.adId, userId: row.userId, ...schedule, createdAt: new Date(row.at) })
    .onConflictDoUpdate({ target: adAutoRenewSchedules.adId, set: schedule });
}

/** A fresh active copy of the ad (fields and search text; new dates, no counters); its id. */
export async function insertAdCopy(
  db: Db,
  row: AdRow,
  dates: { at: Date; expiresAt: Date },
): Promise<number> {
  const { at, expiresAt } = dates;
  const [copy] = await db
    .insert(ads)
    .values({
      userId: row.userId,
      storeId: row.storeId,
      assigneeId: row.assigneeId,
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
      expiresAt,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: ads.id });
  return copy!.id;
}

/** The ad becomes sold, unless it is neither active nor expired any more. */
export async function markLiveAdSold(db: Db, adId: number, at: Date): Promise<void> {
  await db
    .update(ads)
    .set({ status: 'sold', deletedReason: 'sold', updatedAt: at })
    .where(and(eq(ads.id, adId), inArray(ads.status, [...LIVE_STATUSES])));
}

/** Active ads past their expiry date at `at` become `expired`; how many did. */
export async function expireAds(
  db: Db,
  at: Date,
): Promise<{ id: number; userId: number; title: string }[]> {
  return db
    .update(ads)
    .set({ status: 'expired', updatedAt: at })
    .where(and(eq(ads.status, 'active'), lte(ads.expiresAt, at)))
    .returning({ id: ads.id, userId: ads.userId, title: ads.title });
}
