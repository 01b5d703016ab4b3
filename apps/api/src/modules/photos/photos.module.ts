import type { FastifyInstance } from 'fastify';
import type { MemberModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { pruneUnusedPhotos } from './photos.housekeeping.ts';
import { mediaRoutes } from './photos.media.ts';
import { photosRoutes } from './photos.routes.ts';
import { createPhotoService } from './photos.service.ts';
import { createPhotoStorage } from './photos.storage.ts';

/**
 * Photos (ADR 0010): POST {api}/me/photos on the accounts' access-token hook,
 * GET /media/* when the storage is local, and the housekeeping of unused photos.
 * The ads module reads and sets ads' photos through photos.ads.ts.
 */
export async function registerPhotos(
  app: FastifyInstance,
  { config, database, now, requireUser, jobs }: MemberModuleContext,
): Promise<void> {
  const { db } = database;
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

  // Photos uploaded and never used by an ad: every 15 minutes.
  jobs.define({
    name: 'photos.prune',
    cron: '*/15 * * * *',
    handler: () => pruneUnusedPhotos({ db, storage, now, warn }),
  });
  app.addHook('onClose', async () => storage.close());
}
