import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MyStore, Photo, StoreAlbum } from '@repo/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { photos, storeMembers } from '../../db/schema.ts';
import { call, dataOf, errorOf, signedUpMember } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { uploadPhoto } from '../photos/photos.fixtures.ts';
import { pruneUnusedPhotos } from '../photos/photos.housekeeping.ts';
import { createLocalStorage } from '../photos/photos.storage.ts';
import { albumsOfStore } from './stores.albums.repository.ts';

/** A store's photo albums (issue 17, ADR 0048): CRUD, order, photos, limits and roles. */

const MEDIA_DIR = mkdtempSync(join(tmpdir(), 'psar-albums-'));
const BASE = 'http://127.0.0.1:3001/media';
const env = setupTestApp({ config: { MEDIA_DIR, MEDIA_BASE_URL: BASE } });
afterAll(() => rmSync(MEDIA_DIR, { recursive: true, force: true }));

let names = 0;
const member = () => signedUpMember(env.app, env.database.db);

async function storeOf(token: string) {
  const response = await call(env.app, 'POST', '/api/me/stores', {
    accessToken: token,
    body: { name: 'Sokha Phone Shop', username: `album${Date.now() % 1_000_000}x${(names += 1)}` },
  });
  return dataOf<MyStore>(response, 201);
}

async function join_(storeId: string, userId: number, role: string, status = 'active') {
  await env.database.db
    .insert(storeMembers)
    .values({ storeId: Number(storeId), userId, role, status });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (token: string | undefined, method: Method, path: string, body?: object) =>
  call(env.app, method, `/api/me/stores/${path}`, {
    accessToken: token,
    body: body as Record<string, unknown> | undefined,
  });

const createAlbum = async (token: string, storeId: string, name: string) =>
  dataOf<StoreAlbum>(await api(token, 'POST', `${storeId}/albums`, { name }), 201);
const list = async (token: string, storeId: string) =>
  dataOf<StoreAlbum[]>(await api(token, 'GET', `${storeId}/albums`));
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('store albums', () => {
  it('creates, renames, lists in order, reorders and deletes albums', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    expect(await list(owner.token, store.id)).toEqual([]);
    const shop = await createAlbum(owner.token, store.id, '  Showroom ');
    expect(shop).toMatchObject({ name: 'Showroom', photo_count: 0, photos: [] });
    const repairs = await createAlbum(owner.token, store.id, 'Repairs');
    const team = await createAlbum(owner.token, store.id, 'ក្រុមការងារ');
    expect(ids(await list(owner.token, store.id))).toEqual([shop.id, repairs.id, team.id]);

    const renamed = dataOf<StoreAlbum>(
      await api(owner.token, 'PUT', `${store.id}/albums/${repairs.id}`, { name: 'Repair desk' }),
    );
    expect(renamed).toMatchObject({ id: repairs.id, name: 'Repair desk' });

    // A full order, then a partial one: the albums left out follow in their order.
    const full = dataOf<StoreAlbum[]>(
      await api(owner.token, 'PUT', `${store.id}/albums/order`, {
        ids: [team.id, shop.id, repairs.id],
      }),
    );
    expect(ids(full)).toEqual([team.id, shop.id, repairs.id]);
    const partial = dataOf<StoreAlbum[]>(
      await api(owner.token, 'PUT', `${store.id}/albums/order`, { ids: [repairs.id] }),
    );
    expect(ids(partial)).toEqual([repairs.id, team.id, shop.id]);
    // A form post's repeated field reads as the list too.
    const form = await call(env.app, 'PUT', `/api/me/stores/${store.id}/albums/order`, {
      accessToken: owner.token,
      form: true,
      body: { ids: shop.id },
    });
    expect(ids(dataOf<StoreAlbum[]>(form))).toEqual([shop.id, repairs.id, team.id]);

    dataOf(await api(owner.token, 'DELETE', `${store.id}/albums/${repairs.id}`));
    expect(ids(await list(owner.token, store.id))).toEqual([shop.id, team.id]);
    errorOf(await api(owner.token, 'GET', `${store.id}/albums/${repairs.id}`), 404);
    errorOf(await api(owner.token, 'DELETE', `${store.id}/albums/${repairs.id}`), 404);
    // A new album goes last.
    const last = await createAlbum(owner.token, store.id, 'New arrivals');
    expect(ids(await list(owner.token, store.id))).toEqual([shop.id, team.id, last.id]);
  });

  it('adds uploads by id, in order, removes and reorders them; the list shows the first four', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const album = await createAlbum(owner.token, store.id, 'Showroom');
    const uploads: Photo[] = [];
    for (let i = 0; i < 5; i += 1) uploads.push(await uploadPhoto(env.app, owner.token));
    const [a, b, c, d, e] = uploads as [Photo, Photo, Photo, Photo, Photo];
    const path = `${store.id}/albums/${album.id}/photos`;

    const added = dataOf<StoreAlbum>(
      await api(owner.token, 'POST', path, { photos: [b.id, a.id] }),
    );
    expect(ids(added.photos)).toEqual([b.id, a.id]);
    expect(added.photos[0]).toEqual(b);
    // Again with one already in: it stays where it is; the others go last.
    const more = dataOf<StoreAlbum>(
      await api(owner.token, 'POST', path, { photos: [a.id, c.id, d.id, e.id] }),
    );
    expect(ids(more.photos)).toEqual([b.id, a.id, c.id, d.id, e.id]);
    expect(more.photo_count).toBe(5);

    const ordered = dataOf<StoreAlbum>(
      await api(owner.token, 'PUT', `${path}/order`, { ids: [e.id, d.id] }),
    );
    expect(ids(ordered.photos)).toEqual([e.id, d.id, b.id, a.id, c.id]);
    const removed = dataOf<StoreAlbum>(await api(owner.token, 'DELETE', `${path}/${d.id}`));
    expect(ids(removed.photos)).toEqual([e.id, b.id, a.id, c.id]);
    errorOf(await api(owner.token, 'DELETE', `${path}/${d.id}`), 404);
    errorOf(await api(owner.token, 'DELETE', `${path}/not-a-photo`), 404);
    errorOf(await api(owner.token, 'PUT', `${path}/order`, { ids: [d.id] }), 404);

    const [listed] = await list(owner.token, store.id);
    expect(listed).toMatchObject({ id: album.id, photo_count: 4 });
    expect(ids(listed!.photos)).toEqual([e.id, b.id, a.id, c.id]);
    await api(owner.token, 'POST', path, { photos: [d.id] });
    const [five] = await list(owner.token, store.id);
    expect(five!.photo_count).toBe(5);
    expect(ids(five!.photos)).toEqual([e.id, b.id, a.id, c.id]);
    expect(five!.photos[0]!.urls).toEqual({
      thumb: `${BASE}/photos/${e.id}/thumb.webp`,
      medium: `${BASE}/photos/${e.id}/medium.webp`,
      large: `${BASE}/photos/${e.id}/large.webp`,
    });

    // The public page's read: albums in order with their first photos.
    const second = await createAlbum(owner.token, store.id, 'Empty');
    const shown = await albumsOfStore(env.database.db, Number(store.id), {
      photosPerAlbum: 2,
      mediaBaseUrl: BASE,
    });
    expect(shown.map((item) => [item.id, item.photo_count, ids(item.photos)])).toEqual([
      [album.id, 5, [e.id, b.id]],
      [second.id, 0, []],
    ]);
  });

  it('refuses other members’ photos, unknown ids, bad names and orders with a reason', async () => {
    const owner = await member();
    const other = await member();
    const store = await storeOf(owner.token);
    const album = await createAlbum(owner.token, store.id, 'Showroom');
    const theirs = await uploadPhoto(env.app, other.token);
    const mine = await uploadPhoto(env.app, owner.token);
    const path = `${store.id}/albums/${album.id}/photos`;

    errorOf(await api(owner.token, 'POST', path, { photos: [theirs.id] }), 404);
    errorOf(
      await api(owner.token, 'POST', path, {
        photos: [mine.id, '00000000-0000-4000-8000-000000000000'],
      }),
      404,
    );
    // Nothing was added by the refused calls.
    expect(
      dataOf<StoreAlbum>(await api(owner.token, 'GET', `${store.id}/albums/${album.id}`)),
    ).toMatchObject({ photo_count: 0 });

    const issues = async (response: Awaited<ReturnType<typeof api>>) =>
      (errorOf(response, 400).issues as { path: string; message: string }[]).map(
        (issue) => `${issue.path} ${issue.message}`,
      );
    expect(
      await issues(await api(owner.token, 'POST', `${store.id}/albums`, { name: ' ' })),
    ).toEqual(['body.name albums.nameRequired']);
    expect(
      await issues(await api(owner.token, 'POST', `${store.id}/albums`, { name: 'x'.repeat(61) })),
    ).toEqual(['body.name albums.nameTooLong']);
    expect(
      await issues(await api(owner.token, 'PUT', `${store.id}/albums/${album.id}`, {})),
    ).toEqual(['body.name albums.nameRequired']);
    expect(await issues(await api(owner.token, 'POST', path, { photos: [] }))).toEqual([
      'body.photos albums.photosRequired',
    ]);
    expect(await issues(await api(owner.token, 'POST', path, { photos: ['x'] }))).toEqual([
      'body.photos.0 validation.adPhotoInvalid',
    ]);
    errorOf(
      await api(owner.token, 'PUT', `${store.id}/albums/order`, { ids: [album.id, album.id] }),
      400,
    );
    errorOf(await api(owner.token, 'PUT', `${path}/order`, { ids: ['1'] }), 400);
    // Ids of nothing, or of another store's album: 404.
    const elsewhere = await storeOf(other.token);
    const foreign = await createAlbum(other.token, elsewhere.id, 'Theirs');
    errorOf(await api(owner.token, 'PUT', `${store.id}/albums/order`, { ids: [foreign.id] }), 404);
    for (const albumId of [foreign.id, '0', 'abc', '__proto__', '99999999'])
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PUT', '', { name: 'Mine' }],
        ['DELETE', '', undefined],
        ['POST', '/photos', { photos: [mine.id] }],
        ['PUT', '/photos/order', { ids: [mine.id] }],
        ['DELETE', `/photos/${mine.id}`, undefined],
      ] as const)
        errorOf(
          await api(owner.token, method, `${store.id}/albums/${albumId}${suffix}`, body),
          404,
        );
    expect(
      dataOf<StoreAlbum>(await api(other.token, 'GET', `${elsewhere.id}/albums/${foreign.id}`))
        .name,
    ).toBe('Theirs');
  });

  it('holds at most 50 albums a store and 100 photos an album', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    for (let i = 0; i < 50; i += 1) await createAlbum(owner.token, store.id, `Album ${i + 1}`);
    expect(
      errorOf(await api(owner.token, 'POST', `${store.id}/albums`, { name: 'One more' }), 409).code,
    ).toBe('STORE_ALBUM_LIMIT');

    const [album] = await list(owner.token, store.id);
    const path = `${store.id}/albums/${album!.id}/photos`;
    const uploads: Photo[] = [];
    for (let i = 0; i < 3; i += 1) uploads.push(await uploadPhoto(env.app, owner.token));
    // 98 rows made straight in the database (uploading them would pass the hourly limit).
    const user = await env.database.db
      .select({ userId: photos.userId, keys: photos.keys })
      .from(photos)
      .where(eq(photos.id, uploads[0]!.id));
    const filler = Array.from({ length: 98 }, (_, i) => ({
      id: `00000000-0000-4000-8${String(names).padStart(3, '0')}-${String(i + 1).padStart(12, '0')}`,
      userId: user[0]!.userId,
      keys: user[0]!.keys,
      width: 64,
      height: 48,
      bytes: 1,
    }));
    await env.database.db.insert(photos).values(filler);
    const held = dataOf<StoreAlbum>(
      await api(owner.token, 'POST', path, {
        photos: [uploads[0]!.id, ...filler.map((row) => row.id)],
      }),
    );
    expect(held.photo_count).toBe(99);
    const tooMany = errorOf(
      await api(owner.token, 'POST', path, { photos: [uploads[1]!.id, uploads[2]!.id] }),
      422,
    );
    expect(tooMany.code).toBe('MAX_FILES_EXCEEDED');
    const full = dataOf<StoreAlbum>(
      await api(owner.token, 'POST', path, { photos: [uploads[1]!.id, filler[0]!.id] }),
    );
    // One new photo and one already in it: 100.
    expect(full.photo_count).toBe(100);
  });

  it('lets every active member see the albums and only the owner and managers change them', async () => {
    const owner = await member();
    const manager = await member();
    const staff = await member();
    const invited = await member();
    const outsider = await member();
    const store = await storeOf(owner.token);
    await storeOf(outsider.token);
    await join_(store.id, manager.id, 'manager');
    await join_(store.id, staff.id, 'staff');
    await join_(store.id, invited.id, 'staff', 'pending');
    const album = await createAlbum(owner.token, store.id, 'Showroom');
    const photoOf = async (token: string) => (await uploadPhoto(env.app, token)).id;
    const photosOf = new Map<string, string>();
    for (const who of [owner, manager, staff, invited, outsider])
      photosOf.set(who.token, await photoOf(who.token));

    /** Each endpoint, as a call a member makes (fresh targets each time). */
    const endpoints: {
      name: string;
      manage: boolean;
      run: (token: string | undefined) => Promise<Awaited<ReturnType<typeof api>>>;
    }[] = [
      { name: 'list', manage: false, run: (t) => api(t, 'GET', `${store.id}/albums`) },
      { name: 'get', manage: false, run: (t) => api(t, 'GET', `${store.id}/albums/${album.id}`) },
      {
        name: 'create',
        manage: true,
        run: (t) => api(t, 'POST', `${store.id}/albums`, { name: 'New' }),
      },
      {
        name: 'rename',
        manage: true,
        run: (t) => api(t, 'PUT', `${store.id}/albums/${album.id}`, { name: 'Renamed' }),
      },
      {
        name: 'order',
        manage: true,
        run: (t) => api(t, 'PUT', `${store.id}/albums/order`, { ids: [album.id] }),
      },
      {
        name: 'add photos',
        manage: true,
        run: (t) =>
          api(t, 'POST', `${store.id}/albums/${album.id}/photos`, {
            photos: [photosOf.get(t ?? '') ?? '00000000-0000-4000-8000-000000000000'],
          }),
      },
      {
        name: 'order photos',
        manage: true,
        run: async (t) => {
          const current = dataOf<StoreAlbum>(
            await api(owner.token, 'GET', `${store.id}/albums/${album.id}`),
          );
          return api(t, 'PUT', `${store.id}/albums/${album.id}/photos/order`, {
            ids: ids(current.photos).reverse().slice(0, 1),
          });
        },
      },
      {
        name: 'remove photo',
        manage: true,
        run: async (t) => {
          const extra = await photoOf(owner.token);
          dataOf(
            await api(owner.token, 'POST', `${store.id}/albums/${album.id}/photos`, {
              photos: [extra],
            }),
          );
          return api(t, 'DELETE', `${store.id}/albums/${album.id}/photos/${extra}`);
        },
      },
      {
        name: 'delete',
        manage: true,
        run: async (t) => {
          const doomed = await createAlbum(owner.token, store.id, 'Doomed');
          return api(t, 'DELETE', `${store.id}/albums/${doomed.id}`);
        },
      },
    ];

    for (const endpoint of endpoints) {
      const label = `${endpoint.name}: `;
      for (const who of [owner, manager]) {
        const response = await endpoint.run(who.token);
        expect(response.statusCode, label + response.body).toBeLessThan(300);
      }
      const byStaff = await endpoint.run(staff.token);
      if (endpoint.manage) expect(errorOf(byStaff, 403).code, label).toBe('STORE_FORBIDDEN');
      else expect(byStaff.statusCode, label).toBe(200);
      for (const who of [invited, outsider]) errorOf(await endpoint.run(who.token), 404);
      errorOf(await endpoint.run(undefined), 401);
    }
  });

  it('housekeeping keeps photos an album holds, and deletes them once no album does', async () => {
    const owner = await member();
    const store = await storeOf(owner.token);
    const album = await createAlbum(owner.token, store.id, 'Showroom');
    const [kept, loose] = [
      await uploadPhoto(env.app, owner.token),
      await uploadPhoto(env.app, owner.token),
    ] as [Photo, Photo];
    dataOf(
      await api(owner.token, 'POST', `${store.id}/albums/${album.id}/photos`, {
        photos: [kept.id],
      }),
    );
    const db = env.database.db;
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    await db
      .update(photos)
      .set({ createdAt: old })
      .where(inArray(photos.id, [kept.id, loose.id]));
    const storage = createLocalStorage({ dir: MEDIA_DIR, baseUrl: BASE });
    const file = (photo: Photo) => join(MEDIA_DIR, 'photos', photo.id, 'large.webp');

    await pruneUnusedPhotos({ db, storage, now: Date.now });
    const left = async () =>
      ids(
        await db
          .select({ id: photos.id })
          .from(photos)
          .where(inArray(photos.id, [kept.id, loose.id])),
      );
    expect(await left()).toEqual([kept.id]);
    expect(existsSync(file(kept))).toBe(true);
    expect(existsSync(file(loose))).toBe(false);
    const shown = dataOf<StoreAlbum>(
      await api(owner.token, 'GET', `${store.id}/albums/${album.id}`),
    );
    expect(ids(shown.photos)).toEqual([kept.id]);

    // Deleting the album frees the photo: the next run takes it.
    dataOf(await api(owner.token, 'DELETE', `${store.id}/albums/${album.id}`));
    await pruneUnusedPhotos({ db, storage, now: Date.now });
    expect(await left()).toEqual([]);
    expect(existsSync(file(kept))).toBe(false);
  });
});
