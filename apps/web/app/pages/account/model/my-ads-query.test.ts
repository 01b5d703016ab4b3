import { describe, expect, it } from 'vitest';
import { myAdsSearch, myPostsApiQuery, readMyAdsQuery } from './my-ads-query.ts';

const read = (search: string) => readMyAdsQuery(new URLSearchParams(search));

describe('My ads query', () => {
  it('defaults to every ad, newest post first, first page', () => {
    expect(read('')).toEqual({ status: 'all', sort: 'posted', cursor: null });
  });

  it('reads a known filter, sort and cursor', () => {
    expect(read('status=sold&sort=price_desc&cursor=WyJwb3N0ZWQiLDFd')).toEqual({
      status: 'sold',
      sort: 'price_desc',
      cursor: 'WyJwb3N0ZWQiLDFd',
    });
  });

  it('ignores unknown values and cursors that are not base64url', () => {
    expect(read('status=deleted&sort=random&cursor=a%20b')).toEqual({
      status: 'all',
      sort: 'posted',
      cursor: null,
    });
    expect(read(`cursor=${'a'.repeat(201)}`).cursor).toBeNull();
  });

  it('writes the address without the defaults, so it round-trips', () => {
    expect(myAdsSearch({ status: 'all', sort: 'posted', cursor: null })).toBe('');
    const query = { status: 'expired', sort: 'renewed', cursor: 'abc_-1' } as const;
    expect(myAdsSearch(query)).toBe('?status=expired&sort=renewed&cursor=abc_-1');
    expect(read(myAdsSearch(query).slice(1))).toEqual(query);
  });

  it('asks the API for a status only when filtered, and for the page after the cursor', () => {
    expect(myPostsApiQuery({ status: 'all', sort: 'price_asc', cursor: null })).toEqual({
      sort: 'price_asc',
      limit: 10,
    });
    expect(myPostsApiQuery({ status: 'active', sort: 'posted', cursor: 'xyz' })).toEqual({
      status: 'active',
      sort: 'posted',
      cursor: 'xyz',
      limit: 10,
    });
  });
});
