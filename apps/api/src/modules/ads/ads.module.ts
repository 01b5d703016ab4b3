import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { createAdJobs } from './ads.jobs.ts';
import { createAdLifecycle } from './ads.lifecycle.ts';
import { adLifecycleRoutes } from './ads.lifecycle.routes.ts';
import { WATERMARK_JOB } from '../stores/index.ts';
import { adsRoutes } from './ads.routes.ts';
import { createAdStoreMoves } from './ads.stores.ts';
import { adStoreRoutes } from './ads.stores.routes.ts';
import { createAdService } from './ads.service.ts';

/** Ads: mounts the {api} ad routes on the accounts' access-token hook. */
export async function registerAds(
  app: FastifyInstance,
  { config, database, now, requireUser, jobs, notifier }: NotifyingModuleContext,
): Promise<void> {
  const { db } = database;
  const ads = createAdService({
    db,
    now,
    limiter: createPostgresRateLimiter(db, now),
    limits: {
      ttlDays: config.AD_TTL_DAYS,
      activeLimit: config.AD_ACTIVE_LIMIT,
      postsPerHour: config.AD_POSTS_PER_HOUR,
    },
    mediaBaseUrl: config.MEDIA_BASE_URL,
    // The watermark job lays the store's watermark on a store ad's photos (ADR 0046).
    storeAdChanged: () => jobs.trigger(WATERMARK_JOB),
  });
  await app.register(adsRoutes, { prefix: config.API_BASE_PATH, ads, requireUser });
  // Ads of stores (issue 17, ADR 0045): a store's list, moving and assigning its ads.
  const moves = createAdStoreMoves({
    db,
    now,
    view: ads.ownView,
    storeAdChanged: () => jobs.trigger(WATERMARK_JOB),
  });
  await app.register(adStoreRoutes, {
    prefix: config.API_BASE_PATH,
    ads,
    moves,
    requireUser,
  });

  // The lifecycle (ADR 0010): renew, repost, sold, auto-renew, and the jobs behind them.
  const limiter = createPostgresRateLimiter(db, now);
  const lifecycleLimits = {
    ttlDays: config.AD_TTL_DAYS,
    activeLimit: config.AD_ACTIVE_LIMIT,
    postsPerHour: config.AD_POSTS_PER_HOUR,
    renewsPerDay: config.AD_RENEWS_PER_DAY,
    autoRenewLimit: config.AD_AUTO_RENEW_LIMIT,
  };
  const lifecycle = createAdLifecycle({
    db,
    now,
    limiter,
    limits: lifecycleLimits,
    view: ads.ownView,
  });
  await app.register(adLifecycleRoutes, { prefix: config.API_BASE_PATH, lifecycle, requireUser });
  const adJobs = createAdJobs({ db, now, limits: lifecycleLimits, notifier });
  jobs.define({ name: 'ads.auto-renew', cron: '* * * * *', handler: () => adJobs.runAutoRenew() });
  jobs.define({ name: 'ads.expire', cron: '*/5 * * * *', handler: () => adJobs.expire() });
}
