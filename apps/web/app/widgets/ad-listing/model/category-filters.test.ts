import { indexCategories, parseListingQuery, type Category } from '@repo/domain';
import { i18nConfig, resources } from '@repo/i18n';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldChipLabel, fieldFilterLabel, listingTypeOf } from './category-filters.ts';
import { chipTargets } from './listing-url.ts';
import { noteLines } from './notes.ts';

function tFor(lng: 'en' | 'km') {
  const instance = createInstance();
  void instance.init({ ...i18nConfig, lng, resources, initImmediate: false });
  return instance.getFixedT(lng);
}

const category = (id: string, slug: string, parent: string, type: string): Category => ({
  id,
  slug,
  parent,
  meta: { name: { en: slug, km: slug }, icon: 'x', type: type as 'auto' },
});
const index = indexCategories([
  category('4', 'cars-vehicles', '0', 'auto'),
  category('401', 'cars', '4', 'auto'),
  category('406', 'car-parts', '4', 'general'),
  category('6', 'jobs', '0', 'job'),
  category('601', 'sales-jobs', '6', 'job'),
  category('602', 'it-jobs', '6', 'job'),
]);

describe('the category’s type', () => {
  it('is a subcategory’s own, or the one its main category’s subcategories share', () => {
    expect(listingTypeOf(index, 'cars')).toBe('auto');
    expect(listingTypeOf(index, 'jobs')).toBe('job');
    expect(listingTypeOf(index, 'cars-vehicles')).toBeNull();
    expect(listingTypeOf(index, 'atlantis')).toBeNull();
    expect(listingTypeOf(index, undefined)).toBeNull();
  });
});

describe('category filter chips and notes', () => {
  const en = tFor('en');
  const km = tFor('km');
  const query = parseListingQuery(
    new URLSearchParams(
      'brand=mercedes_benz&model=C200&year_min=2015&year_max=2020&transmission=auto&bedrooms=2&area_min=1500&salary_max=800',
    ),
  ).query;

  it('label each active filter from the catalogs, in English and Khmer', () => {
    const chips = chipTargets('/c-cars', query).map(({ param, value }) => [
      param,
      fieldChipLabel(en, 'en', param as never, value),
    ]);
    expect(chips).toEqual([
      ['brand', 'Mercedes-Benz'],
      ['model', 'Model: C200'],
      ['year_min', '2015 or newer'],
      ['year_max', '2020 or older'],
      ['transmission', 'Automatic'],
      ['bedrooms', '2+ bedrooms'],
      ['area_min', 'From 1,500 m²'],
      ['salary_max', 'Salary up to $800'],
    ]);
    expect(fieldChipLabel(km, 'km', 'year_min', 2015)).toBe('ឆ្នាំ ២០១៥ ឬថ្មីជាង');
    expect(fieldChipLabel(km, 'km', 'transmission', 'manual')).toBe(
      km('ad.options.transmission.manual'),
    );
    expect(fieldFilterLabel(en, 'fuel')).toBe('Fuel');
    expect(fieldFilterLabel(en, 'area_max')).toBe('Area up to (m²)');
  });

  it('say which filters were dropped, swapped or did not apply', () => {
    expect(
      noteLines(en, [
        { param: 'brand', reason: 'invalid' },
        { param: 'year_max', reason: 'swapped' },
        { param: 'bedrooms', reason: 'inapplicable' },
        { param: 'sort', reason: 'inapplicable' },
        { param: 'price_max', reason: 'swapped' },
      ]),
    ).toEqual([
      'Brand: this value was not understood.',
      'The year range was the wrong way round, so its ends were swapped.',
      'Bedrooms: not available in this category, so it was ignored.',
      'Sort by: not available in this category, so it was ignored.',
      'The lowest and highest price were the wrong way round, so they were swapped.',
    ]);
    expect(noteLines(km, [{ param: 'salary_max', reason: 'swapped' }])).toEqual([
      'ចន្លោះប្រាក់ខែត្រូវបានដាក់បញ្ច្រាសគ្នា ដូច្នេះយើងបានប្ដូរវាវិញ។',
    ]);
  });
});
