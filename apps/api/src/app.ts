import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { createJobRunner } from './lib/jobs.ts';
import type { AppConfig, ModuleContext } from './lib/module-context.ts';
import { registerAds } from './modules/ads/index.ts';
import { registerAccounts, type ConsoleWrite } from './modules/auth/index.ts';
import { registerCategories } from './modules/categories/index.ts';
import { registerDirectory } from './modules/directory/index.ts';
import { registerJobApplications } from './modules/job-applications/index.ts';
import { registerChat } from './modules/chat/index.ts';
import { registerEngagement } from './modules/engagement/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { registerListing } from './modules/listing/index.ts';
import { registerLocations } from './modules/locations/index.ts';
import { registerMessages } from './modules/messages/index.ts';
import { registerNotifications } from './modules/notification/index.ts';
import { registerPhotos } from './modules/photos/index.ts';
import { registerResumes } from './modules/resumes/index.ts';
import { registerRouteRules } from './modules/route-rules/index.ts';
import { registerShowcase } from './modules/showcase/index.ts';
import { registerStores } from './modules/stores/index.ts';
import { requireDeviceId } from './plugins/device-id.ts';
import { errorBody, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';

export interface AppOptions {
  config: AppConfig;
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

  // Every module gets the same context; each reads its own settings from it.
  const context: ModuleContext = { config, database, now, jobs };
  const { requireUser, mail } = await registerAccounts(app, { ...context, consoleWrite });
  const member = { ...context, requireUser };
  // Before the modules whose events members are told of (chat, ads); it emails members about
  // unread messages through the accounts module's `mail` (ADR 0041).
  const { notifier } = await registerNotifications(app, { ...member, mail });
  const notifying = { ...member, notifier };
  // Engagement decorates `app.adViewerState`, which the ads routes declare they need.
  await registerEngagement(app, member);
  await registerAds(app, notifying);
  await registerListing(app, member);
  await registerDirectory(app, context);
  await registerShowcase(app, member);
  await registerPhotos(app, member);
  await registerChat(app, notifying);
  await registerStores(app, notifying);
  await registerResumes(app, member);
  await registerJobApplications(app, notifying);
  await registerCategories(app, context);
  await registerLocations(app, context);
  await registerMessages(app, context);
  await registerRouteRules(app, context);
  return app;
}
