import {
  addDays,
  cambodianDate,
  INSIGHTS_DAYS,
  type AdCard,
  type AdInsights,
  type AdInsightsDay,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import type { RateLimiter, RateLimitHit } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findOwnAd, parseAdId } from '../ads/index.ts';
import { ipKey } from '../../lib/ip-key.ts';
import type { AuthContext } from '../auth/index.ts';
import { listRelated } from './engagement.cards.repository.ts';
import { createCardBuilder } from './engagement.cards.ts';
import { createMarkService } from './engagement.marks.ts';
import {
  addToAdCounter,
  bumpDaily,
  dailyStats,
  findVisibleAd,
  pruneViews,
  recordView,
  totalPhoneReveals,
} from './engagement.repository.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

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

  const marks = createMarkService({ db, now, cardsOf, visibleAd });

  return {
    ...marks,

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
      return inTransaction(db, async (tx) => {
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
