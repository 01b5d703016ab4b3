import { asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';
import { updateFromExcluded } from '../../db/sql.ts';

export type LocationRow = typeof locations.$inferSelect;
export type NewLocationRow = typeof locations.$inferInsert;

export function listProvinces(db: Db): Promise<LocationRow[]> {
  return db.select().from(locations).where(isNull(locations.parentId)).orderBy(asc(locations.id));
}

export function listChildren(db: Db, parentId: string): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(eq(locations.parentId, parentId))
    .orderBy(asc(locations.id));
}

export async function findLocation(db: Db, idOrSlug: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(or(eq(locations.id, idOrSlug), eq(locations.slug, idOrSlug)))
    .limit(1);
  return row;
}

export function findLocationsByIds(db: Db, ids: string[]): Promise<LocationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(locations).where(inArray(locations.id, ids));
}

export async function countByType(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ type: locations.type, count: sql<number>`count(*)::int` })
    .from(locations)
    .groupBy(locations.type);
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.count)]));
}

const CHUNK = 500;

/**
 * Inserts new locations and rewrites changed ones, in chunks; rows must come
 * parents first. Callers pass only rows that are new or differ.
 */
export async function upsertLocations(db: Db, rows: NewLocationRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(locations)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: locations.id,
        ...updateFromExcluded(locations, [
          'slug',
          'parentId',
          'type',
          'nameEn',
          'nameKm',
          'lat',
          'lng',
        ]),
      });
  }
}

/** Inserts locations that do not exist yet and leaves existing ones alone. */
export async function insertMissingLocations(db: Db, rows: NewLocationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(locations).values(rows).onConflictDoNothing({ target: locations.id });
}

/** Frees slugs held by other rows so an import can take them (renamed places). */
export async function releaseSlugs(db: Db, slugs: { id: string; slug: string }[]): Promise<void> {
  for (const { id, slug } of slugs) {
    await db
      .update(locations)
      .set({ slug: sql`${locations.slug} || '-' || ${locations.id}` })
      .where(sql`${locations.slug} = ${slug} and ${locations.id} <> ${id}`);
  }
}
