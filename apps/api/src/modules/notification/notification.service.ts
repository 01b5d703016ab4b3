import {
  NOTIFICATION_LIMITS,
  notificationSchema,
  type Notification,
  type NotificationsPage,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../lib/module-context.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/time-cursor.ts';
import * as repo from './notification.repository.ts';

/** A stored row as the API answers it; a row whose data no longer fits its kind is left out. */
function toNotification(row: repo.NotificationRow): Notification | null {
  const parsed = notificationSchema.safeParse({
    id: String(row.id),
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    data: row.data,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The notification centre (ADR 0039): events stored for a member by the modules that cause
 * them (through `Notifier`), listed newest first, read one by one, all at once, or when the
 * member sees the thing itself (a conversation read in `/chats`).
 */
export function createNotificationService(deps: {
  db: Db;
  now: () => number;
  log: (message: string) => void;
}) {
  const { db, now, log } = deps;

  const notifier: Notifier = {
    async notify(event) {
      try {
        await repo.upsertUnread(db, { ...event, at: new Date(now()) });
      } catch (error) {
        log(
          `[notification] ${event.kind} for ${event.userId} not stored: ${(error as Error).message}`,
        );
      }
    },
    async retract(event) {
      try {
        await repo.retractUnread(db, event);
      } catch (error) {
        log(
          `[notification] ${event.kind} ${event.subject} not retracted: ${(error as Error).message}`,
        );
      }
    },
    async seen(userId, kind, subject) {
      try {
        await repo.markRead(db, userId, { kind, subject }, new Date(now()));
      } catch (error) {
        log(`[notification] ${kind} ${subject} not marked read: ${(error as Error).message}`);
      }
    },
  };

  return {
    notifier,

    async list(
      userId: number,
      options: { cursor?: string; limit?: number },
    ): Promise<NotificationsPage> {
      const limit = options.limit ?? NOTIFICATION_LIMITS.page;
      const rows = await repo.listFor(db, userId, {
        cursor: decodeTimeCursor(options.cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toNotification).filter((n): n is Notification => n !== null),
        next_cursor: rows.length > limit && last ? encodeTimeCursor(last.createdAt, last.id) : null,
        unread: await repo.unreadCount(db, userId, NOTIFICATION_LIMITS.unreadMax),
      };
    },

    /** Marks one notification read (another member's id changes nothing), or all. */
    async markRead(userId: number, id?: string): Promise<{ unread: number }> {
      await repo.markRead(
        db,
        userId,
        { id: id === undefined ? undefined : Number(id) },
        new Date(now()),
      );
      return { unread: await repo.unreadCount(db, userId, NOTIFICATION_LIMITS.unreadMax) };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
