import { AD_FIELD_DEFINITIONS, type AdFieldDefinition } from './ad-fields.ts';
import type { ListingNote } from './ad-listing.ts';
import type { SubcategoryType } from './category.ts';

/**
 * A category's own filters and the job sorts of a listing (ADR 0028).
 * Each filter reads one ad field of `fields`, and that field's definition in
 * ad-fields.ts checks its value (options, bounds), so nothing here repeats an option list.
 * They apply only when the listing's category fixes one subcategory type (a main category:
 * when all its subcategories share it); `narrowListingQuery` drops the others with a note.
 * Zod-free: browser code imports it through `@repo/domain/listing`.
 */

/**
 * How a filter compares with the ad's field: `select` equals one of the field's options;
 * `text` equals it ignoring case; `min` / `max` bound a number.
 */
export type ListingFieldMatch = 'select' | 'text' | 'min' | 'max';

/** The values of the category filters in a listing query. */
export interface ListingFieldQuery {
  brand?: string;
  /** Equal to the ad's model, ignoring case. */
  model?: string;
  year_min?: number;
  year_max?: number;
  transmission?: string;
  fuel?: string;
  body_type?: string;
  offer_type?: string;
  property_type?: string;
  /** At least this many bedrooms ("2+"). */
  bedrooms?: number;
  /** m²: the ad's floor area, or its land area when it has no floor area (land). */
  area_min?: number;
  area_max?: number;
  job_type?: string;
  /** USD: the ad's salary range overlaps [salary_min, salary_max]. */
  salary_min?: number;
  salary_max?: number;
}
export type ListingFieldParam = keyof ListingFieldQuery & string;

export interface ListingFieldFilter {
  param: ListingFieldParam;
  /** The ad field it reads; its definition checks the value, and names it (`ad.fields.*`). */
  field: string;
  match: ListingFieldMatch;
  definition: AdFieldDefinition;
}

/** The subcategory types that have filters of their own. */
export type ListingFieldType = 'auto' | 'property' | 'job';

function filter(
  type: ListingFieldType,
  param: ListingFieldParam,
  match: ListingFieldMatch,
  field: string = param,
): ListingFieldFilter {
  const definition = AD_FIELD_DEFINITIONS[type].find((item) => item.key === field);
  if (!definition) throw new Error(`ad field ${type}.${field} is not defined`);
  return { param, field, match, definition };
}

/** Each type's filters, in the order the form and the chips show them. */
export const LISTING_FIELD_FILTERS: Record<ListingFieldType, readonly ListingFieldFilter[]> = {
  auto: [
    filter('auto', 'brand', 'select'),
    filter('auto', 'model', 'text'),
    filter('auto', 'year_min', 'min', 'year'),
    filter('auto', 'year_max', 'max', 'year'),
    filter('auto', 'transmission', 'select'),
    filter('auto', 'fuel', 'select'),
    filter('auto', 'body_type', 'select'),
  ],
  property: [
    filter('property', 'offer_type', 'select'),
    filter('property', 'property_type', 'select'),
    filter('property', 'bedrooms', 'min'),
    // Land has a land area and no floor area: the area is the floor area, else the land area.
    filter('property', 'area_min', 'min', 'floor_area'),
    filter('property', 'area_max', 'max', 'floor_area'),
  ],
  job: [
    filter('job', 'job_type', 'select'),
    filter('job', 'salary_min', 'min'),
    filter('job', 'salary_max', 'max'),
  ],
};

/** Every category filter's parameter, in chip order. */
export const LISTING_FIELD_PARAMS: readonly ListingFieldParam[] = Object.values(
  LISTING_FIELD_FILTERS,
).flatMap((filters) => filters.map((item) => item.param));

/** The ranges a listing query may hold (a reversed one is swapped, noted on its max). */
export const LISTING_FIELD_RANGES = [
  ['year_min', 'year_max'],
  ['area_min', 'area_max'],
  ['salary_min', 'salary_max'],
] as const satisfies readonly (readonly [ListingFieldParam, ListingFieldParam])[];

/** The sorts only job listings offer (spec §9): earliest first, ads without the date last. */
export const LISTING_JOB_SORTS = ['start-date', 'end-date'] as const;
export type ListingJobSort = (typeof LISTING_JOB_SORTS)[number];

/** The filters of a subcategory type (none for most types, or when there is no one type). */
export function listingFieldFiltersFor(
  type: SubcategoryType | null | undefined,
): readonly ListingFieldFilter[] {
  return type === 'auto' || type === 'property' || type === 'job'
    ? LISTING_FIELD_FILTERS[type]
    : [];
}

function fieldValue(item: ListingFieldFilter, text: string): string | number | null {
  const { definition } = item;
  if (item.match === 'select') return definition.options?.includes(text) ? text : null;
  if (item.match === 'text') {
    // eslint-disable-next-line no-control-regex -- control characters are never part of a value
    const clean = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
    return clean && [...clean].length <= (definition.max ?? 100) ? clean : null;
  }
  // A minimum may be written "2+"; a number has at most two decimals, and the field's bounds.
  const match = /^(\d{1,9}(?:\.\d{1,2})?)(\+?)$/.exec(text);
  if (!match || (match[2] && item.match !== 'min')) return null;
  const number = Number(match[1]);
  if (definition.integer && !Number.isInteger(number)) return null;
  if (definition.min !== undefined && number < definition.min) return null;
  if (definition.max !== undefined && number > definition.max) return null;
  return number;
}

/**
 * Reads the category filters (`read` gives a parameter's trimmed value): a value its field
 * does not allow is dropped with a note, a reversed range swapped. Which filters apply is
 * decided later (`narrowListingQuery`), once the category's type is known.
 */
export function parseListingFields(
  read: (name: string) => string | undefined,
  notes: ListingNote[],
): ListingFieldQuery {
  const query: Record<string, string | number> = {};
  for (const filters of Object.values(LISTING_FIELD_FILTERS)) {
    for (const item of filters) {
      const text = read(item.param);
      if (text === undefined) continue;
      const value = fieldValue(item, text);
      if (value === null) notes.push({ param: item.param, reason: 'invalid' });
      else query[item.param] = value;
    }
  }
  for (const [min, max] of LISTING_FIELD_RANGES) {
    const low = query[min];
    const high = query[max];
    if (typeof low === 'number' && typeof high === 'number' && low > high) {
      query[min] = high;
      query[max] = low;
      notes.push({ param: max, reason: 'swapped' });
    }
  }
  return query as ListingFieldQuery;
}

/**
 * The query as a listing of this subcategory type can use it (`null`: the category is not
 * of one type, or there is none): the other types' filters, and the job sorts outside jobs,
 * are dropped with an `inapplicable` note (the sort goes back to the default).
 */
export function narrowListingQuery<Q extends ListingFieldQuery & { sort: string }>(
  query: Q,
  type: SubcategoryType | null,
): { query: Q; notes: ListingNote[] } {
  const notes: ListingNote[] = [];
  const own = new Set<string>(listingFieldFiltersFor(type).map((item) => item.param));
  const narrowed: Q = { ...query };
  for (const param of LISTING_FIELD_PARAMS) {
    if (narrowed[param] === undefined || own.has(param)) continue;
    delete narrowed[param];
    notes.push({ param, reason: 'inapplicable' });
  }
  if (type !== 'job' && (LISTING_JOB_SORTS as readonly string[]).includes(query.sort)) {
    (narrowed as { sort: string }).sort = 'latest';
    notes.push({ param: 'sort', reason: 'inapplicable' });
  }
  return { query: narrowed, notes };
}
