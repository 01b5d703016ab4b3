import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';
import { locationsRoutes } from './locations.routes.ts';
import { createLocationService } from './locations.service.ts';

/** Provinces, districts and communes (ADR 0003): `GET {api}/locations`, cached in the process. */
export async function registerLocations(
  app: FastifyInstance,
  { config, database }: ModuleContext,
): Promise<void> {
  const locations = createLocationService({
    db: database.db,
    ttlMs: config.CATEGORY_CACHE_TTL_MS,
  });
  await app.register(locationsRoutes, { prefix: config.API_BASE_PATH, locations });
}
