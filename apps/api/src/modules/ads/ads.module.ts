import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireUser } from '../../plugins/access-token.ts';
import { adsRoutes } from './ads.routes.ts';
import { createAdService } from './ads.service.ts';

/** Ads (issue 5): mounts the {api} ad routes on the accounts' access-token hook. */
export async function registerAds(
  app: FastifyInstance,
  options: {
    config: AppOptions['config'];
    database: Database;
    now: () => number;
    requireUser: RequireUser;
  },
): Promise<void> {
  const { config, now, requireUser } = options;
  const { db } = options.database;
  const ads = createAdService({
    db,
    now,
    limiter: createPostgresRateLimiter(db, now),
    limits: {
      ttlDays: config.AD_TTL_DAYS,
      activeLimit: config.AD_ACTIVE_LIMIT,
      postsPerHour: config.AD_POSTS_PER_HOUR,
    },
  });
  await app.register(adsRoutes, { prefix: config.API_BASE_PATH, ads, requireUser });
}
