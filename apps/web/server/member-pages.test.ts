import { describe, expect, it } from 'vitest';
import { memberPageKey } from './member-pages.js';

const member = { cookie: 'device_id=abc123456; access_token=tok; refresh_token=ref' };

describe('memberPageKey', () => {
  it('answers the shared pages from a template: home, listings, an ad page, in either language', () => {
    for (const url of [
      '/',
      '/km',
      '/en/',
      '/all-ads',
      '/km/all-ads-in-phnom-penh?sort=price',
      '/c-cars',
      '/en/search-result?q=honda',
      '/toyota-vios-2012-adid-42',
      '/km/%E1%9E%9B%E1%9E%80%E1%9F%8B-adid-42?ref=x',
    ])
      expect(memberPageKey('GET', url, member), url).toMatch(/\nmember$/);
  });

  it("renders the member's own pages, posts, hard reloads and visitors", () => {
    for (const url of ['/me', '/km/me/settings', '/post', '/login', '/x-adid-1/edit', '/adid-'])
      expect(memberPageKey('GET', url, member), url).toBeNull();
    expect(memberPageKey('POST', '/toyota-adid-42', member)).toBeNull();
    expect(
      memberPageKey('GET', '/toyota-adid-42', { ...member, 'cache-control': 'no-cache' }),
    ).toBeNull();
    expect(memberPageKey('GET', '/toyota-adid-42', { cookie: 'device_id=abc123456' })).toBeNull();
    expect(memberPageKey('GET', '/toyota-adid-42', { cookie: 'access_token=' })).toBeNull();
  });

  it('is the same template for every member and device', () => {
    expect(
      memberPageKey('GET', '/toyota-adid-42', {
        cookie: 'device_id=zzz999999; access_token=other; refresh_token=r2',
      }),
    ).toBe(memberPageKey('GET', '/toyota-adid-42', member));
  });
});
