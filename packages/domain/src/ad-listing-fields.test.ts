import { describe, expect, it } from 'vitest';
import { AD_FIELD_DEFINITIONS } from './ad-fields.ts';
import {
  LISTING_FIELD_FILTERS,
  LISTING_LIMIT,
  LISTING_FIELD_PARAMS,
  listingFieldFiltersFor,
  listingSearchParams,
  narrowListingQuery,
  parseListingQuery,
} from './ad-listing.ts';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));
const noteText = (notes: { param: string; reason: string }[]) =>
  notes.map((note) => `${note.param}:${note.reason}`);

describe('category filters', () => {
  it('are drawn from the ad field definitions', () => {
    for (const [type, filters] of Object.entries(LISTING_FIELD_FILTERS)) {
      for (const filter of filters) {
        const definitions = AD_FIELD_DEFINITIONS[type as keyof typeof AD_FIELD_DEFINITIONS];
        expect(definitions, filter.param).toContain(filter.definition);
      }
    }
    expect(listingFieldFiltersFor('auto').map((filter) => filter.param)).toEqual([
      'brand',
      'model',
      'year_min',
      'year_max',
      'transmission',
      'fuel',
      'body_type',
    ]);
    expect(listingFieldFiltersFor('general')).toEqual([]);
    expect(listingFieldFiltersFor(null)).toEqual([]);
    expect(new Set(LISTING_FIELD_PARAMS).size).toBe(LISTING_FIELD_PARAMS.length);
  });

  it('reads every filter of cars, property and jobs, and the job sorts', () => {
    expect(
      parse(
        'brand=toyota&model=+Camry++Hybrid+&year_min=2015&year_max=2020&transmission=auto&fuel=petrol&body_type=suv',
      ),
    ).toEqual({
      query: {
        sort: 'latest',
        limit: LISTING_LIMIT.default,
        brand: 'toyota',
        model: 'Camry Hybrid',
        year_min: 2015,
        year_max: 2020,
        transmission: 'auto',
        fuel: 'petrol',
        body_type: 'suv',
      },
      notes: [],
    });
    expect(
      parse('offer_type=rent&property_type=condo&bedrooms=2%2B&area_min=50&area_max=120.5').query,
    ).toMatchObject({
      offer_type: 'rent',
      property_type: 'condo',
      bedrooms: 2,
      area_min: 50,
      area_max: 120.5,
    });
    expect(
      parse('job_type=full-time&salary_min=300&salary_max=800&sort=start-date').query,
    ).toMatchObject({
      job_type: 'full-time',
      salary_min: 300,
      salary_max: 800,
      sort: 'start-date',
    });
    expect(parse('sort=end-date').query.sort).toBe('end-date');
  });

  it('drops values their field does not allow, each with a note, and swaps reversed ranges', () => {
    const { query, notes } = parse(
      `brand=tata&model=${'x'.repeat(61)}&year_min=1800&year_max=20x&transmission=cvt&fuel=&body_type=SUV&offer_type=swap&property_type=castle&bedrooms=2.5&area_min=-1&area_max=1e9&job_type=gig&salary_min=lots&salary_max=99999999`,
    );
    expect(query).toEqual({ sort: 'latest', limit: LISTING_LIMIT.default });
    expect(noteText(notes)).toEqual([
      'brand:invalid',
      'model:invalid',
      'year_min:invalid',
      'year_max:invalid',
      'transmission:invalid',
      'body_type:invalid',
      'offer_type:invalid',
      'property_type:invalid',
      'bedrooms:invalid',
      'area_min:invalid',
      'area_max:invalid',
      'job_type:invalid',
      'salary_min:invalid',
      'salary_max:invalid',
    ]);
    const swapped = parse(
      'year_min=2022&year_max=2010&area_min=300&area_max=100&salary_min=900&salary_max=200',
    );
    expect(swapped.query).toMatchObject({
      year_min: 2010,
      year_max: 2022,
      area_min: 100,
      area_max: 300,
      salary_min: 200,
      salary_max: 900,
    });
    expect(noteText(swapped.notes)).toEqual([
      'year_max:swapped',
      'area_max:swapped',
      'salary_max:swapped',
    ]);
  });

  it('keeps only the filters of the category’s type; job sorts only for jobs', () => {
    const { query } = parse('brand=honda&bedrooms=3&job_type=contract&sort=start-date&q=civic');
    const cars = narrowListingQuery(query, 'auto');
    expect(cars.query).toEqual({
      q: 'civic',
      brand: 'honda',
      sort: 'latest',
      limit: LISTING_LIMIT.default,
    });
    expect(noteText(cars.notes)).toEqual([
      'bedrooms:inapplicable',
      'job_type:inapplicable',
      'sort:inapplicable',
    ]);
    const jobs = narrowListingQuery(query, 'job');
    expect(jobs.query).toMatchObject({ job_type: 'contract', sort: 'start-date' });
    expect(jobs.query).not.toHaveProperty('brand');
    expect(noteText(jobs.notes)).toEqual(['brand:inapplicable', 'bedrooms:inapplicable']);
    const none = narrowListingQuery(query, null);
    expect(none.query).toEqual({ q: 'civic', sort: 'latest', limit: LISTING_LIMIT.default });
    // Nothing to drop: no note, the query unchanged.
    expect(narrowListingQuery(parse('sort=price-asc').query, null)).toEqual({
      query: { sort: 'price-asc', limit: LISTING_LIMIT.default },
      notes: [],
    });
  });

  it('round-trips through URL parameters, in chip order', () => {
    const { query } = parse('year_max=2020&brand=toyota&model=Camry&sort=start-date');
    expect(listingSearchParams(query).toString()).toBe(
      'brand=toyota&model=Camry&year_max=2020&sort=start-date',
    );
  });
});
