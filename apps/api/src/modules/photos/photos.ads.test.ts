import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ad, Photo } from '@repo/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adPhotos, photos } from '../../db/schema.ts';
import { call, dataOf, errorOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { copyAdPhotos, coversOfAds, photosOfAds, setAdPhotos } from './photos.ads.ts';
import { uploadPhoto } from './photos.fixtures.ts';
import { pruneUnusedPhotos } from './photos.housekeeping.ts';
import { createLocalStorage } from './photos.storage.ts';

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-ad-photos-'));
const BASE = 'http://127.0.0.1:3001/media';
const env = setupTestApp({ config: { MEDIA_DIR, MEDIA_BASE_URL: BASE } });
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

const ad = {
  category_id: '101',
  title: 'iPhone 13 Pro 256GB',
  description: 'Like new, with box.',
  price: '650',
  price_kind: 'fixed',
  province_id: '12',
  address: 'Street 63, BKK1',
  contact_name: 'Dara',
  phones: '012 345 678',
  condition: 'used',
  color: 'silver',
  storage: '256gb',
};

const member = async () => (await signUp(env.app, env.database.db)).tokens.access_token;
const post = (token: string, body: Record<string, unknown>, form = false) =>
  call(env.app, 'POST', '/api/me/posts', { accessToken: token, body, form });
const ids = (list: { id: string }[]) => list.map((photo) => photo.id);

describe('photos of ads', () => {
  it('posts an ad with its photos in order (the first is the cover) and shows them everywhere', async () => {
    const token = await member();
    const [a, b, c] = [
      await uploadPhoto(env.app, token),
      await uploadPhoto(env.app, token, { width: 30, height: 60 }),
      await uploadPhoto(env.app, token),
    ] as [Photo, Photo, Photo];
    const posted = dataOf<Ad>(await post(token, { ...ad, photos: [b.id, a.id, c.id] }), 201);
    expect(posted.photos).toEqual([b, a, c]);
    expect(posted.photos[0]).toMatchObject({ width: 30, height: 60 });
    expect(posted.photos[0]!.urls.thumb).toBe(`${BASE}/photos/${b.id}/thumb.webp`);

    const shown = dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${posted.id}`));
    expect(ids(shown.photos)).toEqual([b.id, a.id, c.id]);
    const own = dataOf<Ad[]>(await call(env.app, 'GET', '/api/me/posts', { accessToken: token }));
    expect(ids(own.find((item) => item.id === posted.id)!.photos)).toEqual([b.id, a.id, c.id]);

    // Edit: a new order, one photo fewer (the whole list is replaced).
    const edited = dataOf<Ad>(
      await call(env.app, 'POST', `/api/me/posts/${posted.id}`, {
        accessToken: token,
        body: { ...ad, photos: [c.id, b.id] },
      }),
    );
    expect(ids(edited.photos)).toEqual([c.id, b.id]);
    // Without the field the ad has no photos.
    const bare = dataOf<Ad>(
      await call(env.app, 'POST', `/api/me/posts/${posted.id}`, { accessToken: token, body: ad }),
    );
    expect(bare.photos).toEqual([]);
  });

  it('reads the photos field as repeated form fields, a JSON array in one field, or one id', async () => {
    const token = await member();
    const [a, b] = [await uploadPhoto(env.app, token), await uploadPhoto(env.app, token)] as [
      Photo,
      Photo,
    ];
    const form = await env.app.inject({
      method: 'POST',
      url: '/api/me/posts',
      headers: {
        'device-id': '6f1c2b1e-6a8b-4f0e-9d53-2a4b7c9e1f00',
        'access-token': token,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `${new URLSearchParams(ad).toString()}&photos=${b.id}&photos=${a.id}&photos=`,
    });
    expect(ids(dataOf<Ad>(form, 201).photos)).toEqual([b.id, a.id]);

    const json = await post(token, { ...ad, photos: JSON.stringify([a.id, b.id, a.id]) }, true);
    expect(ids(dataOf<Ad>(json, 201).photos)).toEqual([a.id, b.id]);

    const single = await post(token, { ...ad, photos: ` ${b.id.toUpperCase()} ` }, true);
    expect(ids(dataOf<Ad>(single, 201).photos)).toEqual([b.id]);
  });

  it('refuses more than 12 photos with MAX_FILES_EXCEEDED (422, issue on body.photos)', async () => {
    const token = await member();
    const thirteen = Array.from(
      { length: 13 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const data = errorOf(await post(token, { ...ad, photos: thirteen }), 422);
    expect(data).toMatchObject({
      code: 'MAX_FILES_EXCEEDED',
      issues: [{ path: 'body.photos', message: 'validation.adPhotosMax' }],
    });
    // Other field errors are listed too, so the form can show them all at once.
    const both = errorOf(await post(token, { ...ad, title: '', photos: thirteen }), 422);
    expect((both.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual([
      'body.photos',
      'body.title',
    ]);
  });

  it("refuses another member's photo, an unknown id or a malformed one (VALIDATION_FAILED on body.photos)", async () => {
    const owner = await member();
    const other = await member();
    const mine = await uploadPhoto(env.app, owner);
    const theirs = await uploadPhoto(env.app, other);
    for (const photos of [
      [mine.id, theirs.id],
      ['00000000-0000-4000-8000-000000000000'],
      ['not-a-photo'],
      [42],
    ]) {
      const data = errorOf(await post(owner, { ...ad, photos }), 400);
      expect(data, JSON.stringify(photos)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [
          { path: expect.stringMatching(/^body\.photos/), message: 'validation.adPhotoInvalid' },
        ],
      });
    }
    // Nothing was posted, and an edit is refused the same way (the ad keeps its photos).
    const posted = dataOf<Ad>(await post(owner, { ...ad, photos: [mine.id] }), 201);
    const edit = await call(env.app, 'POST', `/api/me/posts/${posted.id}`, {
      accessToken: owner,
      body: { ...ad, photos: [theirs.id] },
    });
    expect(errorOf(edit, 400).issues).toEqual([
      { path: 'body.photos', message: 'validation.adPhotoInvalid' },
    ]);
    const shown = dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${posted.id}`));
    expect(ids(shown.photos)).toEqual([mine.id]);
  });

  it('loads the photos and covers of many ads at once, and copies a list (repost)', async () => {
    const token = await member();
    const [a, b] = [await uploadPhoto(env.app, token), await uploadPhoto(env.app, token)] as [
      Photo,
      Photo,
    ];
    const first = dataOf<Ad>(await post(token, { ...ad, photos: [a.id, b.id] }), 201);
    const second = dataOf<Ad>(await post(token, { ...ad, photos: [b.id] }), 201);
    const none = dataOf<Ad>(await post(token, ad), 201);
    const adIds = [first, second, none].map((item) => Number(item.id));
    const db = env.database.db;

    const lists = await photosOfAds(db, adIds, BASE);
    expect(ids(lists.get(adIds[0]!)!)).toEqual([a.id, b.id]);
    expect(ids(lists.get(adIds[1]!)!)).toEqual([b.id]);
    expect(lists.has(adIds[2]!)).toBe(false);
    const covers = await coversOfAds(db, adIds, BASE);
    expect(covers.get(adIds[0]!)).toEqual(a);
    expect(covers.get(adIds[1]!)).toEqual(b);
    expect(covers.has(adIds[2]!)).toBe(false);
    expect((await photosOfAds(db, [], BASE)).size).toBe(0);

    await db.transaction((tx) => copyAdPhotos(tx as unknown as typeof db, adIds[0]!, adIds[2]!));
    const copied = dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${none.id}`));
    expect(ids(copied.photos)).toEqual([a.id, b.id]);
  });

  it('housekeeping deletes only photos unused for more than a day, rows and files', async () => {
    const token = await member();
    const db = env.database.db;
    const [oldUnused, oldUsed, newUnused] = [
      await uploadPhoto(env.app, token),
      await uploadPhoto(env.app, token),
      await uploadPhoto(env.app, token),
    ] as [Photo, Photo, Photo];
    dataOf<Ad>(await post(token, { ...ad, photos: [oldUsed.id] }), 201);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await db
      .update(photos)
      .set({ createdAt: dayAgo })
      .where(inArray(photos.id, [oldUnused.id, oldUsed.id]));
    const file = (photo: Photo, name: string) =>
      join(MEDIA_DIR, 'photos', photo.id, `${name}.webp`);
    expect(existsSync(file(oldUnused, 'large'))).toBe(true);

    const storage = createLocalStorage({ dir: MEDIA_DIR, baseUrl: BASE });
    const deleted = await pruneUnusedPhotos({ db, storage, now: Date.now });
    expect(deleted).toBeGreaterThanOrEqual(1);

    const left = await db
      .select({ id: photos.id })
      .from(photos)
      .where(inArray(photos.id, [oldUnused.id, oldUsed.id, newUnused.id]));
    expect(ids(left).sort()).toEqual([oldUsed.id, newUnused.id].sort());
    for (const name of ['thumb', 'medium', 'large']) {
      expect(existsSync(file(oldUnused, name))).toBe(false);
      expect(existsSync(file(oldUsed, name))).toBe(true);
      expect(existsSync(file(newUnused, name))).toBe(true);
    }
    expect(existsSync(join(MEDIA_DIR, 'photos', oldUnused.id))).toBe(false);
    expect(await db.select().from(adPhotos).where(eq(adPhotos.photoId, oldUsed.id))).toHaveLength(
      1,
    );
    // A second run finds nothing more to do.
    expect(await pruneUnusedPhotos({ db, storage, now: Date.now })).toBe(0);
  });

  it('housekeeping never deletes a photo an ad is taking at that moment', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const token = tokens.access_token;
    const db = env.database.db;
    const photo = await uploadPhoto(env.app, token);
    const posted = dataOf<Ad>(await post(token, ad), 201);
    await db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(photos.id, photo.id));
    const [owner] = await db
      .select({ userId: photos.userId })
      .from(photos)
      .where(eq(photos.id, photo.id));

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let attached = () => {};
    const locked = new Promise<void>((resolve) => (attached = resolve));
    const attaching = db.transaction(async (tx) => {
      await setAdPhotos(tx as unknown as typeof db, {
        adId: Number(posted.id),
        userId: owner!.userId,
        photoIds: [photo.id],
      });
      attached();
      await held;
    });
    await locked;
    const storage = createLocalStorage({ dir: MEDIA_DIR, baseUrl: BASE });
    const pruning = pruneUnusedPhotos({ db, storage, now: Date.now });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await attaching;
    await pruning;

    expect(await db.select({ id: photos.id }).from(photos).where(eq(photos.id, photo.id))).toEqual([
      { id: photo.id },
    ]);
    expect(existsSync(join(MEDIA_DIR, 'photos', photo.id, 'large.webp'))).toBe(true);
    const shown = dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${posted.id}`));
    expect(ids(shown.photos)).toEqual([photo.id]);
  });
});
