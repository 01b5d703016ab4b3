import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The SQL of a member's email settings (ADR 0041): the unread-message email and its token. */

/** Wants the unread-message email: active (the address was proved), an address, the setting on. */
const wantsChatEmail = () =>
  and(eq(users.status, 'active'), isNotNull(users.email), eq(users.chatEmail, true));

/** The ids of the members who want the email, as a subquery for `user_id in (…)`. */
export const chatEmailAudience = (): SQL =>
  sql`(select ${users.id} from ${users} where ${wantsChatEmail()})`;

export async function chatEmailSettingsOf(
  db: Db,
  userId: number,
): Promise<{ chatEmail: boolean; email: string | null } | undefined> {
  const [row] = await db
    .select({ chatEmail: users.chatEmail, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setChatEmail(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .update(users)
    .set({ chatEmail: on, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Turns the email off for the token's member; false when the token is nobody's. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ chatEmail: false, updatedAt: sql`now()` })
    .where(eq(users.emailToken, token))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function chatEmailRecipientRows(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
      emailToken: users.emailToken,
    })
    .from(users)
    .where(and(inArray(users.id, userIds), wantsChatEmail()));
}

/** Gives a member their unsubscribe token unless they have one; the token they end up with. */
export async function giveEmailToken(
  db: Db,
  userId: number,
  token: string,
): Promise<string | undefined> {
  await db
    .update(users)
    .set({ emailToken: token })
    .where(and(eq(users.id, userId), isNull(users.emailToken)));
  const [row] = await db
    .select({ token: users.emailToken })
    .from(users)
    .where(eq(users.id, userId));
  return row?.token ?? undefined;
}
