import type { CategoryIndex, Locale, SubcategoryType } from '@repo/domain';
// The zod-free part of the domain: the form uses these too (ADR 0012).
import {
  LISTING_FIELD_FILTERS,
  LISTING_FIELD_PARAMS,
  type ListingFieldFilter,
  type ListingFieldParam,
  type ListingFieldQuery,
} from '@repo/domain/listing';
import { formatPrice, toKhmerDigits } from '@repo/i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A listing's category filters as the page shows them (ADR 0028): which
 * apply, and their names, options, chips and form values, from the domain's definitions and
 * the catalogs (`ad.fields`, `ad.options`, `listingFields`).
 */

const FILTERS = new Map<string, ListingFieldFilter>(
  Object.values(LISTING_FIELD_FILTERS).flatMap((filters) =>
    filters.map((filter) => [filter.param, filter] as const),
  ),
);

export function isFieldParam(param: string): param is ListingFieldParam {
  return FILTERS.has(param);
}

/**
 * The subcategory type a listing's category fixes: a subcategory's own, a main category's when
 * all its subcategories share it; null when there is no category or no one type (or the slug
 * is unknown).
 */
export function listingTypeOf(
  index: Pick<CategoryIndex, 'bySlug' | 'subsByParent'>,
  slug: string | undefined,
): SubcategoryType | null {
  const category = slug === undefined ? undefined : index.bySlug[slug];
  if (!category) return null;
  const subs = index.subsByParent[category.id] ?? [];
  const types = new Set((subs.length > 0 ? subs : [category]).map((item) => item.meta?.type));
  const [type] = types;
  return types.size === 1 && type !== undefined ? type : null;
}

/** A filter's name: the ad field's own (`ad.fields`), or its bound's (`listingFields.params`). */
export function fieldFilterLabel(t: Translate, param: ListingFieldParam): string {
  const filter = FILTERS.get(param)!;
  return filter.match === 'min' || filter.match === 'max'
    ? param === 'bedrooms'
      ? t('ad.fields.bedrooms')
      : t(`listingFields.params.${param}`)
    : t(`ad.fields.${filter.field}`);
}

/** An option's name: a proper noun of the definition (brands), else `ad.options`. */
export function fieldOptionLabel(t: Translate, filter: ListingFieldFilter, value: string): string {
  return filter.definition.labels?.[value] ?? t(`ad.options.${filter.field}.${value}`);
}

/** The range a reversed pair was swapped in, named by its upper bound's parameter. */
export function fieldRangeOf(param: string): 'year' | 'area' | 'salary' | undefined {
  return param === 'year_max'
    ? 'year'
    : param === 'area_max'
      ? 'area'
      : param === 'salary_max'
        ? 'salary'
        : undefined;
}

function number(value: number, locale: Locale, grouped = true): string {
  const text = grouped ? value.toLocaleString('en-US') : String(value);
  return locale === 'km' ? toKhmerDigits(text) : text;
}

/** A category filter's chip. */
export function fieldChipLabel(
  t: Translate,
  locale: Locale,
  param: ListingFieldParam,
  value: string | number,
): string {
  const filter = FILTERS.get(param)!;
  const amount = Number(value);
  switch (param) {
    case 'model':
      return t('listingFields.chips.model', { model: value });
    case 'year_min':
      return t('listingFields.chips.yearMin', { year: number(amount, locale, false) });
    case 'year_max':
      return t('listingFields.chips.yearMax', { year: number(amount, locale, false) });
    case 'bedrooms':
      return t('listingFields.chips.bedrooms', { number: number(amount, locale) });
    case 'area_min':
      return t('listingFields.chips.areaMin', { area: number(amount, locale) });
    case 'area_max':
      return t('listingFields.chips.areaMax', { area: number(amount, locale) });
    case 'salary_min':
      return t('listingFields.chips.salaryMin', { price: formatPrice(amount, locale) });
    case 'salary_max':
      return t('listingFields.chips.salaryMax', { price: formatPrice(amount, locale) });
    default:
      return fieldOptionLabel(t, filter, String(value));
  }
}

/** The form's values of the category filters (empty when unset). */
export function fieldFormValues(query: ListingFieldQuery): Record<ListingFieldParam, string> {
  return Object.fromEntries(
    LISTING_FIELD_PARAMS.map((param) => [
      param,
      query[param] === undefined ? '' : String(query[param]),
    ]),
  ) as Record<ListingFieldParam, string>;
}
