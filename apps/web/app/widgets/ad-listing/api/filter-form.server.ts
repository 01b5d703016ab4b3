import type { AppLoadContext } from '@remix-run/node';
import {
  defaultListingSort,
  indexCategories,
  narrowListingQuery,
  TOP_LEVEL_PARENT,
  type Category,
  type CategoryIndex,
  type ListingQuery,
  type Locale,
  type Location,
} from '@repo/domain';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import type { ReferenceResult } from '~/shared/lib/reference-cache.server.ts';
import { fieldFormValues, listingTypeOf } from '../model/category-filters.ts';
import { ownQuery, type ListingFixed } from '../model/listing-url.ts';
import { readListingQuery } from './listing-address.server.ts';
import { loadPlaceChoices } from './place-choices.server.ts';

/** The id of the main category a chosen category slug is, or belongs to. */
function chosenMain(index: CategoryIndex<Category>, slug: string | undefined): string | undefined {
  const category = slug === undefined ? undefined : index.bySlug[slug];
  if (!category) return undefined;
  return category.parent === TOP_LEVEL_PARENT ? category.id : category.parent;
}

/**
 * The filter form for a page's own query: the query narrowed to what its category allows
 * (with notes), the category index, the place fields and the form's values and choices.
 */
export async function loadFilterForm(
  context: AppLoadContext,
  options: {
    query: ListingQuery;
    fixed: ListingFixed;
    locale: Locale;
    categories: ReferenceResult<Category[]>;
    provinces: ReferenceResult<Location[]>;
  },
) {
  const { fixed, locale, categories, provinces } = options;
  const name = (value: { en: string; km: string } | undefined) => localizedName(value, locale);
  const index = indexCategories(categories.data);
  const own = ownQuery(options.query, fixed);
  // The category's type says which of its own filters and sorts apply (ADR 0012); when the
  // categories could not be read, the API's notes say it instead.
  const type = listingTypeOf(index, fixed.category ?? own.category);
  const narrowed =
    categories.data.length > 0 ? narrowListingQuery(own, type) : { query: own, notes: [] };
  // A place page's fields start at its own place, so a district or commune can be chosen.
  const place = await loadPlaceChoices(context, {
    slug: fixed.location ?? narrowed.query.location,
    provinces: provinces.data,
    locale,
  });
  return {
    own: narrowed.query,
    notes: narrowed.notes,
    index,
    placeName: fixed.location === undefined ? place.name : undefined,
    failed: categories.failed || provinces.failed || place.failed,
    form: formValues(narrowed.query),
    options: {
      /** The category's type: its own filters show, and jobs offer the job sorts. */
      type,
      // The path's own filter has no field: the path already says it. Every main category,
      // and the subcategories of the chosen one only (ADR 0024): choosing a main category
      // and applying offers its subcategories, as its own page does.
      categories:
        fixed.category === undefined
          ? index.mains.map((main) => ({
              slug: main.slug,
              name: name(main.meta?.name) || main.slug,
              subs:
                main.id === chosenMain(index, narrowed.query.category)
                  ? (index.subsByParent[main.id] ?? []).map((sub) => ({
                      slug: sub.slug,
                      name: name(sub.meta?.name) || sub.slug,
                    }))
                  : [],
            }))
          : null,
      // Province, district and commune; on a place page (`/all-ads-in-…`) set to that place,
      // and choosing another one goes to its page (`placePageRedirect`).
      places: place.choices,
    },
  };
}

export type FilterFormView = Pick<Awaited<ReturnType<typeof loadFilterForm>>, 'form' | 'options'>;

/**
 * The filter form alone (`/search`): the address's filters as the form's values and choices.
 * `failed`: some reference data could not be read.
 */
export async function loadSearchForm({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const [parsed, locale, categories, provinces] = await Promise.all([
    readListingQuery(new URL(request.url), context),
    getLocale(request),
    getCategories(context),
    getProvinces(context),
  ]);
  const filters = await loadFilterForm(context, {
    query: parsed.query,
    fixed: {},
    locale,
    categories,
    provinces,
  });
  return { form: filters.form, options: filters.options, failed: filters.failed };
}

/** The filter form's current values, as its fields hold them. */
function formValues(query: ListingQuery) {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    q: text(query.q),
    category: text(query.category),
    location: text(query.location),
    price_min: text(query.price_min),
    price_max: text(query.price_max),
    condition: text(query.condition),
    posted: text(query.posted),
    /** The category filters (brand, bedrooms, job type…). */
    fields: fieldFormValues(query),
    /** A member the address (not the path) names: kept by the form, never a field. */
    user: text(query.user),
    /** A store the address (not the path) names: kept like a member. */
    store: text(query.store),
    // The default sort is the select's empty option (see the filter form).
    sort: query.sort === defaultListingSort(query) ? '' : query.sort,
    limit: query.limit,
  };
}
