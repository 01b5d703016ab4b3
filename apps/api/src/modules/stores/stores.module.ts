import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { storeAlbumsRoutes } from './stores.albums.routes.ts';
import { createStoreAlbumService } from './stores.albums.service.ts';
import { storeBranchesRoutes } from './stores.branches.routes.ts';
import { createStoreBranchService } from './stores.branches.service.ts';
import { storesRoutes } from './stores.routes.ts';
import { createStoreService } from './stores.service.ts';

/**
 * Stores (issue 17, ADR 0043): creating one, its members' store area, its profile, its
 * branches and its albums.
 */
export async function registerStores(
  app: FastifyInstance,
  { config, database, now, requireUser, notifier }: NotifyingModuleContext,
): Promise<void> {
  const mediaBaseUrl = config.MEDIA_BASE_URL;
  const stores = createStoreService({ db: database.db, now, mediaBaseUrl, notifier });
  await app.register(storesRoutes, { prefix: config.API_BASE_PATH, stores, requireUser });
  const branches = createStoreBranchService({ db: database.db, now, stores });
  await app.register(storeBranchesRoutes, {
    prefix: config.API_BASE_PATH,
    branches,
    requireUser,
  });
  const albums = createStoreAlbumService({ db: database.db, now, mediaBaseUrl, stores });
  await app.register(storeAlbumsRoutes, { prefix: config.API_BASE_PATH, albums, requireUser });
}
