import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Photo } from '@repo/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema.ts';
import { dataOf, errorOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { exifJpeg, hasGpsIfd, noisyImage, upload } from './photos.fixtures.ts';

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-photos-'));
const BASE = 'http://media.test/media';
const env = setupTestApp({
  seed: false,
  config: { MEDIA_DIR, MEDIA_BASE_URL: BASE, PHOTO_UPLOADS_PER_HOUR: 8 },
});
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

const member = async () => (await signUp(env.app, env.database.db)).tokens.access_token;

/** GET /media/... of a photo URL (the API serves MEDIA_DIR). */
const media = (url: string) => env.app.inject({ method: 'GET', url: url.replace(BASE, '/media') });

async function rendition(url: string) {
  const response = await media(url);
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
}

describe('POST /api/me/photos', () => {
  it('stores a 12-megapixel JPEG as three WebP renditions and serves them for a year', async () => {
    const token = await member();
    const jpeg = await noisyImage(4000, 3000).jpeg({ quality: 85 }).toBuffer();
    const photo = dataOf<Photo>(await upload(env.app, token, jpeg), 201);
    expect(photo).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      width: 1600,
      height: 1200,
    });
    for (const [name, side] of [
      ['thumb', 320],
      ['medium', 800],
      ['large', 1600],
    ] as const) {
      expect(photo.urls[name]).toBe(`${BASE}/photos/${photo.id}/${name}.webp`);
      const response = await media(photo.urls[name]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: side, height: (side * 3) / 4 });
    }
    const [row] = await env.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row).toMatchObject({
      width: 1600,
      height: 1200,
      keys: { large: `photos/${photo.id}/large.webp` },
    });
    expect(row!.bytes).toBeGreaterThan(1000);
  });

  it('accepts PNG (with transparency) and WebP, and never upscales a small image', async () => {
    const token = await member();
    const png = await sharp({
      create: {
        width: 300,
        height: 500,
        channels: 4,
        background: { r: 0, g: 128, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const fromPng = dataOf<Photo>(await upload(env.app, token, png, { type: 'image/png' }), 201);
    expect(fromPng).toMatchObject({ width: 300, height: 500 });
    const thumb = await sharp(await rendition(fromPng.urls.thumb)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 192, height: 320, hasAlpha: true });
    const large = await sharp(await rendition(fromPng.urls.large)).metadata();
    expect(large).toMatchObject({ width: 300, height: 500 });

    const webp = await noisyImage(2000, 1000).webp().toBuffer();
    // The client's content type is not believed either way.
    const fromWebp = dataOf<Photo>(
      await upload(env.app, token, webp, { type: 'application/octet-stream', filename: 'x.bin' }),
      201,
    );
    expect(fromWebp).toMatchObject({ width: 1600, height: 800 });
    expect(await sharp(await rendition(fromWebp.urls.medium)).metadata()).toMatchObject({
      width: 800,
      height: 400,
    });
  });

  it('turns the photo by its EXIF orientation and keeps no metadata (no GPS)', async () => {
    const token = await member();
    const jpeg = await exifJpeg();
    const original = await sharp(jpeg).metadata();
    expect(original).toMatchObject({ width: 400, height: 200, orientation: 6 });
    expect(hasGpsIfd(original.exif)).toBe(true);

    const photo = dataOf<Photo>(await upload(env.app, token, jpeg), 201);
    // Orientation 6 is "turn 90° clockwise to view": the 400×200 landscape becomes portrait.
    expect(photo).toMatchObject({ width: 200, height: 400 });
    for (const url of Object.values(photo.urls)) {
      const file = await rendition(url);
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.includes('PsarCam')).toBe(false);
      expect(file.includes('Exif')).toBe(false);
    }
    // The left (red) half is now on top, the right (blue) half below.
    const { data, info } = await sharp(await rendition(photo.urls.large))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [topR, , topB] = pixel(100, 50);
    const [bottomR, , bottomB] = pixel(100, 350);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('refuses what is not a decodable JPEG, PNG or WebP of at most 50 megapixels (422)', async () => {
    const token = await member();
    const text = Buffer.from('Hello, this is not a photo at all.\n'.repeat(50));
    const fake = errorOf(await upload(env.app, token, text, { filename: 'photo.jpg' }), 422);
    expect(fake.code).toBe('INVALID_IMAGE');

    const jpeg = await noisyImage(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(errorOf(await upload(env.app, token, truncated), 422).code).toBe('INVALID_IMAGE');

    // A GIF (a format we do not take) even when called a JPEG.
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(errorOf(await upload(env.app, token, gif), 422).code).toBe('INVALID_IMAGE');

    // 8000×7000 = 56 megapixels in a few kilobytes of PNG.
    const huge = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const tooBig = errorOf(await upload(env.app, token, huge, { type: 'image/png' }), 422);
    expect(tooBig).toMatchObject({
      code: 'INVALID_IMAGE',
      message: expect.stringMatching(/50 megapixels/),
    });
    expect(await env.database.db.select().from(photos).where(eq(photos.width, 8000))).toEqual([]);
  }, 60_000);

  it('answers 413 past PHOTO_MAX_BYTES, 400 without a file, 415 when not multipart', async () => {
    const token = await member();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = errorOf(await upload(env.app, token, big), 413);
    expect(tooLarge).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', limit: 10 * 1024 * 1024 });

    const jpeg = await noisyImage(40, 30).jpeg().toBuffer();
    const wrongField = errorOf(await upload(env.app, token, jpeg, { field: 'photo' }), 400);
    expect(wrongField).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.file', message: 'validation.required' }],
    });
    const json = await env.app.inject({
      method: 'POST',
      url: '/api/me/photos',
      headers: {
        ...{ 'device-id': '6f1c2b1e-6a8b-4f0e-9d53-2a4b7c9e1f00' },
        'access-token': token,
      },
      payload: { file: 'abc' },
    });
    expect(errorOf(json, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('needs a signed-in member (401) and limits uploads per member per hour (429)', async () => {
    const jpeg = await noisyImage(40, 30).jpeg().toBuffer();
    expect(errorOf(await upload(env.app, undefined, jpeg), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await upload(env.app, 'not-a-token', jpeg), 401).code).toBe('UNAUTHORIZED');

    const token = await member();
    for (let i = 0; i < 8; i += 1) dataOf(await upload(env.app, token, jpeg), 201);
    const limited = await upload(env.app, token, jpeg);
    expect(errorOf(limited, 429)).toMatchObject({
      code: 'RATE_LIMITED',
      retry_after: expect.any(Number),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    // Another member is not affected.
    dataOf(await upload(env.app, await member(), jpeg), 201);
  });

  it('serves only stored files: unknown keys and path tricks answer 404', async () => {
    const token = await member();
    const photo = dataOf<Photo>(
      await upload(env.app, token, await noisyImage(40, 30).jpeg().toBuffer()),
      201,
    );
    expect((await media(photo.urls.thumb)).statusCode).toBe(200);
    expect(
      (await env.app.inject({ method: 'HEAD', url: photo.urls.thumb.replace(BASE, '/media') }))
        .statusCode,
    ).toBe(200);
    for (const url of [
      '/media/photos/00000000-0000-4000-8000-000000000000/thumb.webp',
      `/media/photos/${photo.id}%2F..%2F${photo.id}%2Fthumb.webp`,
      `/media/photos/${photo.id}/thumb.webp%00.png`,
      `/media/photos/${photo.id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      '/media/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2Fetc%2Fpasswd',
      '/media/photos%5C..%5Cthumb.webp',
      `/media/photos/${photo.id}`,
      `/media/photos/${photo.id}/thumb.webp.tmp`,
      '/media/',
    ]) {
      const response = await env.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().data.code, url).toMatch(/NOT_FOUND/);
    }
    // Nothing but the renditions was written.
    expect(readdirSync(join(MEDIA_DIR, 'photos', photo.id)).sort()).toEqual([
      'large.webp',
      'medium.webp',
      'thumb.webp',
    ]);
  });
});
