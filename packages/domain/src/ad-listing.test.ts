import { describe, expect, it } from 'vitest';
import { listingSearchParams, parseListingQuery } from './ad-listing.ts';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery', () => {
  it('reads every filter and the defaults', () => {
    expect(parse('')).toEqual({ query: { sort: 'latest', limit: 16 }, notes: [] });
    expect(
      parse(
        'q=+iphone+13+&category=cars&location=phnom-penh&price_min=100&price_max=2000.50&condition=used&posted=last-7-days&sort=price-asc&cursor=abc_DEF-1&limit=10',
      ),
    ).toEqual({
      query: {
        q: 'iphone 13',
        category: 'cars',
        location: 'phnom-penh',
        price_min: 100,
        price_max: 2000.5,
        condition: 'used',
        posted: 'last-7-days',
        sort: 'price-asc',
        cursor: 'abc_DEF-1',
        limit: 10,
      },
      notes: [],
    });
  });

  it('drops bad values with a note, swaps a reversed price range, never throws', () => {
    const { query, notes } = parse(
      "category=Cars'--&location=../etc&price_min=-5&price_max=abc&condition=broken&posted=yesterday&sort=random&cursor=%3Cx%3E&limit=0",
    );
    expect(query).toEqual({ sort: 'latest', limit: 16 });
    expect(notes.map((note) => `${note.param}:${note.reason}`)).toEqual([
      'category:invalid',
      'location:invalid',
      'price_min:invalid',
      'price_max:invalid',
      'condition:invalid',
      'posted:invalid',
      'sort:invalid',
      'cursor:invalid',
      'limit:invalid',
    ]);
    const swapped = parse('price_min=500&price_max=100');
    expect(swapped.query).toMatchObject({ price_min: 100, price_max: 500 });
    expect(swapped.notes).toEqual([{ param: 'price_max', reason: 'swapped' }]);
  });

  it('cuts a 10 kB keyword to 100 characters with a note, and clamps the limit', () => {
    const { query, notes } = parse(`q=${'ឡាន'.repeat(4000)}&limit=5000`);
    expect([...(query.q ?? '')].length).toBe(100);
    expect(query.limit).toBe(50);
    expect(notes).toEqual([{ param: 'q', reason: 'truncated' }]);
  });

  it('round-trips through URL parameters, leaving defaults out', () => {
    const { query } = parse('q=ផ្ទះ&sort=relevance&price_max=900&limit=16');
    expect(listingSearchParams(query).toString()).toBe(
      new URLSearchParams({ q: 'ផ្ទះ', price_max: '900' }).toString(),
    );
    // A keyword's default is the best match: the latest is then a choice, kept in the address.
    expect(listingSearchParams(parse('q=ផ្ទះ&sort=latest').query).get('sort')).toBe('latest');
    expect(listingSearchParams(parse('sort=latest&price_max=9').query).has('sort')).toBe(false);
  });

  it('sorts a keyword by relevance unless asked otherwise, and nothing else by it', () => {
    expect(parse('q=camry').query.sort).toBe('relevance');
    expect(parse('q=camry&sort=price-asc').query.sort).toBe('price-asc');
    expect(parse('').query.sort).toBe('latest');
    expect(parse('sort=relevance').query.sort).toBe('latest');
  });
});
