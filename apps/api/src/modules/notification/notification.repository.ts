import type { NotificationKind } from '@repo/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores an event for a member. While a notification of the same kind and subject is unread it
 * is brought up to date (its data, its time, and `count` one more) instead of a second row: the
 * partial unique index on unread rows makes that one statement, safe under concurrent events.
 */
export async function upsertUnread(
  db: Db,
  event: {
    userId: number;
    kind: NotificationKind;
    subject: string;
    data: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(notifications)
    .values({
      userId: event.userId,
      kind: event.kind,
      subject: event.subject,
      data: { ...event.data, count: 1 },
      createdAt: event.at,
    })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.kind, notifications.subject],
      targetWhere: sql`read_at is null`,
      set: {
        data: sql`excluded.data || jsonb_build_object('count', coalesce((${notifications.data}->>'count')::int, 1) + 1)`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/** A member's notifications, newest first, after the keyset cursor. */
export async function listFor(
  db: Db,
  userId: number,
  options: { cursor?: { at: Date; id: number }; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.cursor
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${options.cursor.at.toISOString()}::timestamptz, ${options.cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

/** Unread notifications of a member, counted up to `max`. */
export async function unreadCount(db: Db, userId: number, max: number): Promise<number> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(max);
  return rows.length;
}

/** Marks read: one notification (`id`), those of a subject, or all of a member's. */
export async function markRead(
  db: Db,
  userId: number,
  which: { id?: number; kind?: NotificationKind; subject?: string },
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        which.id === undefined ? undefined : eq(notifications.id, which.id),
        which.kind === undefined ? undefined : eq(notifications.kind, which.kind),
        which.subject === undefined ? undefined : eq(notifications.subject, which.subject),
      ),
    );
}
