import {
  adDeleteSchema,
  adInputSchema,
  COMMON_AD_FIELDS,
  subcategoryTypeSchema,
  type Ad,
  type AdDeleteReason,
  type AdInput,
  type AdSort,
  type AdStatus,
  type FieldIssue,
} from '@repo/domain';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ads } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { photosOfAds, setAdPhotos, tooManyPhotos } from '../photos/index.ts';
import {
  adColumns,
  countActive,
  cursorValue,
  findByIdempotencyKey,
  findCategory,
  findJoinedAd,
  findLocations,
  findOwnAd,
  listOwnAds,
  toAd,
  type AdCursor,
  type AdRow,
  type NewAdRow,
} from './ads.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const LOCATION_KEYS = ['province_id', 'district_id', 'commune_id'];
/** Ads ids are bigint identities; more digits than this cannot be one of ours. */
const AD_ID = /^[1-9]\d{0,14}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

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

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such ad.');

/**
 * A digest of a posted body, the idempotency key aside: the same fields in any order give the
 * same digest, so a repeat of the same post is recognised and another post under the same key
 * is not.
 */
export function bodyDigest(body: Record<string, unknown>): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
        : value;
  const { idempotency_key: _key, ...fields } = body;
  return createHash('sha256')
    .update(JSON.stringify(canonical(fields)))
    .digest('base64url');
}

/** The earlier ad of an idempotency key, or a 422 when it was posted with another body. */
function sameBodyAs(earlier: AdRow, digest: string): AdRow {
  // Rows from before migration 0023 have no digest: the key alone decides, as it did then.
  if (earlier.idempotencyHash !== null && earlier.idempotencyHash !== digest) {
    throw new HttpError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another ad with different fields.',
    );
  }
  return earlier;
}

function invalid(issues: FieldIssue[]): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', { issues });
}

export function parseAdId(raw: string): number {
  if (!AD_ID.test(raw)) throw notFound();
  return Number(raw);
}

function encodeCursor(cursor: AdCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(text: string, sort: AdSort): AdCursor {
  const bad = () => invalid([{ path: 'querystring.cursor', message: 'validation.invalid' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw bad();
  const [cursorSort, value, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof value !== 'string' || typeof id !== 'number') throw bad();
  if (!Number.isSafeInteger(id) || id < 1) throw bad();
  const valid =
    sort === 'posted' || sort === 'renewed'
      ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) &&
        !Number.isNaN(Date.parse(value))
      : /^\d{1,10}(\.\d{1,2})?$/.test(value);
  if (!valid) throw bad();
  return { sort, value, id };
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
}) {
  const { db, now, limiter, limits } = options;

  async function answer(id: number, withPhones: boolean): Promise<Ad> {
    const joined = await findJoinedAd(db, id);
    if (!joined) throw notFound();
    const photos = (await photosOfAds(db, [id], options.mediaBaseUrl)).get(id) ?? [];
    return toAd(joined, now(), { withPhones, photos });
  }

  /** Validates a post or edit body: schema of the category's type, then the database. */
  async function validate(body: Record<string, unknown>): Promise<AdInput> {
    const issues: FieldIssue[] = [];
    const rawCategory = body.category_id;
    const categoryId =
      typeof rawCategory === 'number' || typeof rawCategory === 'string'
        ? String(rawCategory).trim()
        : '';
    const category = /^\d{1,9}$/.test(categoryId)
      ? await findCategory(db, Number(categoryId))
      : undefined;
    const type = subcategoryTypeSchema.safeParse(category?.type);
    const usable = category && category.parentId !== null && category.isActive && type.success;
    if (!usable) {
      issues.push({
        path: 'body.category_id',
        message: categoryId ? 'validation.adCategoryInvalid' : 'validation.adCategoryRequired',
      });
    }
    // Without a category the common fields are still checked ('service' has no required extras).
    const result = adInputSchema(usable ? type.data : 'service', {
      now: new Date(now()),
    }).safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [key] = issue.path;
        if (key === 'category_id') continue;
        const common =
          typeof key === 'string' &&
          (COMMON_AD_FIELDS.includes(key) || LOCATION_KEYS.includes(key) || key === 'photos');
        if (!usable && !common) continue;
        issues.push({ path: ['body', ...issue.path].join('.'), message: issue.message });
      }
    }
    if (issues.length > 0 || !result.success) throw tooManyPhotos(issues) ?? invalid(issues);
    const input = result.data;

    const ids = [input.province_id, input.district_id, input.commune_id].filter(
      (id): id is string => id !== null,
    );
    const places = new Map((await findLocations(db, ids)).map((row) => [row.id, row]));
    const province = places.get(input.province_id);
    if (!province || province.type !== 'province') {
      issues.push({ path: 'body.province_id', message: 'validation.adLocationMismatch' });
    } else if (input.district_id !== null) {
      const district = places.get(input.district_id);
      if (!district || district.type !== 'district' || district.parentId !== province.id) {
        issues.push({ path: 'body.district_id', message: 'validation.adLocationMismatch' });
      } else if (input.commune_id !== null) {
        const commune = places.get(input.commune_id);
        if (!commune || commune.type !== 'commune' || commune.parentId !== district.id) {
          issues.push({ path: 'body.commune_id', message: 'validation.adLocationMismatch' });
        }
      }
    }
    if (issues.length > 0) throw invalid(issues);
    return input;
  }

  return {
    /** POST {api}/me/posts: `created` false when the idempotency key named an earlier ad. */
    async create(
      auth: AuthContext,
      body: Record<string, unknown>,
      headerKey: string | undefined,
    ): Promise<{ ad: Ad; created: boolean }> {
      const userId = auth.user.id;
      const bodyKey = body.idempotency_key;
      const key =
        headerKey ?? (typeof bodyKey === 'string' && bodyKey !== '' ? bodyKey : undefined);
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw invalid([{ path: 'body.idempotency_key', message: 'validation.invalid' }]);
      }
      const digest = bodyDigest(body);
      if (key !== undefined) {
        const earlier = await findByIdempotencyKey(db, userId, key);
        if (earlier)
          return { ad: await answer(sameBodyAs(earlier, digest).id, true), created: false };
      }
      const input = await validate(body);

      const hit = await limiter.hit('ad-post', String(userId), limits.postsPerHour, HOUR_MS);
      if (!hit.allowed) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many ads posted. Please try again later.', {
          retry_after: Math.ceil(hit.retryAfterMs / 1000),
        });
      }
      let outcome: { row: AdRow; created: boolean };
      try {
        outcome = await db.transaction(async (tx) => {
          // One post at a time per member: the cap and the idempotency key hold under races.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`ads:${userId}`}, 0))`,
          );
          if (key !== undefined) {
            const earlier = await findByIdempotencyKey(tx as unknown as Db, userId, key);
            if (earlier) return { row: sameBodyAs(earlier, digest), created: false };
          }
          if ((await countActive(tx as unknown as Db, userId, now())) >= limits.activeLimit) {
            throw new HttpError(403, 'POST_LIMIT_REACHED', 'Post Ad Reach Limit', {
              limit: limits.activeLimit,
            });
          }
          const at = new Date(now());
          const values: NewAdRow = {
            ...adColumns(input),
            userId,
            status: 'active',
            postedAt: at,
            renewedAt: at,
            expiresAt: new Date(at.getTime() + limits.ttlDays * DAY_MS),
            idempotencyKey: key ?? null,
            idempotencyHash: key === undefined ? null : digest,
            createdAt: at,
            updatedAt: at,
          };
          const [row] = await tx.insert(ads).values(values).returning();
          const photoIds = input.photos;
          await setAdPhotos(tx as unknown as Db, { adId: row!.id, userId, photoIds });
          return { row: row!, created: true };
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

    async listOwn(
      auth: AuthContext,
      query: ListQuery,
    ): Promise<{ data: Ad[]; next_cursor: string | null }> {
      const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
      const rows = await listOwnAds(db, {
        userId: auth.user.id,
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
        toAd(row, now(), { withPhones: true, photos: photos.get(row.ad.id) ?? [] }),
      );
      return { data, next_cursor };
    },

    /** POST {api}/me/posts/{id}: the whole form again (the category, and so the type, may change). */
    async update(auth: AuthContext, rawId: string, body: Record<string, unknown>): Promise<Ad> {
      const id = parseAdId(rawId);
      if (!(await findOwnAd(db, auth.user.id, id))) throw notFound();
      const input = await validate(body);
      await db.transaction(async (tx) => {
        await tx
          .update(ads)
          .set({ ...adColumns(input), updatedAt: new Date(now()) })
          .where(eq(ads.id, id));
        const photoIds = input.photos;
        await setAdPhotos(tx as unknown as Db, { adId: id, userId: auth.user.id, photoIds });
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
      await db
        .update(ads)
        .set({
          status: reason === 'sold' ? 'sold' : 'deleted',
          deletedReason: reason,
          updatedAt: new Date(now()),
        })
        .where(eq(ads.id, id));
      return answer(id, true);
    },

    /** The owner's view of an ad (phones, photos, auto_renew): what the lifecycle routes answer. */
    ownView: (id: number): Promise<Ad> => answer(id, true),
  };
}

export type AdService = ReturnType<typeof createAdService>;
