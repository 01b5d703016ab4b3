import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { optionalUser } from '../../plugins/access-token.ts';
import { parseAdId } from '../ads/index.ts';
import { engagementRoutes } from './engagement.routes.ts';
import { createEngagementService } from './engagement.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `liked` and `saved` of an ad for the caller of GET {api}/posts/{id} (false for a
     * visitor). A sent Access-Token is checked as on signed-in routes (401 when bad).
     */
    adViewerState(
      request: FastifyRequest,
      adId: string,
    ): Promise<{ liked: boolean; saved: boolean }>;
  }
}

/**
 * Engagement with ads (ADR 0010): mounts the {api} engagement routes and gives the
 * ads module `app.adViewerState` for the public ad. Register it before the ads module.
 */
export async function registerEngagement(
  app: FastifyInstance,
  { config, database, now, requireUser, jobs }: MemberModuleContext,
): Promise<void> {
  const { db } = database;
  const engagement = createEngagementService({
    db,
    now,
    limiter: createPostgresRateLimiter(db, now),
    limits: {
      revealsPerDevice: config.PHONE_REVEALS_PER_HOUR,
      revealsPerIp: config.PHONE_REVEALS_PER_IP_PER_HOUR,
      viewsPerAddressPerAd: config.VIEWS_PER_ADDRESS_PER_AD,
      viewsPerAddressPerHour: config.VIEWS_PER_ADDRESS_PER_HOUR,
    },
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
  const viewer = optionalUser(requireUser);
  app.decorate('adViewerState', async (request: FastifyRequest, adId: string) => {
    await viewer(request);
    return engagement.viewerState(request.user?.id ?? null, parseAdId(adId));
  });
  await app.register(engagementRoutes, {
    prefix: config.API_BASE_PATH,
    engagement,
    requireUser,
  });

  // Old view and reveal counters: every hour.
  jobs.define({ name: 'engagement.prune', cron: '0 * * * *', handler: () => engagement.prune() });
}
