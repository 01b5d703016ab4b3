import { z } from 'zod';
import { SUBCATEGORY_TYPES } from './constants.ts';

export const subcategoryTypeSchema = z.enum(SUBCATEGORY_TYPES);
export type SubcategoryType = z.infer<typeof subcategoryTypeSchema>;

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
