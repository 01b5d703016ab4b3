import {
  photoIdSchema,
  STORE_ALBUM_LIMITS,
  type StoreAlbum,
  type StoreAlbumInput,
  type StoreAlbumOrderInput,
  type StoreAlbumPhotoOrderInput,
  type StoreAlbumPhotosInput,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockOwnPhotos } from '../photos/index.ts';
import * as repo from './stores.albums.repository.ts';
import type { StoreService } from './stores.service.ts';

const noAlbum = () => new HttpError(404, 'NOT_FOUND', 'No such album.');
const noPhoto = () => new HttpError(404, 'NOT_FOUND', 'No such photo in this album.');

/** An album id from the path; anything else is not found. */
function parseAlbumId(id: string): number {
  if (/^[1-9][0-9]{0,15}$/.test(id)) return Number(id);
  throw noAlbum();
}

/** `first` in their order, then the rest of `all` as they were (an order that names only some). */
function reordered<T>(all: readonly T[], first: readonly T[]): T[] {
  const named = new Set(first);
  return [...first, ...all.filter((item) => !named.has(item))];
}

/**
 * Puts photos at the end of a locked album (one already in it stays where it is). More than
 * the album holds: 422 MAX_FILES_EXCEEDED, nothing added.
 */
async function appendWithinLimit(tx: Db, album: number, photos: readonly string[], at: Date) {
  const present = new Set(await repo.albumPhotoIds(tx, album));
  const added = photos.filter((photo) => !present.has(photo));
  if (present.size + added.length > STORE_ALBUM_LIMITS.photosMax)
    throw new HttpError(
      422,
      'MAX_FILES_EXCEEDED',
      `An album holds at most ${STORE_ALBUM_LIMITS.photosMax} photos.`,
    );
  await repo.appendPhotos(tx, album, added, at);
}

/**
 * Puts photos in a store's album with no member's request behind it: the demo marketplace
 * fills its stores' albums in the background, with photos it stored as the store's owner. The
 * album is locked and its limit holds as for a member's addition; no such album: 404.
 */
export async function appendAlbumPhotos(
  db: Db,
  input: { storeId: number; albumId: number; photoIds: readonly string[]; at: Date },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await repo.lockAlbum(tx, input.storeId, input.albumId))) throw noAlbum();
    await appendWithinLimit(tx, input.albumId, input.photoIds, input.at);
  });
}

/**
 * A store's photo albums (ADR 0048): every active member sees them, the owner and managers
 * (`manageAlbums`) create, rename, reorder and delete them and put photos in them. A store the
 * caller is not in, an album of another store, a photo that is not theirs or not in the album:
 * 404, as if it did not exist.
 */
export function createStoreAlbumService(deps: {
  db: Db;
  now: () => number;
  mediaBaseUrl: string;
  stores: Pick<StoreService, 'allowed'>;
}) {
  const { db, now, mediaBaseUrl, stores } = deps;
  const at = () => new Date(now());

  /** The album as it is now, with all its photos (after a change). */
  async function read(storeId: number, albumId: number): Promise<StoreAlbum> {
    const album = await repo.albumOf(db, storeId, albumId, mediaBaseUrl);
    if (!album) throw noAlbum();
    return album;
  }

  /** Runs `work` on the album, locked, after checking the caller may manage the store's albums. */
  async function inAlbum(
    userId: number,
    id: string,
    albumId: string,
    work: (tx: Db, storeId: number, albumId: number) => Promise<void>,
  ): Promise<StoreAlbum> {
    const { store } = await stores.allowed(userId, id, 'manageAlbums');
    const album = parseAlbumId(albumId);
    await inTransaction(db, async (tx) => {
      if (!(await repo.lockAlbum(tx, store.id, album))) throw noAlbum();
      await work(tx, store.id, album);
    });
    return read(store.id, album);
  }

  return {
    /** GET {api}/me/stores/{id}/albums: the albums in order, each with its first photos. */
    async list(userId: number, id: string): Promise<StoreAlbum[]> {
      const { store } = await stores.allowed(userId, id, 'view');
      return repo.albumsOfStore(db, store.id, {
        photosPerAlbum: STORE_ALBUM_LIMITS.previewPhotos,
        mediaBaseUrl,
      });
    },

    /** GET {api}/me/stores/{id}/albums/{albumId}: one album with all its photos. */
    async get(userId: number, id: string, albumId: string): Promise<StoreAlbum> {
      const { store } = await stores.allowed(userId, id, 'view');
      return read(store.id, parseAlbumId(albumId));
    },

    /** POST {api}/me/stores/{id}/albums: a new, empty album at the end of the list. */
    async create(userId: number, id: string, input: StoreAlbumInput): Promise<StoreAlbum> {
      const { store } = await stores.allowed(userId, id, 'manageAlbums');
      const row = await inTransaction(db, async (tx) => {
        await repo.lockStore(tx, store.id);
        if ((await repo.albumIds(tx, store.id)).length >= STORE_ALBUM_LIMITS.albumsMax)
          throw new HttpError(
            409,
            'STORE_ALBUM_LIMIT',
            `A store may have at most ${STORE_ALBUM_LIMITS.albumsMax} albums.`,
          );
        return repo.insertAlbum(tx, { storeId: store.id, name: input.name, at: at() });
      });
      return read(store.id, row.id);
    },

    /** PUT {api}/me/stores/{id}/albums/{albumId}: a new name. */
    async rename(
      userId: number,
      id: string,
      albumId: string,
      input: StoreAlbumInput,
    ): Promise<StoreAlbum> {
      const { store } = await stores.allowed(userId, id, 'manageAlbums');
      const row = await repo.renameAlbum(db, store.id, parseAlbumId(albumId), input.name, at());
      if (!row) throw noAlbum();
      return read(store.id, row.id);
    },

    /** DELETE {api}/me/stores/{id}/albums/{albumId}: the album goes; its photos' uploads stay. */
    async remove(userId: number, id: string, albumId: string): Promise<void> {
      const { store } = await stores.allowed(userId, id, 'manageAlbums');
      if (!(await repo.deleteAlbum(db, store.id, parseAlbumId(albumId)))) throw noAlbum();
    },

    /** PUT {api}/me/stores/{id}/albums/order: the albums in a new order. */
    async reorder(userId: number, id: string, input: StoreAlbumOrderInput): Promise<StoreAlbum[]> {
      const { store } = await stores.allowed(userId, id, 'manageAlbums');
      await inTransaction(db, async (tx) => {
        await repo.lockStore(tx, store.id);
        const all = await repo.albumIds(tx, store.id);
        const wanted = input.ids.map(Number);
        if (wanted.some((album) => !all.includes(album))) throw noAlbum();
        await repo.setAlbumOrder(tx, store.id, reordered(all, wanted), at());
      });
      return repo.albumsOfStore(db, store.id, {
        photosPerAlbum: STORE_ALBUM_LIMITS.previewPhotos,
        mediaBaseUrl,
      });
    },

    /**
     * POST {api}/me/stores/{id}/albums/{albumId}/photos: the caller's uploads at the album's
     * end (one already in it stays where it is). More than the album holds: 422
     * MAX_FILES_EXCEEDED, nothing added.
     */
    addPhotos: (userId: number, id: string, albumId: string, input: StoreAlbumPhotosInput) =>
      inAlbum(userId, id, albumId, async (tx, _store, album) => {
        const owned = await lockOwnPhotos(tx, userId, input.photos);
        if (owned.size !== input.photos.length)
          throw new HttpError(404, 'NOT_FOUND', 'No such photo among your uploads.');
        await appendWithinLimit(tx, album, input.photos, at());
      }),

    /** DELETE …/albums/{albumId}/photos/{photoId}: out of the album (the upload stays). */
    removePhoto: (userId: number, id: string, albumId: string, photoId: string) =>
      inAlbum(userId, id, albumId, async (tx, _store, album) => {
        const photo = photoIdSchema.safeParse(photoId);
        if (!photo.success || !(await repo.removePhoto(tx, album, photo.data, at())))
          throw noPhoto();
      }),

    /** PUT …/albums/{albumId}/photos/order: the album's photos in a new order. */
    reorderPhotos: (
      userId: number,
      id: string,
      albumId: string,
      input: StoreAlbumPhotoOrderInput,
    ) =>
      inAlbum(userId, id, albumId, async (tx, _store, album) => {
        const all = await repo.albumPhotoIds(tx, album);
        if (input.ids.some((photo) => !all.includes(photo))) throw noPhoto();
        await repo.setPhotoOrder(tx, album, reordered(all, input.ids), at());
      }),
  };
}

export type StoreAlbumService = ReturnType<typeof createStoreAlbumService>;
