import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MyStore } from '@repo/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { exifJpeg } from '../photos/photos.fixtures.ts';
import {
  filesIn,
  join as joinStore,
  member,
  photoJpeg,
  putPicture,
  storeOf,
  storeRow,
  watermarkPng,
} from './stores.fixtures.ts';

/** A store's logo and cover (ADR 0046): the photo checks, replacing, removing, the roles. */

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-store-pictures-'));
const BASE = 'http://media.test/media';
const env = setupTestApp({
  config: { MEDIA_DIR, MEDIA_BASE_URL: BASE, PHOTO_MAX_BYTES: 400_000 },
});
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

const fileOf = (url: string) => join(MEDIA_DIR, url.slice(BASE.length + 1));

describe('store logo and cover', () => {
  it('stores a logo as a 400 px square and a cover as 1600×600 WebP, without metadata', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    expect(store).toMatchObject({
      logo_url: null,
      cover_url: null,
      watermark: { url: null, opacity: 50 },
    });

    const logo = dataOf<MyStore>(
      await putPicture(env.app, owner.token, store.id, 'logo', {
        data: await exifJpeg(),
        type: 'image/jpeg',
      }),
    );
    expect(logo.logo_url).toMatch(new RegExp(`^${BASE}/stores/${store.id}/logo-[0-9a-f]+\\.webp$`));
    const logoFile = await sharp(readFileSync(fileOf(logo.logo_url!))).metadata();
    expect(logoFile).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(logoFile.exif).toBeUndefined();
    // Served by the API's media route like any photo.
    const served = await env.app.inject({
      method: 'GET',
      url: logo.logo_url!.replace(BASE, '/media'),
    });
    expect(served.statusCode).toBe(200);

    const cover = dataOf<MyStore>(
      await putPicture(env.app, owner.token, store.id, 'cover', {
        data: await photoJpeg(1200, 900),
        type: 'image/jpeg',
      }),
    );
    expect(await sharp(readFileSync(fileOf(cover.cover_url!))).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 600,
    });
    expect(cover.logo_url).toBe(logo.logo_url);
    // The store's answers carry both.
    const read = dataOf<MyStore>(
      await call(env.app, 'GET', `/api/me/stores/${store.id}`, { accessToken: owner.token }),
    );
    expect(read).toMatchObject({ logo_url: logo.logo_url, cover_url: cover.cover_url });
  });

  it('replacing deletes the old file under a new address; removing clears it', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    const png = { data: await photoJpeg(500, 500), type: 'image/jpeg' };
    const first = dataOf<MyStore>(await putPicture(env.app, owner.token, store.id, 'logo', png));
    const second = dataOf<MyStore>(await putPicture(env.app, owner.token, store.id, 'logo', png));
    expect(second.logo_url).not.toBe(first.logo_url);
    expect(existsSync(fileOf(first.logo_url!))).toBe(false);
    expect(existsSync(fileOf(second.logo_url!))).toBe(true);

    const removed = dataOf<MyStore>(
      await call(env.app, 'DELETE', `/api/me/stores/${store.id}/logo`, {
        accessToken: owner.token,
      }),
    );
    expect(removed.logo_url).toBeNull();
    expect(existsSync(fileOf(second.logo_url!))).toBe(false);
    expect((await storeRow(env, store.id)).logoPath).toBeNull();
    // Removing again changes nothing.
    const again = await call(env.app, 'DELETE', `/api/me/stores/${store.id}/cover`, {
      accessToken: owner.token,
    });
    expect(dataOf<MyStore>(again).cover_url).toBeNull();
  });

  it('refuses a disguised, damaged, oversized or missing file, keeping what the store had', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    const logo = dataOf<MyStore>(
      await putPicture(env.app, owner.token, store.id, 'logo', {
        data: await photoJpeg(300, 300),
        type: 'image/jpeg',
      }),
    );
    const before = filesIn(MEDIA_DIR).length;
    // A script named and typed as a PNG: the content decides.
    const script = Buffer.from('<script>alert(1)</script>\n'.repeat(20));
    expect(
      errorOf(
        await putPicture(env.app, owner.token, store.id, 'logo', {
          data: script,
          type: 'image/png',
          name: 'logo.png',
        }),
        422,
      ).code,
    ).toBe('INVALID_IMAGE');
    // A PNG signature in front of JPEG bytes.
    const jpeg = await photoJpeg(200, 200);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(
      errorOf(
        await putPicture(env.app, owner.token, store.id, 'cover', {
          data: Buffer.concat([signature, jpeg]),
        }),
        422,
      ).code,
    ).toBe('INVALID_IMAGE');
    // A truncated PNG.
    const png = await sharp(await photoJpeg(300, 300))
      .png()
      .toBuffer();
    expect(
      errorOf(
        await putPicture(env.app, owner.token, store.id, 'watermark', {
          data: png.subarray(0, Math.floor(png.length / 2)),
        }),
        422,
      ).code,
    ).toBe('INVALID_IMAGE');
    // Past PHOTO_MAX_BYTES.
    expect(
      errorOf(
        await putPicture(env.app, owner.token, store.id, 'logo', {
          data: Buffer.concat([jpeg, Buffer.alloc(500_000)]),
        }),
        413,
      ).code,
    ).toBe('PAYLOAD_TOO_LARGE');
    // Not multipart, or without the file.
    expect(
      errorOf(
        await call(env.app, 'PUT', `/api/me/stores/${store.id}/logo`, {
          accessToken: owner.token,
          body: { file: 'x' },
        }),
        415,
      ).code,
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(filesIn(MEDIA_DIR).length).toBe(before);
    const row = await storeRow(env, store.id);
    expect(row.logoPath).toBe(logo.logo_url!.slice(BASE.length + 1));
    expect(row.coverPath).toBeNull();
    expect(row.watermarkPath).toBeNull();
    expect(row.watermarkVersion).toBe(0);
  });

  it('lets the owner and managers change the pictures; staff 403, others 404, visitors 401', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    const [manager, staff, invited, stranger] = [
      await member(env),
      await member(env),
      await member(env),
      await member(env),
    ];
    await joinStore(env, store.id, manager.id, 'manager');
    await joinStore(env, store.id, staff.id, 'staff');
    await joinStore(env, store.id, invited.id, 'staff', 'pending');
    const otherStore = await storeOf(env, stranger);
    const picture = { data: await photoJpeg(300, 300), type: 'image/jpeg' };
    const mark = { data: await watermarkPng() };

    // One after the other (each a thunk): the last answer is the store after all of them.
    const attempts = (token: string | undefined) => [
      () => putPicture(env.app, token, store.id, 'logo', picture),
      () => putPicture(env.app, token, store.id, 'cover', picture),
      () => putPicture(env.app, token, store.id, 'watermark', mark, { opacity: '40' }),
      () =>
        call(env.app, 'PUT', `/api/me/stores/${store.id}/watermark/opacity`, {
          accessToken: token,
          body: { opacity: 70 },
        }),
      () => call(env.app, 'DELETE', `/api/me/stores/${store.id}/logo`, { accessToken: token }),
      () => call(env.app, 'DELETE', `/api/me/stores/${store.id}/watermark`, { accessToken: token }),
    ];
    const before = filesIn(MEDIA_DIR).length;
    const unchanged = await storeRow(env, store.id);
    for (const [who, status, code] of [
      [staff.token, 403, 'STORE_FORBIDDEN'],
      [invited.token, 404, 'NOT_FOUND'],
      [stranger.token, 404, 'NOT_FOUND'],
      [undefined, 401, undefined],
    ] as const) {
      for (const attempt of attempts(who)) {
        const response = await attempt();
        expect(response.statusCode, `${status} ${response.body}`).toBe(status);
        if (code) expect(response.json().data.code).toBe(code);
      }
    }
    expect(filesIn(MEDIA_DIR).length).toBe(before);
    expect(await storeRow(env, store.id)).toEqual(unchanged);
    // The stranger's own store is not a way in either, nor is its id another's.
    expect((await storeRow(env, otherStore.id)).logoPath).toBeNull();

    for (const who of [owner, manager]) {
      const answers = [];
      for (const attempt of attempts(who.token)) answers.push(await attempt());
      expect(answers.map((response) => response.statusCode)).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      const last = dataOf<MyStore>(answers[5]!);
      expect(last).toMatchObject({ logo_url: null, watermark: { url: null, opacity: 70 } });
      expect(last.cover_url).toMatch(/cover-/);
    }
    // Watermark set with 40, opacity 70, removed: three changes each time round.
    expect((await storeRow(env, store.id)).watermarkVersion).toBe(6);
  });

  it('refuses an opacity outside 0–100', async () => {
    const owner = await member(env);
    const store = await storeOf(env, owner);
    for (const opacity of [-1, 101, 'half', 12.5]) {
      const response = await call(env.app, 'PUT', `/api/me/stores/${store.id}/watermark/opacity`, {
        accessToken: owner.token,
        body: { opacity },
      });
      expect(errorOf(response, 400).code).toBe('VALIDATION_FAILED');
    }
    const multipartRefused = await putPicture(
      env.app,
      owner.token,
      store.id,
      'watermark',
      { data: await watermarkPng() },
      { opacity: '150' },
    );
    expect(errorOf(multipartRefused, 400).code).toBe('VALIDATION_FAILED');
    const row = await storeRow(env, store.id);
    expect(row).toMatchObject({ watermarkPath: null, watermarkOpacity: 50, watermarkVersion: 0 });
  });
});
