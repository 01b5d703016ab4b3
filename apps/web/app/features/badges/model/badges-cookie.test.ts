import { describe, expect, it } from 'vitest';
import { badgesCookie, countsOf, parseBadges, serializeBadges } from './badges-cookie.ts';

describe('the badges cookie', () => {
  it('round-trips the three counts', () => {
    const counts = { chat: 3, comment: 0, subscription_nearly_expired: 1 };
    expect(serializeBadges(counts)).toBe('3.0.1');
    expect(parseBadges('3.0.1')).toEqual(counts);
    expect(badgesCookie(counts, false)).toBe('badges=3.0.1; Path=/; Max-Age=180; SameSite=Lax');
  });

  it('refuses what it did not write, and bounds what the API said', () => {
    for (const bad of [undefined, '', '3', '3.0', 'a.b.c', '3.0.0.0', '99999.0.0', '__proto__'])
      expect(parseBadges(bad)).toBeNull();
    expect(countsOf({ chat: 123456, comment: -1 })).toEqual({
      chat: 9999,
      comment: 0,
      subscription_nearly_expired: 0,
    });
  });
});
