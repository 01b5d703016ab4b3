import type { NotificationKind } from '@repo/domain';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
/**
 * An unread line that names what is gone (`data[named.key] = named.value`): deleted when it
 * counts one (or nothing else is left), else one fewer and naming `instead` (ADR 0039).
 */
export async function retractUnread(
  db: Db,
  event: {
    userId: number;
    kind: NotificationKind;
    subject: string;
    named: { key: string; value: string };
    instead: Record<string, unknown> | null;
  },
): Promise<void> {
  const line = and(
    eq(notifications.userId, event.userId),
    eq(notifications.kind, event.kind),
    eq(notifications.subject, event.subject),
    isNull(notifications.readAt),
    sql`${notifications.data}->>${event.named.key} = ${event.named.value}`,
  );
  const count = sql`coalesce((${notifications.data}->>'count')::int, 1)`;
  if (event.instead === null) {
    await db.delete(notifications).where(line);
    return;
  }
  await db.delete(notifications).where(and(line, sql`${count} <= 1`));
  await db
    .update(notifications)
    .set({
      data: sql`${notifications.data} || ${JSON.stringify(event.instead)}::jsonb || jsonb_build_object('count', ${count} - 1)`,
    })
    .where(and(line, sql`${count} > 1`));
}

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

/** An unread chat line claimed for the unread-message email (ADR 0041). */
export interface ClaimedLine {
  id: number;
  userId: number;
  subject: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Claims the unread chat lines due for the unread-message email (ADR 0041) and marks them
 * emailed at `at`, in one statement: lines not emailed yet whose latest message is older than
 * `dueBefore` (and newer than `notBefore`), of the members in `audience` (a subquery of ids),
 * the members whose oldest due line is oldest first, at most `maxMembers` of them and
 * `perMember` lines each (oldest first). A run takes whole members: a transaction lock on each
 * member it claims makes a run at the same time skip that member (never half of their lines in
 * each run's email), and the re-checked `emailed_at is null` makes it claim nothing twice.
 */
export async function claimDueChatLines(
  db: Db,
  options: {
    audience: SQL;
    dueBefore: Date;
    notBefore: Date;
    at: Date;
    maxMembers: number;
    perMember: number;
  },
): Promise<ClaimedLine[]> {
  const { audience, maxMembers, perMember } = options;
  const due = sql`kind = 'chat_message' and read_at is null and emailed_at is null
        and created_at <= ${options.dueBefore.toISOString()}::timestamptz
        and created_at > ${options.notBefore.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    with waiting as (
      select user_id, min(created_at) as first_at from ${notifications}
      where ${due} and user_id in ${audience}
      group by user_id
      order by first_at, user_id
      limit ${maxMembers * 4}
    ), mine as materialized (
      select user_id from waiting
      where pg_try_advisory_xact_lock(hashtextextended('chat-email:' || user_id::text, 0))
      order by first_at, user_id
      limit ${maxMembers}
    ), lines as (
      select id, row_number() over (partition by user_id order by created_at, id) as line
      from ${notifications}
      where ${due} and user_id in (select user_id from mine)
    )
    update ${notifications} set emailed_at = ${options.at.toISOString()}::timestamptz
    from lines
    where ${notifications}.id = lines.id and ${notifications}.emailed_at is null
      and lines.line <= ${perMember}
    returning ${notifications}.id, ${notifications}.user_id, ${notifications}.subject,
      ${notifications}.data, ${notifications}.created_at`)) as unknown as {
    rows: {
      id: number | string;
      user_id: number | string;
      subject: string;
      data: Record<string, unknown> | string;
      created_at: Date | string;
    }[];
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    subject: row.subject,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    createdAt: new Date(row.created_at),
  }));
}
