import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createJobRunner } from './lib/jobs.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoryService } from './modules/categories/categories.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { createLocationService } from './modules/locations/locations.service.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessageService } from './modules/messages/messages.service.ts';
import { routeRulesRoutes } from './modules/route-rules/route-rules.routes.ts';
import { createRouteRuleService } from './modules/route-rules/route-rules.service.ts';
import { registerAds } from './modules/ads/ads.module.ts';
import { registerPhotos } from './modules/photos/photos.module.ts';
import { registerEngagement } from './modules/engagement/engagement.module.ts';
import { registerListing } from './modules/listing/listing.module.ts';
import { registerDirectory } from './modules/directory/directory.module.ts';
import { showcaseDevRoutes, showcaseRoutes } from './modules/showcase/showcase.routes.ts';
import { createShowcaseService } from './modules/showcase/showcase.service.ts';
import { registerAccounts } from './modules/auth/auth.module.ts';
import type { ConsoleWrite } from './modules/auth/auth.sender.ts';
import { requireDeviceId } from './plugins/device-id.ts';
import { errorBody, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';

export interface AppOptions {
  config: Pick<
    ApiConfig,
    | 'API_BASE_PATH'
    | 'AUTH_BASE_PATH'
    | 'NOTIFICATION_BASE_PATH'
    | 'CATEGORY_CACHE_TTL_MS'
    | 'LOG_LEVEL'
    | 'MESSAGE_LIMIT_PER_DEVICE'
    | 'MESSAGE_LIMIT_PER_IP'
    | 'MESSAGE_WINDOW_MS'
    | 'TRUST_PROXY'
    | 'ACCESS_TOKEN_TTL_S'
    | 'REFRESH_TOKEN_TTL_S'
    | 'REFRESH_REUSE_GRACE_S'
    | 'LOGIN_LIMIT_PER_IP_PER_MINUTE'
    | 'LOGIN_FREE_FAILURES_PER_ADDRESS'
    | 'LOGIN_CODE_AFTER_FAILURES'
    | 'CODE_RESEND_INTERVAL_MS'
    | 'CODE_SENDS_PER_IP_PER_HOUR'
    | 'EMAIL_TRANSPORT'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SMS_TRANSPORT'
    | 'SMS_URL'
    | 'SMS_API_KEY'
    | 'GOOGLE_USERINFO_URL'
    | 'GOOGLE_TOKENINFO_URL'
    | 'GOOGLE_CLIENT_ID'
    | 'DEV_ROUTES'
    | 'AD_TTL_DAYS'
    | 'AD_ACTIVE_LIMIT'
    | 'AD_POSTS_PER_HOUR'
    | 'AD_RENEWS_PER_DAY'
    | 'AD_AUTO_RENEW_LIMIT'
    | 'JOBS'
    | 'PHOTO_MAX_BYTES'
    | 'PHOTO_UPLOADS_PER_HOUR'
    | 'PHOTO_STORAGE'
    | 'MEDIA_DIR'
    | 'MEDIA_BASE_URL'
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'PHONE_REVEALS_PER_HOUR'
    | 'PHONE_REVEALS_PER_IP_PER_HOUR'
    | 'VIEWS_PER_ADDRESS_PER_AD'
    | 'VIEWS_PER_ADDRESS_PER_HOUR'
  >;
  database: Database;
  /** Pass false to silence request logs (tests, benchmarks). */
  logger?: boolean;
  /** The clock of accounts and limits (ms since the epoch); tests move it to expire things. */
  now?: () => number;
  /** Where the `console` code transport prints (default: standard output); tests read it. */
  consoleWrite?: ConsoleWrite;
}

/**
 * Builds the API: the {api}, {auth} and {notification} bases (each mounted at a
 * configurable path so it can move to its own deployment), /health and the OpenAPI
 * description at /docs.
 */
export async function buildApp({
  config,
  database,
  logger = true,
  now = Date.now,
  consoleWrite,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: 1024 * 1024,
    // The web server forwards the visitor's address; only trusted proxies may set it.
    trustProxy: config.TRUST_PROXY,
    // Long enough for a slug (the schemas cap lengths and answer in our shape).
    routerOptions: { maxParamLength: 256 },
    frameworkErrors,
    // Malformed HTTP (e.g. raw non-ASCII in the URL) never reaches a route: answer it in our shape too.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy(error);
      const body = JSON.stringify(errorBody(400, 'BAD_REQUEST', 'The request is malformed.'));
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  requireDeviceId(app, [
    config.API_BASE_PATH,
    config.AUTH_BASE_PATH,
    config.NOTIFICATION_BASE_PATH,
  ]);

  await app.register(formbody);
  await registerOpenApi(app, config);

  const categories = createCategoryService({
    db: database.db,
    ttlMs: config.CATEGORY_CACHE_TTL_MS,
  });
  const locations = createLocationService({ db: database.db, ttlMs: config.CATEGORY_CACHE_TTL_MS });

  await app.register(healthRoutes, { database });
  // {notification} gets its routes in a later issue; its paths already follow the
  // Device-Id rule and answer unknown routes with the JSON 404.
  // Background jobs (ADR 0010): one pg-boss per process, started when the app is ready and
  // stopped gracefully when it closes; modules define their jobs on `app.jobs`.
  const jobs = createJobRunner({
    database,
    enabled: config.JOBS === 'on',
    log: {
      info: (message) => app.log.info(`[jobs] ${message}`),
      error: (message, error) => app.log.error({ err: error }, `[jobs] ${message}`),
    },
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  const { requireUser } = await registerAccounts(app, { config, database, now, consoleWrite });
  // Before ads: the public ad reads `liked`/`saved` through `app.adViewerState`.
  await registerEngagement(app, { config, database, now, requireUser });
  await registerAds(app, { config, database, now, requireUser, jobs });
  await registerListing(app, { config, database, now, requireUser });
  await registerDirectory(app, { config, database, now });
  await app.register(showcaseRoutes, {
    prefix: config.API_BASE_PATH,
    showcase: createShowcaseService({
      db: database.db,
      now,
      mediaBaseUrl: config.MEDIA_BASE_URL,
    }),
    requireUser,
  });
  if (config.DEV_ROUTES)
    await app.register(showcaseDevRoutes, {
      prefix: config.API_BASE_PATH,
      db: database.db,
      now,
    });
  await registerPhotos(app, { config, database, now, requireUser });
  await app.register(categoriesRoutes, { prefix: config.API_BASE_PATH, categories });
  await app.register(locationsRoutes, { prefix: config.API_BASE_PATH, locations });
  const messages = createMessageService({
    db: database.db,
    limits: {
      perDevice: config.MESSAGE_LIMIT_PER_DEVICE,
      perIp: config.MESSAGE_LIMIT_PER_IP,
      windowMs: config.MESSAGE_WINDOW_MS,
    },
  });
  await app.register(messagesRoutes, { prefix: config.API_BASE_PATH, messages });
  const routeRules = createRouteRuleService({
    db: database.db,
    ttlMs: Math.min(config.CATEGORY_CACHE_TTL_MS, 30_000),
  });
  await app.register(routeRulesRoutes, { prefix: config.API_BASE_PATH, routeRules });
  return app;
}
