import {
  NOTIFICATION_LIMITS,
  notificationsReadInputSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { NotificationService } from './notification.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const listQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIMITS.page).optional(),
});

/** {notification}: the member's notification centre (ADR 0039). */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  requireUser: RequireUser;
}> = async (app, { notifications, requireUser }) => {
  rejectNulBytes(app);

  app.get(
    '/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notification'],
        summary:
          "The member's notifications, newest first, keyset-paginated, with the unread count (at most 99): new messages (one per conversation while unread), ads expired, renewed or not renewed",
        security: signedIn,
        querystring: listQuery,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => ({
      data: await notifications.list(authOf(request).user.id, request.query),
    }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notification'],
        summary:
          'Marks a notification read (id), or all of them (no id); answers the unread count left',
        security: signedIn,
        body: notificationsReadInputSchema,
        response: { 200: notificationsReadResponseSchema },
      },
    },
    async (request) => ({
      data: await notifications.markRead(authOf(request).user.id, request.body?.id),
    }),
  );
};
