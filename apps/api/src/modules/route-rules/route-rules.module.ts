import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';
import { routeRulesRoutes } from './route-rules.routes.ts';
import { createRouteRuleService } from './route-rules.service.ts';

/** The redirect rules the web server applies (ADR 0006): `GET {api}/route-rules`. */
export async function registerRouteRules(
  app: FastifyInstance,
  { config, database }: ModuleContext,
): Promise<void> {
  const routeRules = createRouteRuleService({
    db: database.db,
    // Rules change rarely but must not wait the categories' longer cache.
    ttlMs: Math.min(config.CATEGORY_CACHE_TTL_MS, 30_000),
  });
  await app.register(routeRulesRoutes, { prefix: config.API_BASE_PATH, routeRules });
}
