import type { AppLoadContext } from '@remix-run/node';
import {
  indexCategories,
  subcategoryTypeSchema,
  type Locale,
  type PostingCategory,
  type SubcategoryType,
} from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { createReferenceCache, type ReferenceResult } from '~/shared/lib/reference-cache.server.ts';

const postingCategories = createReferenceCache<PostingCategory[]>({
  name: 'posting categories',
  ttlMs: serverEnv.referenceCacheTtlMs,
  empty: [],
});

/** GET {api}/me/posts/categories: the categories an ad can be posted in, with their types. */
export function getPostingCategories(
  context: AppLoadContext,
): Promise<ReferenceResult<PostingCategory[]>> {
  return postingCategories.get(() => apiClientFor(context).categories.forPosting());
}

interface Choice {
  id: string;
  name: string;
}

/** A subcategory an ad can be posted in, with its main category, in the page's language. */
interface ChosenCategory extends Choice {
  type: SubcategoryType;
  main: Choice;
}

/** A category's name in the page's language (else in English, else its slug). */
export function nameOf(category: PostingCategory, locale: Locale): string {
  return category.meta.name[locale] || category.meta.name.en || category.slug;
}

/** The subcategory `id` names when an ad can be posted in it (with its type), else null. */
export function chosenCategory(
  categories: readonly PostingCategory[],
  id: string | null | undefined,
  locale: Locale,
): ChosenCategory | null {
  if (!id) return null;
  const index = indexCategories(categories);
  const sub = index.byId[id];
  const main = sub ? index.byId[sub.parent] : undefined;
  const type = subcategoryTypeSchema.safeParse(sub?.meta.type);
  if (!sub || !main || !type.success) return null;
  return {
    id: sub.id,
    name: nameOf(sub, locale),
    type: type.data,
    main: { id: main.id, name: nameOf(main, locale) },
  };
}
