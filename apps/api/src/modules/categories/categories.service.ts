import { adFieldsFor, TOP_LEVEL_PARENT, type Category, type SubcategoryType } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { serialise, type CachedBody } from '../../lib/cached-body.ts';
import {
  listActiveCategories,
  searchCategories,
  type CategoryRow,
} from './categories.repository.ts';

export type CategoryVariant = 'browse' | 'browse-meta' | 'posting';

export interface CategoryService {
  /** The serialised `{ data: [...] }` body of a variant, cached for the configured TTL. */
  list(variant: CategoryVariant): Promise<CachedBody>;
  search(text: string, limit?: number): Promise<Category[]>;
  /** Drops cached bodies, e.g. after the tree changed. */
  invalidate(): void;
}

export function toCategoryDto(row: CategoryRow, variant: CategoryVariant = 'browse-meta') {
  const base = {
    id: String(row.id),
    slug: row.slug,
    parent: row.parentId === null ? TOP_LEVEL_PARENT : String(row.parentId),
  };
  if (variant === 'browse') return base;
  const type = row.type as SubcategoryType;
  const meta = { name: { en: row.nameEn, km: row.nameKm }, icon: row.icon, type };
  return variant === 'posting'
    ? { ...base, meta: { ...meta, fields: adFieldsFor(type) } }
    : { ...base, meta };
}

export function createCategoryService(options: {
  db: Db;
  ttlMs: number;
  now?: () => number;
}): CategoryService {
  const { db, ttlMs, now = Date.now } = options;
  const cache = createTtlCache<CategoryVariant, CachedBody>(ttlMs, now);

  async function build(variant: CategoryVariant): Promise<CachedBody> {
    const rows = await listActiveCategories(db);
    return serialise({ data: rows.map((row) => toCategoryDto(row, variant)) });
  }

  return {
    list(variant) {
      return cache.get(variant, () => build(variant));
    },
    async search(text, limit = 20) {
      const rows = await searchCategories(db, text, limit);
      return rows.map((row) => toCategoryDto(row) as Category);
    },
    invalidate() {
      cache.clear();
    },
  };
}
