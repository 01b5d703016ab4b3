import {
  adDeleteSchema,
  type Ad,
  type AdDeleteReason,
  type AdSort,
  type AdStatus,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/sql.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { photosOfAds, setAdPhotos } from '../photos/index.ts';
import { toAd } from './ads.answer.ts';
import { postingStore } from './ads.stores.ts';
import { activeRoleIn } from '../stores/index.ts';
import { bodyDigest, idempotencyKeyOf, isIdempotencyKey, sameBodyAs } from './ads.idempotency.ts';
import {
  decodeCursor,
  encodeCursor,
  invalid,
  notFound,
  parseAdId,
  validateAdBody,
} from './ads.input.ts';
import { cursorValue, findJoinedAd, listOwnAds } from './ads.joined.repository.ts';
import {
  adColumns,
  countActive,
  findByIdempotencyKey,
  findOwnAd,
  inMemberTransaction,
  insertAd,
  updateAd,
  type AdRow,
  type NewAdRow,
} from './ads.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

export interface AdLimits {
  ttlDays: number;
  activeLimit: number;
  postsPerHour: number;
}

export interface ListQuery {
  status?: AdStatus;
  sort: AdSort;
  cursor?: string;
  limit: number;
}

/**
 * Ads (ADR 0009): post, read, list own, edit and delete. Every body is
 * validated by the domain's `adInputSchema` of the category's type, then against the
 * database (the category exists and is an active subcategory; the places exist and nest).
 */
export function createAdService(options: {
  db: Db;
  now: () => number;
  limiter: RateLimiter;
  limits: AdLimits;
  /** MEDIA_BASE_URL: photo URLs are made from it. */
  mediaBaseUrl: string;
  /** A store's ad was posted: its photos get the store's watermark (ADR 0046). */
  storeAdChanged?: () => Promise<void>;
}) {
  const { db, now, limiter, limits } = options;

  async function answer(id: number, withPhones: boolean): Promise<Ad> {
    const joined = await findJoinedAd(db, id);
    if (!joined) throw notFound();
    const photos = (await photosOfAds(db, [id], options.mediaBaseUrl)).get(id) ?? [];
    return toAd(joined, now(), { withPhones, photos, mediaBaseUrl: options.mediaBaseUrl });
  }

  const validate = (body: Record<string, unknown>) => validateAdBody(db, now, body);

  /** One keyset page of a member's or a store's ads, as their owners see them. */
  async function listPage(
    of: { userId: number } | { storeId: number; assigneeId?: number },
    query: ListQuery,
  ): Promise<{ data: Ad[]; next_cursor: string | null }> {
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
    const rows = await listOwnAds(db, {
      of,
      status: query.status,
      sort: query.sort,
      after,
      limit: query.limit + 1,
      now: now(),
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const next_cursor =
      rows.length > query.limit && last
        ? encodeCursor({
            sort: query.sort,
            value: cursorValue(last.ad, query.sort),
            id: last.ad.id,
          })
        : null;
    const photos = await photosOfAds(
      db,
      page.map((row) => row.ad.id),
      options.mediaBaseUrl,
    );
    const data = page.map((row) =>
      toAd(row, now(), {
        withPhones: true,
        photos: photos.get(row.ad.id) ?? [],
        mediaBaseUrl: options.mediaBaseUrl,
      }),
    );
    return { data, next_cursor };
  }

  return {
    /** POST {api}/me/posts: `created` false when the idempotency key named an earlier ad. */
    async create(
      auth: AuthContext,
      body: Record<string, unknown>,
      headerKey: string | undefined,
    ): Promise<{ ad: Ad; created: boolean }> {
      const userId = auth.user.id;
      const key = idempotencyKeyOf(body, headerKey);
      if (key !== undefined && !isIdempotencyKey(key)) {
        throw invalid([{ path: 'body.idempotency_key', message: 'validation.invalid' }]);
      }
      const digest = bodyDigest(body);
      if (key !== undefined) {
        const earlier = await findByIdempotencyKey(db, userId, key);
        if (earlier)
          return { ad: await answer(sameBodyAs(earlier, digest).id, true), created: false };
      }
      const input = await validate(body);
      // Posted as a store (its active members, any role; ADR 0045): the poster answers for it.
      const storeId = await postingStore(db, userId, body);

      const hit = await limiter.hit('ad-post', String(userId), limits.postsPerHour, HOUR_MS);
      if (!hit.allowed) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many ads posted. Please try again later.', {
          retry_after: Math.ceil(hit.retryAfterMs / 1000),
        });
      }
      let outcome: { row: AdRow; created: boolean };
      try {
        // One post at a time per member: the cap and the idempotency key hold under races.
        outcome = await inMemberTransaction(db, userId, async (tx) => {
          if (key !== undefined) {
            const earlier = await findByIdempotencyKey(tx, userId, key);
            if (earlier) return { row: sameBodyAs(earlier, digest), created: false };
          }
          if ((await countActive(tx, userId, now())) >= limits.activeLimit) {
            throw new HttpError(403, 'POST_LIMIT_REACHED', 'Post Ad Reach Limit', {
              limit: limits.activeLimit,
            });
          }
          const at = new Date(now());
          const values: NewAdRow = {
            ...adColumns(input),
            userId,
            storeId,
            assigneeId: storeId === null ? null : userId,
            status: 'active',
            postedAt: at,
            renewedAt: at,
            expiresAt: new Date(at.getTime() + limits.ttlDays * DAY_MS),
            idempotencyKey: key ?? null,
            idempotencyHash: key === undefined ? null : digest,
            createdAt: at,
            updatedAt: at,
          };
          const row = await insertAd(tx, values);
          const photoIds = input.photos;
          await setAdPhotos(tx, { adId: row.id, userId, photoIds });
          return { row, created: true };
        });
      } catch (error) {
        await hit.undo();
        if (key !== undefined && isUniqueViolation(error, 'ads_user_idempotency_key_idx')) {
          const earlier = await findByIdempotencyKey(db, userId, key);
          if (earlier)
            return { ad: await answer(sameBodyAs(earlier, digest).id, true), created: false };
        }
        throw error;
      }
      if (!outcome.created) await hit.undo();
      else if (storeId !== null) await options.storeAdChanged?.();
      return { ad: await answer(outcome.row.id, true), created: outcome.created };
    },

    /** GET {api}/posts/{id}: public; deleted ads are gone, no phone numbers. */
    async get(rawId: string): Promise<Ad> {
      const ad = await answer(parseAdId(rawId), false);
      if (ad.status === 'deleted') throw notFound();
      return ad;
    },

    /** GET {api}/me/posts/{id}: the owner's view; another member's, a deleted or an unknown ad: 404. */
    async getOwn(auth: AuthContext, rawId: string): Promise<Ad> {
      const id = parseAdId(rawId);
      const own = await findOwnAd(db, auth.user.id, id);
      if (!own || own.status === 'deleted') throw notFound();
      return answer(id, true);
    },

    /** GET {api}/me/posts: the member's own ads (posted as themselves or as a store). */
    listOwn: (auth: AuthContext, query: ListQuery) => listPage({ userId: auth.user.id }, query),

    /**
     * GET {api}/me/stores/{id}/ads: a store's ads for its members (ADR 0045): all of them for
     * the owner and managers, the ones assigned to them for staff; anyone else 404.
     */
    async listStore(auth: AuthContext, rawStoreId: string, query: ListQuery) {
      const storeId = /^[1-9][0-9]{0,15}$/.test(rawStoreId) ? Number(rawStoreId) : 0;
      const role = storeId ? await activeRoleIn(db, storeId, auth.user.id) : undefined;
      if (!role) throw new HttpError(404, 'NOT_FOUND', 'No such store.');
      return listPage(
        role === 'staff' ? { storeId, assigneeId: auth.user.id } : { storeId },
        query,
      );
    },

    /** POST {api}/me/posts/{id}: the whole form again (the category, and so the type, may change). */
    async update(auth: AuthContext, rawId: string, body: Record<string, unknown>): Promise<Ad> {
      const id = parseAdId(rawId);
      if (!(await findOwnAd(db, auth.user.id, id))) throw notFound();
      const input = await validate(body);
      await inTransaction(db, async (tx) => {
        await updateAd(tx, id, { ...adColumns(input), updatedAt: new Date(now()) });
        const photoIds = input.photos;
        await setAdPhotos(tx, { adId: id, userId: auth.user.id, photoIds });
      });
      return answer(id, true);
    },

    /** POST {api}/me/posts/{id}/delete: sold → status sold (still shown); else deleted (gone). */
    async remove(auth: AuthContext, rawId: string, body: Record<string, unknown>): Promise<Ad> {
      const id = parseAdId(rawId);
      if (!(await findOwnAd(db, auth.user.id, id))) throw notFound();
      const parsed = adDeleteSchema.safeParse(body);
      if (!parsed.success) {
        throw invalid(
          parsed.error.issues.map((issue) => ({
            path: ['body', ...issue.path].join('.'),
            message: issue.message,
          })),
        );
      }
      const reason: AdDeleteReason = parsed.data.reason;
      await updateAd(db, id, {
        status: reason === 'sold' ? 'sold' : 'deleted',
        deletedReason: reason,
        updatedAt: new Date(now()),
      });
      return answer(id, true);
    },

    /** The owner's view of an ad (phones, photos, auto_renew): what the lifecycle routes answer. */
    ownView: (id: number): Promise<Ad> => answer(id, true),
  };
}

export type AdService = ReturnType<typeof createAdService>;
