import type { FastifyInstance } from 'fastify';
import type { MemberModuleContext, Notifier } from '../../lib/module-context.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';

/**
 * The notification centre (ADR 0039). Register it before the modules that cause events: they
 * are given the `Notifier` it answers.
 */
export async function registerNotifications(
  app: FastifyInstance,
  { config, database, now, requireUser }: MemberModuleContext,
): Promise<{ notifier: Notifier }> {
  const notifications = createNotificationService({
    db: database.db,
    now,
    log: (message) => app.log.warn(message),
  });
  await app.register(notificationRoutes, {
    prefix: config.NOTIFICATION_BASE_PATH,
    notifications,
    requireUser,
  });
  return { notifier: notifications.notifier };
}
