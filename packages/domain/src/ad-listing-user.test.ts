import { describe, expect, it } from 'vitest';
import { listingSearchParams, parseListingQuery } from './ad-listing.ts';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery: user (a member’s ads)', () => {
  it('reads a username, lower-cased and trimmed, and writes it back', () => {
    expect(parse('user=+Sreymom.Chan_2+').query.user).toBe('sreymom.chan_2');
    expect(parse('user=abc').query.user).toBe('abc');
    expect(parse(`user=${'a'.repeat(30)}`).query.user).toBe('a'.repeat(30));
    expect(listingSearchParams({ user: 'dara-k', sort: 'latest' }).toString()).toBe('user=dara-k');
  });

  it.each([
    'ab',
    'a'.repeat(31),
    '.dara',
    'dara-',
    'da ra',
    'dara/../x',
    'ដារ៉ា',
    "x'; drop table ads; --",
    'dara%00',
  ])('drops %j with an invalid note', (value) => {
    const { query, notes } = parse(`user=${encodeURIComponent(value)}`);
    expect(query.user).toBeUndefined();
    expect(notes).toEqual([{ param: 'user', reason: 'invalid' }]);
  });

  it('ignores an empty user', () => {
    expect(parse('user=').notes).toEqual([]);
    expect(parse('user=').query.user).toBeUndefined();
  });
});
