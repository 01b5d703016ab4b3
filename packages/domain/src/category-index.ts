import type { Category } from './category.ts';
import { TOP_LEVEL_PARENT } from './constants.ts';

export interface CategoryIndex<C extends Category = Category> {
  all: C[];
  mains: C[];
  subsByParent: Record<string, C[] | undefined>;
  bySlug: Record<string, C | undefined>;
  byId: Record<string, C | undefined>;
}

/**
 * A lookup keyed by what a visitor typed (a slug from the path, an id from a form): without a
 * prototype, `constructor` or `__proto__` finds nothing instead of Object's members.
 */
export function dictionary<T>(): Record<string, T | undefined> {
  return Object.create(null) as Record<string, T | undefined>;
}

/** Holds a flat category list the way spec §3 describes: all, mains, subs by parent, slugs, ids. */
export function indexCategories<C extends Category>(list: readonly C[]): CategoryIndex<C> {
  const index: CategoryIndex<C> = {
    all: [...list],
    mains: [],
    subsByParent: dictionary(),
    bySlug: dictionary(),
    byId: dictionary(),
  };
  for (const category of list) {
    index.byId[category.id] = category;
    index.bySlug[category.slug] = category;
    if (category.parent === TOP_LEVEL_PARENT) {
      index.mains.push(category);
    } else {
      (index.subsByParent[category.parent] ??= []).push(category);
    }
  }
  return index;
}
