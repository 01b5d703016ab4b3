import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, locations, stores, users } from '../../db/schema.ts';
import type { ListingFilter } from './listing-filter.ts';

/** What a listing query names, looked up: a place by its slug, a member, the categories' names. */

/** The place of a slug: a province, district or commune. */
export async function placeOf(db: Db, slug: string): Promise<ListingFilter['place'] | undefined> {
  const [place] = await db
    .select({ id: locations.id, type: locations.type })
    .from(locations)
    .where(eq(locations.slug, slug))
    .limit(1);
  if (!place) return undefined;
  const column =
    place.type === 'district' ? 'district' : place.type === 'commune' ? 'commune' : 'province';
  return { column, id: place.id };
}

/** The id of an active member by username (lowercase), for the `user` filter. */
export async function memberIdOf(db: Db, username: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.status, 'active')))
    .limit(1);
  return user?.id;
}

/** The id of an active store by username (lowercase), for the `store` filter (ADR 0045). */
export async function storeIdOf(db: Db, username: string): Promise<number | undefined> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.username, username), eq(stores.status, 'active')))
    .limit(1);
  return store?.id;
}

/** Every category with its names (for keyword terms that name a category). */
export function categoryNames(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameKm: categories.nameKm,
    })
    .from(categories);
}
