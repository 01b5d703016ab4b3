import { SUBCATEGORY_TYPES, type ListingJobSort, type SubcategoryType } from '@repo/domain';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, categories } from '../../db/schema.ts';

/**
 * The category filters and job sorts of listings (ADR 0028): conditions on
 * the jsonb `ads.fields`. The keys below are constants of this file, never input.
 */

/** The category filters of a listing, resolved from the query. */
export interface ListingFieldConditions {
  /** Select values the ad's fields hold (`fields @> {...}`, served by the GIN index). */
  contains?: Record<string, string>;
  /** The model, ignoring case. */
  model?: string;
  year?: Bounds;
  bedroomsMin?: number;
  /** The floor area, or the land area when the ad has no floor area. */
  area?: Bounds;
  /** Overlaps the ad's salary range (an ad with one end only is that one salary). */
  salary?: Bounds;
}
interface Bounds {
  min?: number;
  max?: number;
}

type NumberField = 'year' | 'bedrooms' | 'floor_area' | 'land_area' | 'salary_min' | 'salary_max';

/**
 * A number of the ad's fields, or null when it has none. Values were checked when written;
 * anything that is not a JSON number still becomes null (never a cast error).
 */
function numberOf(field: NumberField): SQL {
  const key = sql.raw(`'${field}'`);
  return sql`(case when jsonb_typeof(${ads.fields} -> ${key}) = 'number' then (${ads.fields} ->> ${key})::numeric end)`;
}

function within(value: SQL, bounds: Bounds | undefined): SQL[] {
  if (!bounds) return [];
  const where: SQL[] = [];
  if (bounds.min !== undefined) where.push(sql`${value} >= ${String(bounds.min)}::numeric`);
  if (bounds.max !== undefined) where.push(sql`${value} <= ${String(bounds.max)}::numeric`);
  return where;
}

export function fieldConditions(filter: ListingFieldConditions | undefined): SQL[] {
  if (!filter) return [];
  const where: SQL[] = [];
  if (filter.contains && Object.keys(filter.contains).length > 0)
    where.push(sql`${ads.fields} @> ${JSON.stringify(filter.contains)}::jsonb`);
  if (filter.model !== undefined)
    where.push(sql`lower(${ads.fields} ->> 'model') = lower(${filter.model})`);
  where.push(...within(numberOf('year'), filter.year));
  if (filter.bedroomsMin !== undefined)
    where.push(...within(numberOf('bedrooms'), { min: filter.bedroomsMin }));
  where.push(
    ...within(sql`coalesce(${numberOf('floor_area')}, ${numberOf('land_area')})`, filter.area),
  );
  if (filter.salary) {
    // The ad's range [low, high] overlaps the wanted one: high >= min and low <= max.
    const low = sql`coalesce(${numberOf('salary_min')}, ${numberOf('salary_max')})`;
    const high = sql`coalesce(${numberOf('salary_max')}, ${numberOf('salary_min')})`;
    where.push(...within(high, { min: filter.salary.min }));
    where.push(...within(low, { max: filter.salary.max }));
  }
  return where;
}

/** What a job sort's key is when the ad has no such date: after every real date. */
export const NO_JOB_DATE = '9999-12-31';

/**
 * A job sort's key: the ISO date (text orders as the date does), never null, so keyset pages
 * compare plainly; written as the `ads_active_category_*_date_idx` indexes write it.
 */
export function jobDateKey(sort: ListingJobSort): SQL {
  const key = sql.raw(sort === 'start-date' ? `'start_date'` : `'end_date'`);
  return sql`coalesce((${ads.fields} ->> ${key}), ${sql.raw(`'${NO_JOB_DATE}'`)})`;
}

/**
 * A category slug's ads' categories (its subcategories, or itself) and the one subcategory
 * type they share (null when they differ), or undefined for an unknown slug.
 */
export async function categoryScopeOf(
  db: Db,
  slug: string,
): Promise<{ ids: number[]; type: SubcategoryType | null } | undefined> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!category) return undefined;
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, type: categories.type })
    .from(categories)
    .where(or(eq(categories.id, category.id), eq(categories.parentId, category.id)));
  const subs = rows.filter((row) => row.parentId === category.id);
  const scope = subs.length > 0 ? subs : rows.filter((row) => row.id === category.id);
  const types = new Set(scope.map((row) => row.type));
  const [type] = types;
  return {
    ids: scope.map((row) => row.id),
    type:
      types.size === 1 && (SUBCATEGORY_TYPES as readonly string[]).includes(type!)
        ? (type as SubcategoryType)
        : null,
  };
}
