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
import type { Place } from '../model/form-values.ts';

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

export type { Place };

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

const PARENT_CODE = /^\d{2}(?:\d{2})?$/;

/**
 * The districts of a province (2 digits) or the communes of a district (4 digits), in the
 * page's language. An unknown code or an API failure is an empty list: the select then
 * offers nothing, and the form still posts with the province alone.
 */
export async function placesIn(
  context: AppLoadContext,
  parent: string | null | undefined,
  locale: Locale,
): Promise<Place[]> {
  if (!parent || !PARENT_CODE.test(parent)) return [];
  try {
    const places = await apiClientFor(context).locations.list({ parent });
    return places.map((place) => ({ id: place.id, name: place.name[locale] || place.name.en }));
  } catch {
    return [];
  }
}

/** The district and commune lists that go with the chosen province and district. */
export async function placeListsFor(
  context: AppLoadContext,
  chosen: { province?: string | null; district?: string | null },
  locale: Locale,
): Promise<{ districts: Place[]; communes: Place[] }> {
  const province = chosen.province ?? '';
  const district = chosen.district && chosen.district.startsWith(province) ? chosen.district : '';
  const [districts, communes] = await Promise.all([
    placesIn(context, province, locale),
    placesIn(context, district, locale),
  ]);
  return { districts, communes };
}
