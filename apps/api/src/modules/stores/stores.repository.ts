import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import { storeMembers, stores, users } from '../../db/schema.ts';

/** The stores' SQL (ADR 0043); the service decides the rules and the transactions. */

export type StoreRow = typeof stores.$inferSelect;
export type StoreMemberRow = typeof storeMembers.$inferSelect;

/** The stores `userId` belongs to (any status), with their place in each, oldest first. */
export async function storesOf(db: Db, userId: number) {
  return db
    .select({ store: stores, member: storeMembers })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(and(eq(storeMembers.userId, userId), eq(stores.status, 'active')))
    .orderBy(asc(storeMembers.createdAt), asc(stores.id));
}

/** A store and `userId`'s place in it, or undefined when they are not in it (any status). */
export async function storeFor(db: Db, storeId: number, userId: number) {
  const [row] = await db
    .select({ store: stores, member: storeMembers })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(
      and(
        eq(storeMembers.storeId, storeId),
        eq(storeMembers.userId, userId),
        eq(stores.status, 'active'),
      ),
    );
  return row;
}

/** How many stores `userId` owns. */
export async function ownedCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stores)
    .where(and(eq(stores.ownerId, userId), eq(stores.status, 'active')));
  return Number(row?.n ?? 0);
}

/** A new store with its owner as its first, active member. Run it in a transaction. */
export async function insertStore(
  db: Db,
  values: Omit<typeof stores.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { at: Date },
) {
  const { at, ...store } = values;
  const [row] = await db
    .insert(stores)
    .values({ ...store, createdAt: at, updatedAt: at })
    .returning();
  const [member] = await db
    .insert(storeMembers)
    .values({
      storeId: row!.id,
      userId: store.ownerId,
      role: 'owner',
      status: 'active',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return { store: row!, member: member! };
}

/** Changes a store's profile fields; answers the row. */
export async function updateStore(
  db: Db,
  storeId: number,
  values: Partial<
    Pick<
      StoreRow,
      | 'name'
      | 'shortDescription'
      | 'about'
      | 'categoryIds'
      | 'keywords'
      | 'username'
      | 'hours'
      | 'company'
    >
  >,
  at: Date,
) {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: at })
    .where(eq(stores.id, storeId))
    .returning();
  return row;
}

/**
 * An active member account by username, phone (E.164) or email, for an invitation: its id, or
 * undefined. (A store's members are accounts: the names shown beside them come from `users`,
 * as the chat's do.)
 */
export async function findAccount(
  db: Db,
  login: { username?: string; phone?: string; email?: string },
): Promise<number | undefined> {
  const wanted = [
    login.username ? eq(users.username, login.username) : undefined,
    login.phone ? eq(users.phone, login.phone) : undefined,
    login.email ? eq(users.email, login.email) : undefined,
  ].filter((condition) => condition !== undefined);
  if (wanted.length === 0) return undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), or(...wanted)))
    .limit(1);
  return row?.id;
}

/** The members of a store (any status) with their names, the owner first, then by arrival. */
export async function membersOf(db: Db, storeId: number) {
  return db
    .select({
      member: storeMembers,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(eq(storeMembers.storeId, storeId))
    .orderBy(
      sql`case ${storeMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
      asc(storeMembers.createdAt),
      asc(storeMembers.userId),
    );
}

/** `userId`'s row in a store, any status. */
export async function memberRow(db: Db, storeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)));
  return row;
}

/**
 * Invites `userId` (pending): a new row, or a declined one asked again. Answers the row, or
 * undefined when they are already in the store or invited.
 */
export async function invite(
  db: Db,
  values: { storeId: number; userId: number; role: string; invitedBy: number; at: Date },
) {
  const [row] = await db
    .insert(storeMembers)
    .values({
      storeId: values.storeId,
      userId: values.userId,
      role: values.role,
      status: 'pending',
      invitedBy: values.invitedBy,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [storeMembers.storeId, storeMembers.userId],
      set: {
        role: values.role,
        status: 'pending',
        invitedBy: values.invitedBy,
        updatedAt: values.at,
      },
      setWhere: sql`${storeMembers.status} = 'declined'`,
    })
    .returning();
  return row;
}

/** Moves an invitation to `status` (accepted: active; declined); undefined when none is pending. */
export async function answerInvitation(
  db: Db,
  storeId: number,
  userId: number,
  status: 'active' | 'declined',
  at: Date,
) {
  const [row] = await db
    .update(storeMembers)
    .set({ status, updatedAt: at })
    .where(
      and(
        eq(storeMembers.storeId, storeId),
        eq(storeMembers.userId, userId),
        eq(storeMembers.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Takes `userId` out of the store (leaving, removed, an invitation cancelled). Never the owner. */
export async function removeMember(db: Db, storeId: number, userId: number) {
  const rows = await db
    .delete(storeMembers)
    .where(
      and(
        eq(storeMembers.storeId, storeId),
        eq(storeMembers.userId, userId),
        sql`${storeMembers.role} <> 'owner'`,
      ),
    )
    .returning({ userId: storeMembers.userId });
  return rows.length > 0;
}

/**
 * `userId`'s role in an active store when they are an active member of it (ADR 0043), for
 * other modules' rights (posting as the store, its ads; ADR 0045); else undefined.
 */
export async function activeRoleIn(
  db: Db,
  storeId: number,
  userId: number,
): Promise<StoreMemberRow['role'] | undefined> {
  const found = await storeFor(db, storeId, userId);
  return found?.member.status === 'active' ? found.member.role : undefined;
}

/** An active store of an active owner by username (lowercase), with its live ads' count. */
export async function publicStore(db: Db, username: string, now: Date) {
  const [row] = await db
    .select({
      store: stores,
      activeAds: sql<number>`(select count(*)::int from ads a
        where a.store_id = ${stores.id} and a.status = 'active' and a.expires_at > ${now.toISOString()}::timestamptz)`,
      // Read from the primary key's index (ADR 0049).
      followers: sql<number>`(select count(*)::int from store_followers f where f.store_id = ${stores.id})`,
    })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(
      and(eq(stores.username, username), eq(stores.status, 'active'), eq(users.status, 'active')),
    )
    .limit(1);
  return row;
}

/** A member's name as others see it ("first last"), or undefined for no such member. */
export async function nameOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.first} ${row.last}`.trim() : undefined;
}

/** A store's picture columns (ADR 0046). */
export type PictureColumn = 'logoPath' | 'coverPath' | 'watermarkPath';

/**
 * Sets one of a store's pictures (`key`, or null to clear it) and answers the row with the key
 * it replaced, under the row's lock so two changes at once each see the other's file to delete.
 * A watermark change (its picture or `opacity`) moves `watermark_version` on (ADR 0046).
 */
export async function replacePicture(
  db: Db,
  storeId: number,
  change: { column: PictureColumn; key: string | null; opacity?: number } | { opacity: number },
  at: Date,
) {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!current) return undefined;
    const column = 'column' in change ? change.column : undefined;
    const watermark = column === undefined || column === 'watermarkPath';
    const [row] = await tx
      .update(stores)
      .set({
        ...('column' in change ? { [change.column]: change.key } : {}),
        ...(change.opacity === undefined ? {} : { watermarkOpacity: change.opacity }),
        ...(watermark ? { watermarkVersion: sql`${stores.watermarkVersion} + 1` } : {}),
        updatedAt: at,
      })
      .where(eq(stores.id, storeId))
      .returning();
    return { row: row!, replaced: column ? current[column] : null };
  });
}
