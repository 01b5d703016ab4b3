import { describe, expect, it } from 'vitest';
import { parseSegment } from './parse-segment.ts';

describe('parseSegment', () => {
  it('reads the root-level patterns', () => {
    expect(parseSegment('c-cars')).toEqual({ kind: 'category', slug: 'cars' });
    expect(parseSegment('all-ads-in-phnom-penh')).toEqual({ kind: 'location', slug: 'phnom-penh' });
    expect(parseSegment('iphone-13-pro-adid-1042')).toEqual({
      kind: 'ad',
      titleSlug: 'iphone-13-pro',
      id: '1042',
    });
    expect(parseSegment('sokha.shop')).toEqual({ kind: 'profile', username: 'sokha.shop' });
  });

  it('refuses malformed slugs and reserved names', () => {
    expect(parseSegment('c-')).toEqual({ kind: 'invalid' });
    expect(parseSegment('c-Cars!')).toEqual({ kind: 'invalid' });
    expect(parseSegment('all-ads-in-')).toEqual({ kind: 'invalid' });
    expect(parseSegment('login')).toEqual({ kind: 'invalid' });
    expect(parseSegment('ផ្សារ')).toEqual({ kind: 'invalid' });
  });
});
