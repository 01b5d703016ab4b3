import { searchDocument, SEARCH_TEXT_VERSION, type AdInput } from '@repo/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, categories, storeMembers } from '../../db/schema.ts';
import { inTransaction } from '../../db/sql.ts';

export type AdRow = typeof ads.$inferSelect;
export type NewAdRow = typeof ads.$inferInsert;

/** The columns of a validated post form (what create, edit and repost write). */
export function adColumns(input: AdInput) {
  return {
    categoryId: Number(input.category_id),
    title: input.title,
    description: input.description,
    price: input.price.toFixed(2),
    priceKind: input.price_kind,
    provinceId: input.province_id,
    districtId: input.district_id,
    communeId: input.commune_id,
    address: input.address,
    contactName: input.contact_name,
    phones: input.phones,
    fields: input.fields,
    ...searchColumns(input),
  };
}

/** The search text of an ad (ADR 0012): its words, and its compact title for substrings. */
export function searchColumns(ad: { title: string; description: string }) {
  const document = searchDocument(ad);
  return {
    searchTokens: document.tokens,
    searchTitle: document.title,
    searchTitleTokens: document.titleTokens,
    searchVersion: SEARCH_TEXT_VERSION,
  };
}

/**
 * Runs `work` in a transaction holding the member's advisory lock: one change of theirs at a
 * time (posting, renewing, reposting, auto-renew runs), so the caps hold under races.
 */
export function inMemberTransaction<T>(
  db: Db,
  userId: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ads:${userId}`}, 0))`);
    return work(tx);
  });
}

/** Writes a new ad; the row as stored. */
export async function insertAd(db: Db, values: NewAdRow): Promise<AdRow> {
  const [row] = await db.insert(ads).values(values).returning();
  return row!;
}

/** Rewrites columns of an ad. */
export async function updateAd(db: Db, id: number, values: Partial<NewAdRow>): Promise<void> {
  await db.update(ads).set(values).where(eq(ads.id, id));
}

/**
 * Whether `userId` may manage an ad through its store (ADR 0045): the store's owner and
 * managers any of its ads, its staff the ads assigned to them; active members only.
 */
export const managesThroughStore = (userId: number) =>
  sql`(${ads.storeId} is not null and exists (select 1 from ${storeMembers} m
        where m.store_id = ${ads.storeId} and m.user_id = ${userId} and m.status = 'active'
          and (m.role in ('owner', 'manager') or ${ads.assigneeId} = ${userId})))`;

/** Whether `userId` manages the ad in scope (ADR 0045): its poster, or through its store. */
export const managedBy = (userId: number) =>
  sql`(${ads.userId} = ${userId} or ${managesThroughStore(userId)})`;

/**
 * Everyone who manages an ad (ADR 0045): its poster, and for a store's ad the store's active
 * owner and managers and the member it is assigned to. Those told of what happens to it.
 */
export async function managersOfAd(db: Db, adId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    select a.user_id from ${ads} a where a.id = ${adId}
    union
    select m.user_id from ${ads} a join ${storeMembers} m on m.store_id = a.store_id
     where a.id = ${adId} and m.status = 'active'
       and (m.role in ('owner', 'manager') or m.user_id = a.assignee_id)`)) as unknown as {
    rows: { user_id: string | number }[];
  };
  return result.rows.map((row) => Number(row.user_id));
}

/**
 * An ad `userId` may manage (any status but deleted): their own, or one of a store they run
 * (`managesThroughStore`); else undefined, and strangers learn nothing.
 */
export async function findOwnAd(db: Db, userId: number, id: number): Promise<AdRow | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.id, id),
        or(eq(ads.userId, userId), managesThroughStore(userId)),
        ne(ads.status, 'deleted'),
      ),
    )
    .limit(1);
  return row;
}

export async function findByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<AdRow | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.userId, userId), eq(ads.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function countActive(db: Db, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ads)
    .where(
      and(
        eq(ads.userId, userId),
        eq(ads.status, 'active'),
        sql`${ads.expiresAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      type: categories.type,
      parentId: categories.parentId,
      isActive: categories.isActive,
    })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row;
}
