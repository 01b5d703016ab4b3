import { z } from 'zod';

/** The subcategory types of spec §3: they decide which fields an ad of that kind has. */
export const SUBCATEGORY_TYPES = ['auto', 'food', 'general', 'job', 'property', 'service'] as const;
export const subcategoryTypeSchema = z.enum(SUBCATEGORY_TYPES);
export type SubcategoryType = z.infer<typeof subcategoryTypeSchema>;

/** A top-level category's `parent` is the string "0" (spec §3). */
export const TOP_LEVEL_PARENT = '0';

export const localizedNameSchema = z.object({
  en: z.string().min(1),
  km: z.string().min(1),
});
export type LocalizedName = z.infer<typeof localizedNameSchema>;

const idSchema = z.string().regex(/^\d+$/, 'id must be a string of digits');
export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens');

export const categoryMetaSchema = z.object({
  name: localizedNameSchema,
  icon: z.string().min(1),
  type: subcategoryTypeSchema,
});
export type CategoryMeta = z.infer<typeof categoryMetaSchema>;

export const categorySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  parent: idSchema,
  meta: categoryMetaSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;

/** The posting variant adds the ad fields that the subcategory's type needs. */
export const postingCategorySchema = categorySchema.extend({
  meta: categoryMetaSchema.extend({ fields: z.array(z.string()) }),
});
export type PostingCategory = z.infer<typeof postingCategorySchema>;

export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) });
export const postingCategoriesResponseSchema = z.object({ data: z.array(postingCategorySchema) });

export interface CategoryIndex<C extends Category = Category> {
  all: C[];
  mains: C[];
  subsByParent: Record<string, C[]>;
  bySlug: Record<string, C>;
  byId: Record<string, C>;
}

/** Holds a flat category list the way spec §3 describes: all, mains, subs by parent, slugs, ids. */
export function indexCategories<C extends Category>(list: readonly C[]): CategoryIndex<C> {
  const index: CategoryIndex<C> = { all: [...list], mains: [], subsByParent: {}, bySlug: {}, byId: {} };
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
