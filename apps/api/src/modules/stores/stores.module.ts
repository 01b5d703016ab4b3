import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { storesRoutes } from './stores.routes.ts';
import { createStoreService } from './stores.service.ts';

/** Stores (issue 17, ADR 0043): creating one, its members' store area, its profile. */
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
}
