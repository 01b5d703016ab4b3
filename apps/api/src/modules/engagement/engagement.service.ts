import {
  AD_MARKS_ALL_MAX,
  addDays,
  cambodianDate,
  INSIGHTS_DAYS,
  type AdCard,
  type AdCardsPage,
  type AdEngagement,
  type AdInsights,
  type AdMarks,
  type AdInsightsDay,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { adLikes, adSaves } from '../../db/schema.ts';
import type { RateLimiter, RateLimitHit } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findOwnAd, parseAdId } from '../ads/index.ts';
import { ipKey } from '../../lib/ip-key.ts';
import { coversOfAds } from '../photos/index.ts';
import type { AuthContext } from '../auth/index.ts';
import {
  addToAdCounter,
  bumpDaily,
  dailyStats,
  deleteMark,
  engagementOf,
  findVisibleAd,
  insertMark,
  listMarked,
  listRelated,
  pruneViews,
  recordView,
  toCard,
  totalPhoneReveals,
  recentMarkIds,
  viewerMarks,
  type CardRow,
  type MarkCursor,
} from './engagement.repository.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Likes and saves work alike; this names the table and counters of each. */
const MARKS = {
  like: { table: adLikes, counter: 'likes' },
  save: { table: adSaves, counter: 'saves' },
} as const;
export type MarkKind = keyof typeof MARKS;

export interface EngagementLimits {
  /** Phone reveals per device per hour. */
  revealsPerDevice: number;
  /** Phone reveals per client network (IPv4 address, IPv6 /64) per hour. */
  revealsPerIp: number;
  /** Views one client network may add to one ad per day, whatever its devices (device churn). */
  viewsPerAddressPerAd: number;
  /** Views one client network may add to all ads per hour. */
  viewsPerAddressPerHour: number;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such ad.');

function encodeCursor(cursor: MarkCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.adId])).toString('base64url');
}

function decodeCursor(text: string): MarkCursor {
  const bad = () =>
    new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', {
      issues: [{ path: 'querystring.cursor', message: 'validation.invalid' }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
  const [createdAt, adId] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) throw bad();
  if (Number.isNaN(Date.parse(createdAt))) throw bad();
  if (typeof adId !== 'number' || !Number.isSafeInteger(adId) || adId < 1) throw bad();
  return { createdAt, adId };
}

/**
 * Cards of joined rows (`selectCards`), with their covers and the viewer's `liked`/`saved`
 * (one query each for the page; false for a visitor). Shared by every list of ads.
 */
export function createCardBuilder(options: { db: Db; now: () => number; mediaBaseUrl: string }) {
  const { db, now, mediaBaseUrl } = options;
  return async function cardsOf(rows: CardRow[], viewerId: number | null): Promise<AdCard[]> {
    const ids = rows.map((row) => row.ad.id);
    const [covers, marks] = await Promise.all([
      coversOfAds(db, ids, mediaBaseUrl),
      viewerMarks(db, viewerId, ids),
    ]);
    const at = now();
    return rows.map((row) => ({
      ...toCard(row, covers.get(row.ad.id) ?? null, at),
      liked: marks.get(row.ad.id)?.liked ?? false,
      saved: marks.get(row.ad.id)?.saved ?? false,
    }));
  };
}

/**
 * Engagement with ads (ADR 0010): views once per device per Cambodian day, rate-limited phone
 * reveals, likes and saves (idempotent, `ads.likes`/`ads.saves` kept in step in the same
 * transaction), related ads and the owner's insights from `ad_stats_daily`.
 *
 * Daily likes and saves count what was given that day: an unlike lowers the ad's current
 * total but never rewrites a past (or today's) bucket, so history stays what happened.
 */
export function createEngagementService(options: {
  db: Db;
  now: () => number;
  limiter: RateLimiter;
  limits: EngagementLimits;
  /** MEDIA_BASE_URL: the covers' URLs are made from it. */
  mediaBaseUrl: string;
}) {
  const { db, now, limiter, limits, mediaBaseUrl } = options;
  const today = () => cambodianDate(now());
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction((tx) => work(tx as unknown as Db));

  const cardsOf = createCardBuilder({ db, now, mediaBaseUrl });

  async function visibleAd(rawId: string) {
    const ad = await findVisibleAd(db, parseAdId(rawId));
    if (!ad) throw notFound();
    return ad;
  }

  /** Takes one hit of each limit, or none: a refusal gives back the hits already taken. */
  async function takeRevealSlots(deviceId: string, ip: string): Promise<void> {
    const taken: RateLimitHit[] = [];
    const slots: [string, string, number][] = [
      ['phone-reveal:device', deviceId, limits.revealsPerDevice],
      ['phone-reveal:ip', ipKey(ip), limits.revealsPerIp],
    ];
    for (const [bucket, key, limit] of slots) {
      const hit = await limiter.hit(bucket, key, limit, HOUR_MS);
      if (!hit.allowed) {
        await Promise.all(taken.map((slot) => slot.undo()));
        throw new HttpError(
          429,
          'RATE_LIMITED',
          'Too many phone numbers were shown. Please try again later.',
          { retry_after: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) },
        );
      }
      taken.push(hit);
    }
  }

  /**
   * Whether a device's first view of an ad today may count: a client network (an address, an
   * IPv6 /64) adds at most `viewsPerAddressPerAd` views to one ad a day and
   * `viewsPerAddressPerHour` to all ads, so a fresh Device-Id per request inflates nothing.
   * Takes a slot of each, or none.
   */
  async function takeViewSlots(ip: string, adId: number): Promise<boolean> {
    const address = ipKey(ip);
    const taken: RateLimitHit[] = [];
    const slots: [string, string, number, number][] = [
      ['view:address-ad', `${address} ${adId}`, limits.viewsPerAddressPerAd, DAY_MS],
      ['view:address', address, limits.viewsPerAddressPerHour, HOUR_MS],
    ];
    for (const [bucket, key, limit, windowMs] of slots) {
      const hit = await limiter.hit(bucket, key, limit, windowMs);
      if (!hit.allowed) {
        await Promise.all(taken.map((slot) => slot.undo()));
        return false;
      }
      taken.push(hit);
    }
    return true;
  }

  return {
    /**
     * POST {api}/posts/{id}/views: counts once per device per Cambodian day, within the
     * address's share (`takeViewSlots`), never the seller.
     */
    async view(
      rawId: string,
      deviceId: string,
      viewerId: number | null,
      ip: string,
    ): Promise<{ views: number }> {
      const ad = await visibleAd(rawId);
      if (viewerId === ad.userId) return { views: ad.views };
      const day = today();
      // The device is remembered even when its address's share is used up: it never counts today.
      const first = await recordView(db, {
        adId: ad.id,
        deviceId,
        day,
        createdAt: new Date(now()),
      });
      if (!first || !(await takeViewSlots(ip, ad.id))) return { views: ad.views };
      return inTransaction(async (tx) => {
        // The ad's row before the day's row, in every transaction here: no lock-order deadlock.
        const views = await addToAdCounter(tx, ad.id, 'views', 1);
        await bumpDaily(tx, ad.id, day, 'views');
        return { views };
      });
    },

    /** POST {api}/posts/{id}/phones: visitors too, within the per-device and per-IP limits. */
    async revealPhones(
      rawId: string,
      caller: { deviceId: string; ip: string },
    ): Promise<{ phones: string[] }> {
      const ad = await visibleAd(rawId);
      await takeRevealSlots(caller.deviceId, caller.ip);
      await bumpDaily(db, ad.id, today(), 'phoneReveals');
      return { phones: ad.phones };
    },

    /** POST {api}/me/likes/{id}, {api}/me/saved/{id}: idempotent; answers the new state. */
    async mark(
      kind: MarkKind,
      auth: AuthContext,
      rawId: string,
      value: boolean,
    ): Promise<AdEngagement> {
      const { table, counter } = MARKS[kind];
      const userId = auth.user.id;
      const ad = await visibleAd(rawId);
      await inTransaction(async (tx) => {
        if (value) {
          const at = now();
          if (!(await insertMark(tx, table, { userId, adId: ad.id, createdAt: new Date(at) }))) {
            return;
          }
          await addToAdCounter(tx, ad.id, counter, 1);
          await bumpDaily(tx, ad.id, cambodianDate(at), counter);
        } else if (await deleteMark(tx, table, userId, ad.id)) {
          await addToAdCounter(tx, ad.id, counter, -1);
        }
      });
      const state = await engagementOf(db, userId, ad.id);
      if (!state) throw notFound();
      return state;
    },

    /** GET {api}/me/likes, {api}/me/saved: keyset pages of cards, most recent first. */
    async listMarked(
      kind: MarkKind,
      auth: AuthContext,
      query: { cursor?: string; limit: number },
    ): Promise<AdCardsPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await listMarked(db, MARKS[kind].table, {
        userId: auth.user.id,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const next_cursor =
        rows.length > query.limit && last
          ? encodeCursor({ createdAt: last.markedAt.toISOString(), adId: last.ad.id })
          : null;
      return { data: await cardsOf(page, auth.user.id), next_cursor };
    },

    /**
     * GET {api}/me/marks: which of these ads (ids as digits) the member liked and saved; without
     * ids, their likes and saves of ads not deleted, the most recent AD_MARKS_ALL_MAX of each.
     */
    async marksOf(auth: AuthContext, ids: string[] | undefined): Promise<AdMarks> {
      if (ids === undefined) {
        const [liked, saved] = await Promise.all(
          [adLikes, adSaves].map((table) =>
            recentMarkIds(db, table, auth.user.id, AD_MARKS_ALL_MAX + 1),
          ),
        );
        return {
          liked: liked!.slice(0, AD_MARKS_ALL_MAX).map(String),
          saved: saved!.slice(0, AD_MARKS_ALL_MAX).map(String),
          complete: liked!.length <= AD_MARKS_ALL_MAX && saved!.length <= AD_MARKS_ALL_MAX,
        };
      }
      const marks = await viewerMarks(db, auth.user.id, ids.map(Number));
      const liked: string[] = [];
      const saved: string[] = [];
      for (const [id, mark] of marks) {
        if (mark.liked) liked.push(String(id));
        if (mark.saved) saved.push(String(id));
      }
      return { liked, saved, complete: true };
    },

    /** `liked` and `saved` of GET {api}/posts/{id}: false for a visitor. */
    async viewerState(
      userId: number | null,
      adId: number,
    ): Promise<{ liked: boolean; saved: boolean }> {
      if (userId === null) return { liked: false, saved: false };
      const state = await engagementOf(db, userId, adId);
      return { liked: state?.liked ?? false, saved: state?.saved ?? false };
    },

    /**
     * GET {api}/posts/{id}/related: live ads of the same subcategory and province, with the
     * viewer's `liked`/`saved` (false for a visitor).
     */
    async related(rawId: string, limit: number, viewerId: number | null): Promise<AdCard[]> {
      const ad = await visibleAd(rawId);
      const rows = await listRelated(db, {
        adId: ad.id,
        categoryId: ad.categoryId,
        provinceId: ad.provinceId,
        limit,
        now: now(),
      });
      return cardsOf(rows, viewerId);
    },

    /** GET {api}/me/posts/{id}/insights: the owner's last INSIGHTS_DAYS Cambodian days. */
    async insights(auth: AuthContext, rawId: string): Promise<AdInsights> {
      const ad = await findOwnAd(db, auth.user.id, parseAdId(rawId));
      if (!ad) throw notFound();
      const to = today();
      const from = addDays(to, -(INSIGHTS_DAYS - 1));
      const rows = await dailyStats(db, ad.id, from, to);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const days: AdInsightsDay[] = [];
      const totals = { views: 0, likes: 0, saves: 0, phone_reveals: 0 };
      for (let index = 0; index < INSIGHTS_DAYS; index += 1) {
        const date = addDays(from, index);
        const row = byDay.get(date);
        const day = {
          date,
          views: row?.views ?? 0,
          likes: row?.likes ?? 0,
          saves: row?.saves ?? 0,
          phone_reveals: row?.phoneReveals ?? 0,
        };
        totals.views += day.views;
        totals.likes += day.likes;
        totals.saves += day.saves;
        totals.phone_reveals += day.phone_reveals;
        days.push(day);
      }
      return {
        ad_id: String(ad.id),
        from,
        to,
        days,
        totals,
        all_time: {
          views: ad.views,
          likes: ad.likes,
          saves: ad.saves,
          phone_reveals: await totalPhoneReveals(db, ad.id),
        },
      };
    },

    /** Housekeeping: view rows of days before yesterday can no longer stop a count. */
    prune: () => pruneViews(db, addDays(today(), -1)),
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
