import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoryService } from './categories.service.ts';

/** The category tree (spec §5): `GET {api}/categories` and its search, cached in the process. */
export async function registerCategories(
  app: FastifyInstance,
  { config, database }: ModuleContext,
): Promise<void> {
  const categories = createCategoryService({
    db: database.db,
    ttlMs: config.CATEGORY_CACHE_TTL_MS,
  });
  await app.register(categoriesRoutes, { prefix: config.API_BASE_PATH, categories });
}
