import {
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  type NotificationsPage,
} from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** The member's notification centre (ADR 0039). */
export interface NotificationCalls {
  /** GET {notification}/notifications: one keyset page, newest first, with the unread count. */
  list(options?: { cursor?: string; limit?: number }): Promise<NotificationsPage>;
  /** POST {notification}/notifications/read: one (`id`) or all read; the unread count left. */
  markRead(id?: string): Promise<{ unread: number }>;
}

export function notificationCalls({ request }: Transport): NotificationCalls {
  return {
    list: ({ cursor, limit } = {}) =>
      dataOf(
        request('GET', 'notification', 'notifications', {
          query: { ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}) },
          schema: notificationsResponseSchema,
        }),
      ),
    markRead: (id) =>
      dataOf(
        request('POST', 'notification', 'notifications/read', {
          json: id ? { id } : {},
          schema: notificationsReadResponseSchema,
        }),
      ),
  };
}
