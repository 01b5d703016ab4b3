import { indexCategories, type Category } from '@repo/domain';

export interface CategoryBranch {
  category: Category;
  subcategories: Category[];
}

/** Main categories in order, each with its subcategories. */
export function buildCategoryTree(categories: readonly Category[]): CategoryBranch[] {
  const index = indexCategories(categories);
  return index.mains.map((category) => ({
    category,
    subcategories: index.subsByParent[category.id] ?? [],
  }));
}
