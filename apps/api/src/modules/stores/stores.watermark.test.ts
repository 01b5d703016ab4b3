import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MyStore } from '@repo/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ads } from '../../db/schema.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import { createPhotoStorage, createStoreWatermarks, WATERMARK_PLACEMENT } from '../photos/index.ts';
import { renderWatermarked } from '../photos/photos.watermark.ts';
import { WATERMARK_JOB } from './index.ts';
import {
  adWithPhotos,
  filesIn,
  member,
  photoRow,
  putPicture,
  storeOf,
  storeRow,
  watermarkPng,
  type Member,
} from './stores.fixtures.ts';

/**
 * A store's watermark on its ads' photos (ADR 0046): the job renders them from the clean
 * source, so pixels tell whether it was laid, where, whether changes compound, and whether
 * removing it restores the photo.
 */

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-store-watermark-'));
const BASE = 'http://media.test/media';
const env = setupTestApp({ config: { MEDIA_DIR, MEDIA_BASE_URL: BASE } });
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

const file = (key: string) => readFileSync(join(MEDIA_DIR, key));
const runJob = () => env.app.jobs.runNow(WATERMARK_JOB);

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function pixels(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The mean absolute difference of two images' channels inside a box (fractions of the image). */
function meanDiff(
  a: Pixels,
  b: Pixels,
  box: { left: number; top: number; right: number; bottom: number },
): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const x0 = Math.floor(box.left * a.width);
  const x1 = Math.floor(box.right * a.width);
  const y0 = Math.floor(box.top * a.height);
  const y1 = Math.floor(box.bottom * a.height);
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1)
      for (let c = 0; c < a.channels; c += 1) {
        const i = (y * a.width + x) * a.channels + c;
        sum += Math.abs(a.data[i]! - b.data[i]!);
        n += 1;
      }
  return sum / n;
}

/** Where the watermark lies (its box at the bottom right, inside the margin) and a far corner. */
const MARK = {
  left: 1 - WATERMARK_PLACEMENT.width - WATERMARK_PLACEMENT.margin + 0.02,
  top: 1 - WATERMARK_PLACEMENT.height,
  right: 1 - WATERMARK_PLACEMENT.margin - 0.02,
  bottom: 1 - WATERMARK_PLACEMENT.margin - 0.02,
};
const FAR = { left: 0, top: 0, right: 0.4, bottom: 0.4 };

async function setWatermark(owner: Member, storeId: string, opacity: number) {
  return dataOf<MyStore>(
    await putPicture(
      env.app,
      owner.token,
      storeId,
      'watermark',
      { data: await watermarkPng() },
      { opacity: String(opacity) },
    ),
  );
}

const setOpacity = async (owner: Member, storeId: string, opacity: number) =>
  dataOf<MyStore>(
    await call(env.app, 'PUT', `/api/me/stores/${storeId}/watermark/opacity`, {
      accessToken: owner.token,
      body: { opacity },
    }),
  );

describe('the store watermark job', () => {
  it('lays the watermark on the store ads’ photos from the clean source, never compounding, and removing restores them', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    const { photos } = await adWithPhotos(env, owner, store.id, 2);
    const { photos: personal } = await adWithPhotos(env, owner, null, 1);
    const clean = await photoRow(env, photos[0]!.id);
    const cleanLarge = await pixels(file(clean.keys.large));
    const cleanThumb = await pixels(file(clean.keys.thumb));
    const untouched = await photoRow(env, personal[0]!.id);

    // A store without a watermark: nothing to do (null against version 0).
    expect(await runJob()).toEqual({ rendered: 0, marked: 0, skipped: 0 });

    const set = await setWatermark(owner, store.id, 100);
    expect(set.watermark).toMatchObject({ opacity: 100, url: expect.stringMatching(/watermark-/) });
    expect(await runJob()).toMatchObject({ rendered: 2, skipped: 0 });
    const marked = await photoRow(env, photos[0]!.id);
    const version = (await storeRow(env, store.id)).watermarkVersion;
    expect(marked).toMatchObject({ sourceKey: clean.keys.large, watermarkVersion: version });
    // New keys for every rendition (no cache shows the old picture); the old small ones are gone,
    // the old large is kept as the clean source.
    for (const name of ['thumb', 'medium', 'large'] as const) {
      expect(marked.keys[name]).not.toBe(clean.keys[name]);
      expect(marked.keys[name]).toMatch(new RegExp(`^photos/${clean.id}/${name}-w${version}-`));
    }
    expect(existsSync(join(MEDIA_DIR, clean.keys.thumb))).toBe(false);
    expect(existsSync(join(MEDIA_DIR, clean.keys.medium))).toBe(false);
    expect(existsSync(join(MEDIA_DIR, clean.keys.large))).toBe(true);
    // The API answers the new addresses.
    expect(marked.keys.large).not.toBe(clean.keys.large);

    const full = await pixels(file(marked.keys.large));
    expect(meanDiff(full, cleanLarge, MARK)).toBeGreaterThan(40);
    expect(meanDiff(full, cleanLarge, FAR)).toBeLessThan(2);
    // The thumb is reduced from the watermarked large: the mark is there too.
    expect(meanDiff(await pixels(file(marked.keys.thumb)), cleanThumb, MARK)).toBeGreaterThan(20);

    // Nothing more to do until the watermark changes.
    expect(await runJob()).toEqual({ rendered: 0, marked: 0, skipped: 0 });

    // 30 %, then 70 %: the result is 70 % laid on the clean source, as if rendered at once.
    await setOpacity(owner, store.id, 30);
    await runJob();
    const at30 = await pixels(file((await photoRow(env, photos[0]!.id)).keys.large));
    await setOpacity(owner, store.id, 70);
    await runJob();
    const after = await photoRow(env, photos[0]!.id);
    expect(after.sourceKey).toBe(clean.keys.large);
    const at70 = await pixels(file(after.keys.large));
    const scratch = await renderWatermarked(file(clean.keys.large), {
      image: file((await storeRow(env, store.id)).watermarkPath!),
      opacity: 70,
    });
    expect(
      meanDiff(at70, await pixels(scratch.large.data), { left: 0, top: 0, right: 1, bottom: 1 }),
    ).toBe(0);
    // …and it is not what 30 % was, nor 100 %.
    expect(meanDiff(at70, at30, MARK)).toBeGreaterThan(10);
    expect(meanDiff(at70, full, MARK)).toBeGreaterThan(5);
    // Only the current renditions and the source are stored for the photo.
    expect(
      filesIn(MEDIA_DIR)
        .filter((path) => path.includes(clean.id))
        .sort(),
    ).toEqual([after.keys.thumb, after.keys.medium, after.keys.large, clean.keys.large].sort());

    // Removed: the clean source is `large` again, byte for byte, the others within tolerance.
    const removed = await call(env.app, 'DELETE', `/api/me/stores/${store.id}/watermark`, {
      accessToken: owner.token,
    });
    expect(dataOf<MyStore>(removed).watermark.url).toBeNull();
    expect(await runJob()).toMatchObject({ rendered: 2 });
    const restored = await photoRow(env, photos[0]!.id);
    expect(restored).toMatchObject({ sourceKey: null, keys: { large: clean.keys.large } });
    expect(restored.keys.thumb).not.toBe(after.keys.thumb);
    // (A re-encode of the noisy test photo from `large`: a few levels, where the mark was 20+.)
    expect(meanDiff(await pixels(file(restored.keys.thumb)), cleanThumb, MARK)).toBeLessThan(6);
    expect(meanDiff(await pixels(file(restored.keys.large)), cleanLarge, MARK)).toBe(0);
    expect(existsSync(join(MEDIA_DIR, after.keys.large))).toBe(false);

    // The photo of the member's own ad was never touched.
    expect(await photoRow(env, personal[0]!.id)).toEqual(untouched);
  });

  it('renders a new store ad’s photos at once, and cleans the photos of an ad that left the store', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    await setWatermark(owner, store.id, 60);
    await runJob();
    const { adId, photos } = await adWithPhotos(env, owner, store.id, 1);
    const watermarks = createStoreWatermarks({
      db: env.database.db,
      storage: createPhotoStorage({ ...TEST_CONFIG, MEDIA_DIR, MEDIA_BASE_URL: BASE }),
    });
    expect(await watermarks.renderAd(adId)).toMatchObject({ rendered: 1 });
    const row = await photoRow(env, photos[0]!.id);
    expect(row.sourceKey).not.toBeNull();
    // The ad's answer shows the watermarked rendition.
    const ad = await call(env.app, 'GET', `/api/me/posts/${adId}`, { accessToken: owner.token });
    expect(ad.statusCode, ad.body).toBe(200);
    expect(ad.body).toContain(`${BASE}/${row.keys.large}`);

    // The ad leaves the store: the sweep restores its photos.
    await env.database.db.update(ads).set({ storeId: null }).where(eq(ads.id, adId));
    expect(await runJob()).toMatchObject({ rendered: 1 });
    expect(await photoRow(env, photos[0]!.id)).toMatchObject({
      sourceKey: null,
      watermarkVersion: null,
      keys: { large: row.sourceKey },
    });
  });

  it('a store that never had a watermark, or changed only its opacity, draws nothing', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    const { photos } = await adWithPhotos(env, owner, store.id, 1);
    const before = await photoRow(env, photos[0]!.id);
    await setOpacity(owner, store.id, 20);
    expect(await runJob()).toEqual({ rendered: 0, marked: 1, skipped: 0 });
    const after = await photoRow(env, photos[0]!.id);
    expect(after.keys).toEqual(before.keys);
    expect(after.watermarkVersion).toBe((await storeRow(env, store.id)).watermarkVersion);
  });
});
