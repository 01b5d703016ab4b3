import type { Category } from './category.ts';
import { TOP_LEVEL_PARENT } from './constants.ts';

export interface CategoryIndex<C extends Category = Category> {
  all: C[];
  mains: C[];
  subsByParent: Record<string, C[]>;
  bySlug: Record<string, C>;
  byId: Record<string, C>;
}

/** Holds a flat category list the way spec §3 describes: all, mains, subs by parent, slugs, ids. */
export function indexCategories<C extends Category>(list: readonly C[]): CategoryIndex<C> {
  const index: CategoryIndex<C> = {
    all: [...list],
    mains: [],
    subsByParent: {},
    bySlug: {},
    byId: {},
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
