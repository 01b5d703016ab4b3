import type { FastifyInstance } from 'fastify';
import type { NotifyingModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { createRedisHitLimiter } from '../../lib/redis-rate-limiter.ts';
import { createPhotoStorage, createPrivatePhotos } from '../photos/index.ts';
import { badgeRoutes, chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';
import { createLocalBus, createRedisBus } from './chat.bus.ts';
import { chatSocketRoutes, MAX_FRAME_BYTES } from './chat.socket.ts';
import websocket from '@fastify/websocket';

/** Chat between an ad's buyer and seller, blocks and reports, and the header's badges (ADR 0035). */
export async function registerChat(
  app: FastifyInstance,
  { config, database, now, requireUser, notifier }: NotifyingModuleContext,
): Promise<void> {
  const bus = config.REDIS_URL
    ? createRedisBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, (message) => app.log.warn(message))
    : createLocalBus();
  // The message limits run on every message: one Redis round trip when there is Redis (ADR 0040).
  const limiter = config.REDIS_URL
    ? createRedisHitLimiter(config.REDIS_URL, {
        now,
        prefix: `${config.REDIS_KEY_PREFIX}:limit`,
        log: (message) => app.log.warn(message),
      })
    : undefined;
  const photoStorage = createPhotoStorage(config);
  app.addHook('onClose', async () => {
    photoStorage.close();
    await bus.close();
    await limiter?.close();
  });
  const chat = createChatService({
    db: database.db,
    now,
    limiter: limiter ?? createPostgresRateLimiter(database.db, now),
    limits: {
      messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE,
      conversationsPerHour: config.CHAT_CONVERSATIONS_PER_HOUR,
    },
    mediaBaseUrl: config.MEDIA_BASE_URL,
    bus,
    notifier,
    photos: createPrivatePhotos({
      storage: photoStorage,
      warn: (message, error) => app.log.warn({ err: error }, message),
    }),
  });
  await app.register(chatRoutes, {
    prefix: config.API_BASE_PATH,
    chat,
    requireUser,
    photoMaxBytes: config.PHOTO_MAX_BYTES,
  });
  // On the app itself (not inside the routes' plugin): its upgrade handling is server-wide.
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await app.register(chatSocketRoutes, {
    prefix: config.API_BASE_PATH,
    chat,
    bus,
    requireUser,
    origins: config.CHAT_SOCKET_ORIGINS,
    pingMs: config.CHAT_SOCKET_PING_MS,
    perMember: config.CHAT_SOCKETS_PER_MEMBER,
    now,
  });
  await app.register(badgeRoutes, { prefix: config.NOTIFICATION_BASE_PATH, chat, requireUser });
}
