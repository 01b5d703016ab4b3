import { describe, expect, it } from 'vitest';
import { isReservedUsername, RESERVED_PATHS } from './reserved-paths.ts';

describe('reserved usernames', () => {
  it('refuses every top-level route, in any case', () => {
    for (const path of ['en', 'km', 'me', 'search', 'login', 'feedback', 'safety-tips']) {
      expect(RESERVED_PATHS).toContain(path);
      expect(isReservedUsername(path.toUpperCase())).toBe(true);
    }
  });

  it('refuses names that look like the root-level patterns', () => {
    expect(isReservedUsername('c-cars')).toBe(true);
    expect(isReservedUsername('all-ads-in-phnom-penh')).toBe(true);
    expect(isReservedUsername('iphone-adid-12')).toBe(true);
  });

  it('allows ordinary names', () => {
    expect(isReservedUsername('sokha')).toBe(false);
    expect(isReservedUsername('dara-shop')).toBe(false);
  });
});
