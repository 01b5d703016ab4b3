import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { locations, storeBranches, stores } from '../../db/schema.ts';

/** A store's branches' SQL (ADR 0047); the service decides the rules and the transactions. */

export type StoreBranchValues = Pick<
  typeof storeBranches.$inferInsert,
  | 'name'
  | 'provinceId'
  | 'districtId'
  | 'communeId'
  | 'address'
  | 'phone'
  | 'email'
  | 'latitude'
  | 'longitude'
>;

const province = alias(locations, 'branch_province');
const district = alias(locations, 'branch_district');
const commune = alias(locations, 'branch_commune');
const place = (table: typeof province | typeof district | typeof commune) => ({
  id: table.id,
  nameEn: table.nameEn,
  nameKm: table.nameKm,
});

/** Branches with the names of their places (province, district, commune). */
function selectBranches(db: Db) {
  return db
    .select({
      branch: storeBranches,
      province: place(province),
      district: place(district),
      commune: place(commune),
    })
    .from(storeBranches)
    .innerJoin(province, eq(province.id, storeBranches.provinceId))
    .leftJoin(district, eq(district.id, storeBranches.districtId))
    .leftJoin(commune, eq(commune.id, storeBranches.communeId));
}

export type BranchRow = Awaited<ReturnType<typeof selectBranches>>[number];

/**
 * A store's branches in their order (position, then as they were added), with their places'
 * names: for the store area and for the public store page.
 */
export function branchesOfStore(db: Db, storeId: number): Promise<BranchRow[]> {
  return selectBranches(db)
    .where(eq(storeBranches.storeId, storeId))
    .orderBy(asc(storeBranches.position), asc(storeBranches.id));
}

/** One branch of a store, or undefined (another store's branch is none of this one's). */
export async function branchOfStore(db: Db, storeId: number, branchId: number) {
  const [row] = await selectBranches(db).where(
    and(eq(storeBranches.storeId, storeId), eq(storeBranches.id, branchId)),
  );
  return row;
}

/**
 * Locks the store's row until the transaction ends, so that two branches added at once are
 * counted one after the other (the limit holds). Run it in a transaction.
 */
export async function lockStore(db: Db, storeId: number): Promise<void> {
  await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

/** How many branches a store has, and the position after the last. */
export async function branchCount(db: Db, storeId: number) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${storeBranches.position}), -1)::int + 1`,
    })
    .from(storeBranches)
    .where(eq(storeBranches.storeId, storeId));
  return { count: Number(row?.n ?? 0), next: Number(row?.next ?? 0) };
}

/** A new branch at `position`; answers its id. */
export async function insertBranch(
  db: Db,
  storeId: number,
  values: StoreBranchValues & { position: number; at: Date },
): Promise<number> {
  const { at, ...columns } = values;
  const [row] = await db
    .insert(storeBranches)
    .values({ ...columns, storeId, createdAt: at, updatedAt: at })
    .returning({ id: storeBranches.id });
  return row!.id;
}

/** Changes a branch of the store; false when the store has no such branch. */
export async function updateBranch(
  db: Db,
  storeId: number,
  branchId: number,
  values: StoreBranchValues,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(storeBranches)
    .set({ ...values, updatedAt: at })
    .where(and(eq(storeBranches.storeId, storeId), eq(storeBranches.id, branchId)))
    .returning({ id: storeBranches.id });
  return rows.length > 0;
}

/** Deletes a branch of the store; false when the store has no such branch. */
export async function deleteBranch(db: Db, storeId: number, branchId: number): Promise<boolean> {
  const rows = await db
    .delete(storeBranches)
    .where(and(eq(storeBranches.storeId, storeId), eq(storeBranches.id, branchId)))
    .returning({ id: storeBranches.id });
  return rows.length > 0;
}
