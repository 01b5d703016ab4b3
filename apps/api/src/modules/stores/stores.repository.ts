import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeMembers, stores } from '../../db/schema.ts';

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
    Pick<StoreRow, 'name' | 'shortDescription' | 'about' | 'categoryIds' | 'keywords' | 'username'>
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
