import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { createPhotoStorage, createStoreImages, createStoreWatermarks } from '../photos/index.ts';
import { storeAlbumsRoutes } from './stores.albums.routes.ts';
import { createStoreAlbumService } from './stores.albums.service.ts';
import { storeBranchesRoutes } from './stores.branches.routes.ts';
import { createStoreBranchService } from './stores.branches.service.ts';
import { storePictureRoutes } from './stores.picture-routes.ts';
import { createStorePictures } from './stores.pictures.ts';
import { createPublicStoreService } from './stores.public.service.ts';
import { storesRoutes } from './stores.routes.ts';
import { createStoreService } from './stores.service.ts';

/** The job that lays stores' watermarks on their ads' photos (ADR 0046). */
export const WATERMARK_JOB = 'stores.watermark';

/**
 * Stores (issue 17, ADR 0043): creating one, its members' store area, its profile, its
 * branches (ADR 0047), its albums (ADR 0048), its pictures and its watermark (ADR 0046),
 * rendered on the photos of its ads by the `stores.watermark` job: asked for at each change,
 * and every 10 minutes as a safety net.
 */
export async function registerStores(
  app: FastifyInstance,
  { config, database, now, requireUser, notifier, jobs }: NotifyingModuleContext,
): Promise<void> {
  const { db } = database;
  const mediaBaseUrl = config.MEDIA_BASE_URL;
  const stores = createStoreService({ db, now, mediaBaseUrl, notifier });
  const publicStores = createPublicStoreService({ db, now, mediaBaseUrl });
  await app.register(storesRoutes, {
    prefix: config.API_BASE_PATH,
    stores,
    publicStores,
    requireUser,
  });
  const branches = createStoreBranchService({ db, now, stores });
  await app.register(storeBranchesRoutes, {
    prefix: config.API_BASE_PATH,
    branches,
    requireUser,
  });
  const albums = createStoreAlbumService({ db, now, mediaBaseUrl, stores });
  await app.register(storeAlbumsRoutes, { prefix: config.API_BASE_PATH, albums, requireUser });

  const storage = createPhotoStorage(config);
  app.addHook('onClose', async () => storage.close());
  const warn = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const pictures = createStorePictures({
    db,
    now,
    mediaBaseUrl,
    stores,
    images: createStoreImages({ storage, warn }),
    watermarkChanged: () => jobs.trigger(WATERMARK_JOB),
  });
  await app.register(storePictureRoutes, {
    prefix: config.API_BASE_PATH,
    pictures,
    requireUser,
    maxBytes: config.PHOTO_MAX_BYTES,
  });

  const watermarks = createStoreWatermarks({ db, storage, warn });
  jobs.define({
    name: WATERMARK_JOB,
    cron: '*/10 * * * *',
    // A run does at most 2,000 photos; the next run (or trigger) goes on with the rest.
    handler: () => watermarks.sweep({ limit: 2000 }),
  });
}
