import type { FastifyInstance } from 'fastify';
import type { MemberModuleContext } from '../../lib/module-context.ts';
import { showcaseDevRoutes, showcaseRoutes } from './showcase.routes.ts';
import { createShowcaseService } from './showcase.service.ts';

/**
 * Top ads and the home feed (ADR 0014): `GET {api}/posts/top`, the category counts, and with
 * DEV_ROUTES (loopback only) a route that makes an ad premium for a while.
 */
export async function registerShowcase(
  app: FastifyInstance,
  { config, database, now, requireUser }: MemberModuleContext,
): Promise<void> {
  const showcase = createShowcaseService({
    db: database.db,
    now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
  await app.register(showcaseRoutes, { prefix: config.API_BASE_PATH, showcase, requireUser });
  if (config.DEV_ROUTES)
    await app.register(showcaseDevRoutes, { prefix: config.API_BASE_PATH, db: database.db, now });
}
