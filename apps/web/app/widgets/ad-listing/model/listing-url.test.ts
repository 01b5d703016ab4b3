import { parseListingQuery } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  chipTargets,
  cleanFormParams,
  filledPlaces,
  listingHref,
  nextPageHref,
  ownQuery,
} from './listing-url.ts';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search)).query;

describe('the listing address', () => {
  it('leaves defaults out and keeps the parameters in a fixed order', () => {
    expect(listingHref('/all-ads', parse('sort=latest&limit=16'))).toBe('/all-ads');
    expect(listingHref('/all-ads', parse('sort=price-asc&q=honda&price_max=900'))).toBe(
      '/all-ads?q=honda&price_max=900&sort=price-asc',
    );
  });

  it('never carries what the path fixes, and asks the API for the path’s value', () => {
    const query = parse('category=phones&location=kampot&q=civic');
    expect(ownQuery(query, { category: 'cars' })).toEqual(parse('location=kampot&q=civic'));
    expect(apiQuery(query, { category: 'cars' })).toMatchObject({
      category: 'cars',
      location: 'kampot',
      q: 'civic',
    });
    expect(apiQuery(query, { location: 'phnom-penh' })).toMatchObject({
      category: 'phones',
      location: 'phnom-penh',
    });
  });
});

describe('chip targets', () => {
  it('gives each active filter a link to the same page without it and without the cursor', () => {
    const query = parse('q=civic&price_min=100&condition=used&sort=price-desc&cursor=abc');
    expect(chipTargets('/km/c-cars', query)).toEqual([
      {
        param: 'q',
        value: 'civic',
        href: '/km/c-cars?price_min=100&condition=used&sort=price-desc',
      },
      {
        param: 'price_min',
        value: 100,
        href: '/km/c-cars?q=civic&condition=used&sort=price-desc',
      },
      {
        param: 'condition',
        value: 'used',
        href: '/km/c-cars?q=civic&price_min=100&sort=price-desc',
      },
    ]);
  });

  it('makes no chip for the sort, the page size or the cursor', () => {
    expect(chipTargets('/all-ads', parse('sort=newest&limit=5&cursor=abc'))).toEqual([]);
  });

  it('encodes the keyword in the links', () => {
    const [, chip] = chipTargets('/search-result', parse('q=ទូរសព្ទ %26 case&posted=today'));
    expect(chip?.href).toBe(
      `/search-result?q=${encodeURIComponent('ទូរសព្ទ & case').replace(/%20/g, '+')}`,
    );
  });
});

describe('the next page', () => {
  it('keeps the filters and adds the cursor', () => {
    expect(nextPageHref('/c-cars', parse('price_max=900&cursor=old'), 'eyJuZXh0Ijox')).toBe(
      '/c-cars?price_max=900&cursor=eyJuZXh0Ijox',
    );
  });

  it('is none on the last page', () => {
    expect(nextPageHref('/c-cars', parse(''), null)).toBeNull();
  });
});

describe('the form as JavaScript submits it', () => {
  it('drops empty fields and defaults', () => {
    const form = new URLSearchParams(
      'q=&category=&location=kampot&price_min=&price_max=900&condition=&posted=&sort=latest',
    );
    expect(cleanFormParams(form).toString()).toBe('location=kampot&price_max=900');
  });

  it('keeps what the page must say it corrected or ignored, as typed', () => {
    const bad = new URLSearchParams('q=&location=kampot&price_max=abc&sort=latest');
    expect(cleanFormParams(bad).toString()).toBe('location=kampot&price_max=abc&sort=latest');
    // A reversed price range is swapped by the page, which says so.
    const reversed = new URLSearchParams('price_min=900&price_max=100&condition=');
    expect(cleanFormParams(reversed).toString()).toBe('price_min=900&price_max=100');
  });
});

describe('filledPlaces', () => {
  it('keeps the place fields up to the first empty one', () => {
    expect(filledPlaces(['phnom-penh', 'chamkar-mon', 'tonle-basak'])).toEqual([
      'phnom-penh',
      'chamkar-mon',
      'tonle-basak',
    ]);
    expect(filledPlaces(['phnom-penh', '', 'tonle-basak'])).toEqual(['phnom-penh']);
    expect(filledPlaces(['', 'chamkar-mon'])).toEqual([]);
    expect(filledPlaces([' siem-reap '])).toEqual(['siem-reap']);
  });

  it('reads at most three fields', () => {
    expect(filledPlaces(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(filledPlaces([])).toEqual([]);
  });
});
