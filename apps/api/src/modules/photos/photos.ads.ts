import { AD_MAX_PHOTOS, type FieldIssue, type Photo } from '@repo/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adPhotos, photos } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mediaUrl } from './photos.storage.ts';

/**
 * Photos of ads, for the ads module (and any list that shows covers). Every function takes
 * the drizzle database (or a transaction) and, where it answers photos, MEDIA_BASE_URL
 * (`config.MEDIA_BASE_URL`) to make their absolute URLs.
 */

type PhotoRow = Pick<typeof photos.$inferSelect, 'id' | 'keys' | 'width' | 'height'>;

/** A stored photo as the API answers it (ADR 0010). */
export function toPhoto(row: PhotoRow, mediaBaseUrl: string): Photo {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    urls: {
      thumb: mediaUrl(mediaBaseUrl, row.keys.thumb),
      medium: mediaUrl(mediaBaseUrl, row.keys.medium),
      large: mediaUrl(mediaBaseUrl, row.keys.large),
    },
  };
}

const photoColumns = {
  id: photos.id,
  keys: photos.keys,
  width: photos.width,
  height: photos.height,
};

/**
 * The photos of many ads in one query: ad id → its photos in display order (the first is
 * the cover). Ads without photos are absent from the map (use `?? []`).
 */
export async function photosOfAds(
  db: Db,
  adIds: readonly number[],
  mediaBaseUrl: string,
): Promise<Map<number, Photo[]>> {
  const byAd = new Map<number, Photo[]>();
  if (adIds.length === 0) return byAd;
  const rows = await db
    .select({ adId: adPhotos.adId, ...photoColumns })
    .from(adPhotos)
    .innerJoin(photos, eq(photos.id, adPhotos.photoId))
    .where(inArray(adPhotos.adId, [...new Set(adIds)]))
    .orderBy(asc(adPhotos.adId), asc(adPhotos.position));
  for (const row of rows) {
    const list = byAd.get(row.adId) ?? [];
    list.push(toPhoto(row, mediaBaseUrl));
    byAd.set(row.adId, list);
  }
  return byAd;
}

/** The cover (first photo) of many ads in one query: ad id → photo; ads without photos are absent. */
export async function coversOfAds(
  db: Db,
  adIds: readonly number[],
  mediaBaseUrl: string,
): Promise<Map<number, Photo>> {
  const covers = new Map<number, Photo>();
  if (adIds.length === 0) return covers;
  const rows = await db
    .select({ adId: adPhotos.adId, ...photoColumns })
    .from(adPhotos)
    .innerJoin(photos, eq(photos.id, adPhotos.photoId))
    .where(and(inArray(adPhotos.adId, [...new Set(adIds)]), eq(adPhotos.position, 0)));
  for (const row of rows) covers.set(row.adId, toPhoto(row, mediaBaseUrl));
  return covers;
}

const notYours = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', {
    issues: [{ path: 'body.photos', message: 'validation.adPhotoInvalid' }],
  });

/**
 * Sets an ad's photo list (ids in display order, already parsed by the domain's
 * `adInputSchema`) inside the caller's transaction. Every id must be a photo of `userId`,
 * else 400 VALIDATION_FAILED on `body.photos` (and the transaction is rolled back by the
 * throw). The photos are locked until commit, so housekeeping cannot delete one meanwhile.
 */
export async function setAdPhotos(
  tx: Db,
  options: { adId: number; userId: number; photoIds: readonly string[] },
): Promise<void> {
  const { adId, userId, photoIds } = options;
  if (photoIds.length > 0) {
    // The caller's uploads, and the photos the ad already shows (a store's manager edits an
    // ad whose photos its poster uploaded; ADR 0045).
    const owned = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          inArray(photos.id, [...photoIds]),
          or(
            eq(photos.userId, userId),
            sql`exists (select 1 from ${adPhotos} where ${adPhotos.adId} = ${adId} and ${adPhotos.photoId} = ${photos.id})`,
          ),
        ),
      )
      .for('key share');
    if (owned.length !== new Set(photoIds).size) throw notYours();
  }
  await tx.delete(adPhotos).where(eq(adPhotos.adId, adId));
  if (photoIds.length > 0) {
    await tx
      .insert(adPhotos)
      .values(photoIds.map((photoId, position) => ({ adId, photoId, position })));
  }
}

/**
 * Which of `photoIds` are photos of `userId`, locked (key share) until the caller's transaction
 * ends: housekeeping cannot delete one of them before the row that uses it is written.
 */
export async function lockOwnPhotos(
  tx: Db,
  userId: number,
  photoIds: readonly string[],
): Promise<Set<string>> {
  if (photoIds.length === 0) return new Set();
  const owned = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(inArray(photos.id, [...photoIds]), eq(photos.userId, userId)))
    .for('key share');
  return new Set(owned.map((row) => row.id));
}

/** Copies one ad's photo list to another (repost), inside the caller's transaction. */
export async function copyAdPhotos(tx: Db, fromAdId: number, toAdId: number): Promise<void> {
  await tx.execute(
    sql`insert into ad_photos (ad_id, photo_id, position)
        select ${toAdId}, photo_id, position from ad_photos where ad_id = ${fromAdId}
        on conflict do nothing`,
  );
}

/**
 * The error of a post form whose `photos` field lists too many photos: 422
 * MAX_FILES_EXCEEDED with the form's issues (ADR 0010), or undefined when that is not
 * the problem. `issues` are the form's field issues (`body.*` paths).
 */
export function tooManyPhotos(issues: readonly FieldIssue[]): HttpError | undefined {
  if (!issues.some((issue) => issue.message === 'validation.adPhotosMax')) return undefined;
  return new HttpError(422, 'MAX_FILES_EXCEEDED', `An ad has at most ${AD_MAX_PHOTOS} photos.`, {
    issues: [...issues],
  });
}
