import type { FastifyInstance } from 'fastify';
import type { MemberModuleContext } from '../../lib/module-context.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { badgeRoutes, chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

/** Chat between an ad's buyer and seller, blocks and reports, and the header's badges (ADR 0035). */
export async function registerChat(
  app: FastifyInstance,
  { config, database, now, requireUser }: MemberModuleContext,
): Promise<void> {
  const chat = createChatService({
    db: database.db,
    now,
    limiter: createPostgresRateLimiter(database.db, now),
    limits: {
      messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE,
      conversationsPerHour: config.CHAT_CONVERSATIONS_PER_HOUR,
    },
    mediaBaseUrl: config.MEDIA_BASE_URL,
  });
  await app.register(chatRoutes, { prefix: config.API_BASE_PATH, chat, requireUser });
  await app.register(badgeRoutes, { prefix: config.NOTIFICATION_BASE_PATH, chat, requireUser });
}
