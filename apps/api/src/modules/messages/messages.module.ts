import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessageService } from './messages.service.ts';

/** Feedback and the contact form: `POST {api}/feedback`, `POST {api}/contact`, rate-limited. */
export async function registerMessages(
  app: FastifyInstance,
  { config, database }: ModuleContext,
): Promise<void> {
  const messages = createMessageService({
    db: database.db,
    limits: {
      perDevice: config.MESSAGE_LIMIT_PER_DEVICE,
      perIp: config.MESSAGE_LIMIT_PER_IP,
      windowMs: config.MESSAGE_WINDOW_MS,
    },
  });
  await app.register(messagesRoutes, { prefix: config.API_BASE_PATH, messages });
}
