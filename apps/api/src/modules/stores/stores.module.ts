import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { storeBranchesRoutes } from './stores.branches.routes.ts';
import { createStoreBranchService } from './stores.branches.service.ts';
import { storesRoutes } from './stores.routes.ts';
import { createStoreService } from './stores.service.ts';

/** Stores (issue 17, ADR 0043): creating one, its members' store area, its profile, its branches. */
export async function registerStores(
  app: FastifyInstance,
  { config, database, now, requireUser, notifier }: NotifyingModuleContext,
): Promise<void> {
  const stores = createStoreService({
    db: database.db,
    now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
    notifier,
  });
  await app.register(storesRoutes, { prefix: config.API_BASE_PATH, stores, requireUser });
  const branches = createStoreBranchService({ db: database.db, now, stores });
  await app.register(storeBranchesRoutes, {
    prefix: config.API_BASE_PATH,
    branches,
    requireUser,
  });
}
