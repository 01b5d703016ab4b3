// Long on purpose: the watermark's whole render (claim, draw from the clean source, swap keys,
// delete old files) read top to bottom, so its compare-and-set steps stay side by side.
import { randomBytes } from 'node:crypto';
import { PHOTO_RENDITIONS, type PhotoRendition } from '@repo/domain';
import { sql, type SQL } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../../db/client.ts';
import { encodeRenditions, type Renditions } from './photos.images.ts';
import { createGate } from './photos.service.ts';
import type { PhotoStorage } from './photos.storage.ts';

/**
 * A store's watermark on the photos of its ads (ADR 0046).
 *
 * - Placement: bottom-right, the watermark scaled (never stretched) to fit a quarter of the
 *   photo's width and a quarter of its height, 3 % of the photo's shorter side from the edges;
 *   its alpha multiplied by the store's opacity. Laid on `large`; `medium` and `thumb` are
 *   reduced from the watermarked `large`, so the mark scales with them.
 * - The clean source: before the first watermark, the photo's `large` file is kept as it is
 *   and its key becomes `photos.source_key`; every later rendering starts from it, so no change
 *   compounds. Removing the watermark (or the ad leaving the store) puts that file back as
 *   `large`, with `medium` and `thumb` reduced from it, and clears `source_key`.
 * - Keys: each rendering is stored under new keys (`<name>-w<version>-<random>.webp`, clean
 *   ones `<name>-<random>.webp`), so a cached URL never shows a stale picture; the row is
 *   switched with a compare-and-set on what it held, then the old files are deleted. Two runs
 *   at once cannot both win: the loser deletes its own new files.
 * - Which store: a photo in several ads (a repost copies the list) takes the watermark of its
 *   newest ad that belongs to an active store; none → clean.
 */

/** The watermark's box and margin, as shares of the photo (ADR 0046). */
export const WATERMARK_PLACEMENT = { width: 0.25, height: 0.25, margin: 0.03 } as const;

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function rawOf(image: Sharp): Promise<Raw> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { ...info, channels: info.channels as Raw['info']['channels'] } };
}

/**
 * The pixels of `source` (a stored rendition) with the watermark laid on at `opacity` percent
 * (0: the source as it is). Deterministic: the same inputs give the same pixels.
 */
export async function composeWatermark(
  source: Buffer,
  watermark: Buffer,
  opacity: number,
): Promise<Raw> {
  const base = await rawOf(sharp(source));
  if (opacity <= 0) return base;
  const { width, height } = base.info;
  const boxWidth = Math.max(1, Math.round(width * WATERMARK_PLACEMENT.width));
  const boxHeight = Math.max(1, Math.round(height * WATERMARK_PLACEMENT.height));
  const mark = await rawOf(
    sharp(watermark).resize(boxWidth, boxHeight, { fit: 'inside' }).ensureAlpha(),
  );
  // The store's opacity multiplies the watermark's own transparency.
  const share = Math.min(100, opacity) / 100;
  if (share < 1)
    for (let i = 3; i < mark.data.length; i += 4) mark.data[i] = Math.round(mark.data[i]! * share);
  const margin = Math.round(Math.min(width, height) * WATERMARK_PLACEMENT.margin);
  const left = Math.max(0, width - mark.info.width - margin);
  const top = Math.max(0, height - mark.info.height - margin);
  const composed = await rawOf(
    sharp(base.data, { raw: base.info }).composite([
      { input: mark.data, raw: mark.info, left, top, blend: 'over' },
    ]),
  );
  // A photo without transparency stays without it.
  if (base.info.channels === 3 && composed.info.channels === 4)
    return rawOf(sharp(composed.data, { raw: composed.info }).removeAlpha());
  return composed;
}

/** The renditions of a source with its watermark (or clean, when `watermark` is null). */
export async function renderWatermarked(
  source: Buffer,
  watermark: { image: Buffer; opacity: number } | null,
): Promise<Renditions> {
  const pixels = watermark
    ? await composeWatermark(source, watermark.image, watermark.opacity)
    : await rawOf(sharp(source));
  return encodeRenditions(pixels);
}

const NAMES = Object.keys(PHOTO_RENDITIONS) as PhotoRendition[];
type Keys = Record<PhotoRendition, string>;

interface StalePhoto {
  id: string;
  keys: Keys;
  sourceKey: string | null;
  version: number | null;
  storeId: number | null;
  watermarkPath: string | null;
  opacity: number | null;
  targetVersion: number | null;
}

type Scope = { adId?: number; storeId?: number; force?: boolean };

/** The rows of a raw query (drizzle types `execute` loosely across drivers). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Photos of `scope` whose renditions do not carry what they should: the watermark version of
 * their store (a photo never rendered counts as version 0, which a store without a watermark
 * has never changed from), or clean when no store's ad holds them any more.
 */
async function stalePhotos(db: Db, scope: Scope, exclude: string[], limit: number) {
  const candidates: SQL =
    scope.adId !== undefined
      ? sql`select photo_id from ad_photos where ad_id = ${scope.adId}`
      : scope.storeId !== undefined
        ? sql`select ap.photo_id from ad_photos ap join ads a on a.id = ap.ad_id
              where a.store_id = ${scope.storeId}`
        : sql`select ap.photo_id from ad_photos ap join ads a on a.id = ap.ad_id
              where a.store_id is not null
              union select id from photos where source_key is not null`;
  const stale = scope.force
    ? sql`(t.store_id is not null or p.source_key is not null)`
    : sql`((t.store_id is not null and coalesce(p.watermark_version, 0) <> t.watermark_version)
          or (t.store_id is null and p.source_key is not null))`;
  const skip =
    exclude.length > 0
      ? sql`and p.id not in (${sql.join(
          exclude.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute(sql`
    select p.id, p.keys, p.source_key as "sourceKey", p.watermark_version as "version",
           t.store_id as "storeId", t.watermark_path as "watermarkPath",
           t.watermark_opacity as "opacity", t.watermark_version as "targetVersion"
    from photos p
    left join lateral (
      select s.id as store_id, s.watermark_path, s.watermark_opacity, s.watermark_version
      from ad_photos ap join ads a on a.id = ap.ad_id join stores s on s.id = a.store_id
      where ap.photo_id = p.id and s.status = 'active'
      order by a.id desc
      limit 1
    ) t on true
    where p.id in (${candidates}) and ${stale} ${skip}
    order by p.id
    limit ${limit}`);
  return rowsOf<StalePhoto>(result).map((row) => ({
    ...row,
    keys: (typeof row.keys === 'string' ? JSON.parse(row.keys) : row.keys) as Keys,
    storeId: row.storeId === null ? null : Number(row.storeId),
    opacity: row.opacity === null ? null : Number(row.opacity),
    version: row.version === null ? null : Number(row.version),
    targetVersion: row.targetVersion === null ? null : Number(row.targetVersion),
  }));
}

/** What one run did. */
export interface WatermarkRun {
  /** Photos whose renditions were rendered anew (watermarked or made clean). */
  rendered: number;
  /** Photos already clean that only took the store's version (nothing drawn). */
  marked: number;
  /** Photos left as they were: a file missing or another run got there first. */
  skipped: number;
}

/**
 * Renders stores' watermarks on their ads' photos (ADR 0046), for the stores module's job and
 * for the ads module right after an ad is posted or moved into (or out of) a store.
 */
export function createStoreWatermarks(options: {
  db: Db;
  storage: PhotoStorage;
  warn?: (message: string, error: unknown) => void;
  /** Photos rendered at once (decoding a `large` takes ~10 MB). */
  concurrency?: number;
}) {
  const { db, storage } = options;
  const gate = createGate(options.concurrency ?? 2);
  const warn = (message: string, error?: unknown) => options.warn?.(message, error);
  const suffix = () => randomBytes(6).toString('hex');

  async function removeFiles(keys: string[]) {
    for (const key of keys)
      await storage.delete(key).catch((error: unknown) => warn(`file ${key} left behind`, error));
  }

  /** Switches the row from what was read to `next`; false when someone changed it meanwhile. */
  async function swap(
    photo: StalePhoto,
    next: { keys: Keys; sourceKey: string | null; version: number | null; bytes?: number },
  ): Promise<boolean> {
    const result = await db.execute(sql`
      update photos set keys = ${JSON.stringify(next.keys)}::jsonb,
        source_key = ${next.sourceKey}, watermark_version = ${next.version}
        ${next.bytes === undefined ? sql`` : sql`, bytes = ${next.bytes}`}
      where id = ${photo.id} and keys = ${JSON.stringify(photo.keys)}::jsonb
        and source_key is not distinct from ${photo.sourceKey}
        and watermark_version is not distinct from ${photo.version}
      returning id`);
    return rowsOf(result).length > 0;
  }

  async function render(
    photo: StalePhoto,
    watermarks: Map<string, Promise<Buffer | null>>,
  ): Promise<keyof WatermarkRun> {
    const mark = photo.storeId !== null && photo.watermarkPath !== null;
    const version = photo.storeId === null ? null : photo.targetVersion;
    // Clean already, and clean is wanted: the version is all that changes.
    if (!mark && photo.sourceKey === null)
      return (await swap(photo, { keys: photo.keys, sourceKey: null, version }))
        ? 'marked'
        : 'skipped';

    const sourceKey = photo.sourceKey ?? photo.keys.large;
    const source = await storage.get(sourceKey);
    if (!source) {
      warn(`photo ${photo.id}: its clean source ${sourceKey} is missing`);
      return 'skipped';
    }
    let image: Buffer | null = null;
    if (mark) {
      const path = photo.watermarkPath!;
      if (!watermarks.has(path)) watermarks.set(path, storage.get(path));
      image = await watermarks.get(path)!;
      if (!image) {
        warn(`store ${photo.storeId}: its watermark ${path} is missing`);
        return 'skipped';
      }
    }
    const renditions = await gate(() =>
      renderWatermarked(source, image ? { image, opacity: photo.opacity ?? 100 } : null),
    );
    const tag = mark ? `-w${version}` : '';
    const keys = {} as Keys;
    // Clean again: the kept source is `large` once more, byte for byte.
    const stored = mark ? NAMES : NAMES.filter((name) => name !== 'large');
    for (const name of stored) keys[name] = `photos/${photo.id}/${name}${tag}-${suffix()}.webp`;
    if (!mark) keys.large = sourceKey;
    const written = stored.map((name) => keys[name]);
    try {
      await Promise.all(
        stored.map((name) => storage.put(keys[name], renditions[name].data, 'image/webp')),
      );
    } catch (error) {
      warn(`photo ${photo.id}: renditions not stored`, error);
      await removeFiles(written);
      return 'skipped';
    }
    const bytes =
      stored.reduce((sum, name) => sum + renditions[name].data.length, 0) +
      (mark ? 0 : source.length);
    const swapped = await swap(photo, {
      keys,
      sourceKey: mark ? sourceKey : null,
      version,
      bytes,
    }).catch(async (error: unknown) => {
      await removeFiles(written);
      throw error;
    });
    if (!swapped) {
      await removeFiles(written);
      return 'skipped';
    }
    const keep = new Set([...Object.values(keys), sourceKey]);
    const old = [...Object.values(photo.keys), photo.sourceKey].filter(
      (key): key is string => key !== null && !keep.has(key),
    );
    await removeFiles(old);
    return 'rendered';
  }

  async function run(scope: Scope, limit: number, batch = 50): Promise<WatermarkRun> {
    const done: WatermarkRun = { rendered: 0, marked: 0, skipped: 0 };
    const skipped: string[] = [];
    const watermarks = new Map<string, Promise<Buffer | null>>();
    let left = limit;
    while (left > 0) {
      const photos = await stalePhotos(db, scope, skipped, Math.min(batch, left));
      if (photos.length === 0) break;
      const outcomes = await Promise.all(photos.map((photo) => render(photo, watermarks)));
      outcomes.forEach((outcome, i) => {
        done[outcome] += 1;
        if (outcome === 'skipped') skipped.push(photos[i]!.id);
      });
      left -= photos.length;
      // A forced run renders each photo once.
      if (scope.force) photos.forEach((photo) => skipped.push(photo.id));
    }
    return done;
  }

  return {
    /**
     * Right after an ad is posted in a store, or moved into or out of one: its photos take the
     * store's watermark (or lose one). `force` renders them even when the version they carry
     * matches (an ad moved between two stores whose versions happen to be equal).
     */
    renderAd: (adId: number, renderOptions: { force?: boolean } = {}) =>
      run({ adId, force: renderOptions.force }, 100),
    /** Up to `limit` stale photos of the store's ads, after its watermark changed. */
    renderStore: (storeId: number, runOptions: { limit?: number } = {}) =>
      run({ storeId }, runOptions.limit ?? 1000),
    /** The job's sweep: up to `limit` stale photos of any store (or left a store). */
    sweep: (runOptions: { limit?: number; batch?: number } = {}) =>
      run({}, runOptions.limit ?? 2000, runOptions.batch),
  };
}

export type StoreWatermarks = ReturnType<typeof createStoreWatermarks>;
