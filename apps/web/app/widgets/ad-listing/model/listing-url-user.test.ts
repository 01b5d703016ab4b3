import { parseListingQuery } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { apiQuery, chipTargets, cleanFormParams, listingHref, ownQuery } from './listing-url.ts';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search)).query;

describe('a member’s listing (`/{username}`)', () => {
  it('never carries the member the path fixes, and asks the API for the path’s member', () => {
    const query = parse('user=someone.else&q=honda&sort=price-asc');
    expect(ownQuery(query, { user: 'dara.sok' })).toEqual(parse('q=honda&sort=price-asc'));
    expect(apiQuery(query, { user: 'dara.sok' })).toMatchObject({ user: 'dara.sok', q: 'honda' });
    expect(listingHref('/dara.sok', ownQuery(query, { user: 'dara.sok' }))).toBe(
      '/dara.sok?q=honda&sort=price-asc',
    );
    expect(chipTargets('/dara.sok', ownQuery(query, { user: 'dara.sok' }))).toEqual([
      { param: 'q', value: 'honda', href: '/dara.sok?sort=price-asc' },
    ]);
  });

  it('elsewhere a member in the address is a removable chip and the form keeps it', () => {
    const query = parse('q=honda&user=Dara.Sok');
    expect(chipTargets('/all-ads', query)).toContainEqual({
      param: 'user',
      value: 'dara.sok',
      href: '/all-ads?q=honda',
    });
    expect(cleanFormParams(new URLSearchParams('q=&user=dara.sok&sort=latest')).toString()).toBe(
      'user=dara.sok',
    );
  });
});
