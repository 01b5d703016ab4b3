import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireUser } from '../../plugins/access-token.ts';
import { pruneUnusedPhotos } from './photos.housekeeping.ts';
import { mediaRoutes } from './photos.media.ts';
import { photosRoutes } from './photos.routes.ts';
import { createPhotoService } from './photos.service.ts';
import { createPhotoStorage } from './photos.storage.ts';

const HOUSEKEEPING_EVERY_MS = 15 * 60_000;

/**
 * Photos (issue 5, ADR 0010): POST {api}/me/photos on the accounts' access-token hook,
 * GET /media/* when the storage is local, and the housekeeping of unused photos.
 * The ads module reads and sets ads' photos through photos.ads.ts.
 */
export async function registerPhotos(
  app: FastifyInstance,
  options: {
    config: AppOptions['config'];
    database: Database;
    now: () => number;
    requireUser: RequireUser;
  },
): Promise<void> {
  const { config, now, requireUser } = options;
  const { db } = options.database;
  const storage = createPhotoStorage(config);
  const warn = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const photos = createPhotoService({
    db,
    storage,
    limiter: createPostgresRateLimiter(db, now),
    now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
    uploadsPerHour: config.PHOTO_UPLOADS_PER_HOUR,
    warn,
  });
  await app.register(photosRoutes, {
    prefix: config.API_BASE_PATH,
    photos,
    requireUser,
    maxBytes: config.PHOTO_MAX_BYTES,
  });
  if (config.PHOTO_STORAGE === 'local') {
    await app.register(mediaRoutes, { dir: config.MEDIA_DIR });
  }

  const prune = () =>
    pruneUnusedPhotos({ db, storage, now, warn }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'photos housekeeping failed'),
    );
  const timer = setInterval(prune, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    storage.close();
  });
}
