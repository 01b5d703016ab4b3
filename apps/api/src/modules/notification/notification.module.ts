import type { FastifyInstance } from 'fastify';
import type { MemberMail, MemberModuleContext, Notifier } from '../../lib/module-context.ts';
import { createUnreadEmailJob } from './notification.email.ts';
import { notificationRoutes } from './notification.routes.ts';
import { createNotificationService } from './notification.service.ts';

/**
 * The notification centre (ADR 0039). Register it before the modules that cause events: they
 * are given the `Notifier` it answers. With the accounts module's `mail` it emails members
 * about messages left unread (ADR 0041), every minute.
 */
export async function registerNotifications(
  app: FastifyInstance,
  { config, database, now, jobs, requireUser, mail }: MemberModuleContext & { mail: MemberMail },
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
  const sendUnreadEmails = createUnreadEmailJob({
    db: database.db,
    now,
    mail,
    delayMinutes: config.CHAT_EMAIL_DELAY_MINUTES,
    web: config.WEB_PUBLIC_URL,
    log: (message) => app.log.warn(message),
  });
  jobs.define({ name: 'notification.unread-email', cron: '* * * * *', handler: sendUnreadEmails });
  return { notifier: notifications.notifier };
}
