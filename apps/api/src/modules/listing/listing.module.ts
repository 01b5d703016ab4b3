import type { FastifyInstance } from 'fastify';
import type { MemberModuleContext } from '../../lib/module-context.ts';
import { listingRoutes } from './listing.routes.ts';
import { createListingService } from './listing.service.ts';

/**
 * Listings and search (ADR 0012): mounts `GET {api}/posts` and, once the server is
 * ready, writes the search text of ads from before it existed (in the background).
 */
export async function registerListing(
  app: FastifyInstance,
  { config, database, now, requireUser }: MemberModuleContext,
): Promise<void> {
  const listing = createListingService({
    db: database.db,
    now,
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
  await app.register(listingRoutes, { prefix: config.API_BASE_PATH, listing, requireUser });
  app.addHook('onReady', () => {
    void listing.backfillSearchText().catch((error: unknown) => {
      app.log.error({ err: error }, 'writing the search text of older ads failed');
    });
  });
}
