import type { MyStore } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { StoreImageKind, StoreImages } from '../photos/index.ts';
import * as repo from './stores.repository.ts';
import { storeView, type StoreAction, type StoreService } from './stores.service.ts';

const COLUMN = {
  logo: 'logoPath',
  cover: 'coverPath',
  watermark: 'watermarkPath',
} as const satisfies Record<StoreImageKind, repo.PictureColumn>;

const ACTION = {
  logo: 'editPictures',
  cover: 'editPictures',
  watermark: 'editWatermark',
} as const satisfies Record<StoreImageKind, StoreAction>;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such store.');

/**
 * A store's logo, cover and watermark (ADR 0046), by its owner and managers: each upload goes
 * through the photo checks (the photos module's `StoreImages`) and replaces the one before,
 * whose file is then deleted; removing clears it. A watermark change (picture or opacity)
 * moves the store's `watermark_version` on and asks for the re-rendering job (`changed`).
 */
export function createStorePictures(deps: {
  db: Db;
  now: () => number;
  mediaBaseUrl: string;
  stores: Pick<StoreService, 'allowed'>;
  images: StoreImages;
  /** The store's watermark changed: its ads' photos are to be rendered again. */
  watermarkChanged: (storeId: number) => Promise<void>;
}) {
  const { db, now, mediaBaseUrl, stores, images } = deps;

  async function change(
    found: Awaited<ReturnType<StoreService['allowed']>>,
    update: Parameters<typeof repo.replacePicture>[2],
    written?: string,
  ): Promise<MyStore> {
    let result: Awaited<ReturnType<typeof repo.replacePicture>>;
    try {
      result = await repo.replacePicture(db, found.store.id, update, new Date(now()));
    } catch (error) {
      await images.remove(written);
      throw error;
    }
    if (!result) {
      await images.remove(written);
      throw notFound();
    }
    await images.remove(result.replaced);
    if (!('column' in update) || update.column === 'watermarkPath')
      await deps.watermarkChanged(found.store.id);
    return storeView(result.row, found.member, mediaBaseUrl);
  }

  return {
    /**
     * PUT {api}/me/stores/{id}/{kind}: the role is checked before the file is read (nobody
     * else's upload is decoded), then the picture replaces the store's current one. A
     * watermark may come with its opacity.
     */
    async set(
      userId: number,
      id: string,
      kind: StoreImageKind,
      read: () => Promise<{ file: Buffer; opacity?: number }>,
    ): Promise<MyStore> {
      const found = await stores.allowed(userId, id, ACTION[kind]);
      const { file, opacity } = await read();
      const key = await images.save(found.store.id, kind, file);
      return change(
        found,
        { column: COLUMN[kind], key, ...(kind === 'watermark' ? { opacity } : {}) },
        key,
      );
    },

    /** DELETE {api}/me/stores/{id}/{kind}: the picture removed (nothing to remove: unchanged). */
    async remove(userId: number, id: string, kind: StoreImageKind): Promise<MyStore> {
      const found = await stores.allowed(userId, id, ACTION[kind]);
      if (found.store[COLUMN[kind]] === null)
        return storeView(found.store, found.member, mediaBaseUrl);
      return change(found, { column: COLUMN[kind], key: null });
    },

    /** PUT {api}/me/stores/{id}/watermark/opacity: the watermark's opacity (0–100 %). */
    async setOpacity(userId: number, id: string, opacity: number): Promise<MyStore> {
      const found = await stores.allowed(userId, id, 'editWatermark');
      if (found.store.watermarkOpacity === opacity)
        return storeView(found.store, found.member, mediaBaseUrl);
      return change(found, { opacity });
    },
  };
}

export type StorePictures = ReturnType<typeof createStorePictures>;
