import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { escapeLike, updateFromExcluded } from '../../db/sql.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;

/** Active categories, main categories first, each group in its display order. */
export function listActiveCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(sql`${categories.isActive}`)
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id));
}

/** Inserts or refreshes categories by id; main categories must come before their subs. */
export async function upsertCategories(db: Db, rows: NewCategoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoUpdate({
      target: categories.id,
      ...updateFromExcluded(
        categories,
        ['slug', 'parentId', 'position', 'nameEn', 'nameKm', 'icon', 'type'],
        { onlyChanged: true },
      ),
    });
}

/**
 * Categories whose English or Khmer name contains the text (trigram-indexed), the
 * closest names first. Khmer has no spaces, so substring matching is what finds
 * `ផ្ទះ` inside `ផ្ទះលក់`.
 */
export function searchCategories(db: Db, text: string, limit: number): Promise<CategoryRow[]> {
  const pattern = `%${escapeLike(text)}%`;
  const lowered = text.toLowerCase();
  return db
    .select()
    .from(categories)
    .where(
      sql`${categories.isActive} and (${categories.nameKm} ilike ${pattern} or lower(${categories.nameEn}) like ${pattern.toLowerCase()})`,
    )
    .orderBy(
      sql`greatest(word_similarity(${text}, ${categories.nameKm}), word_similarity(${lowered}, lower(${categories.nameEn}))) desc`,
      asc(categories.id),
    )
    .limit(limit);
}
