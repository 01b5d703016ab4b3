import { describe, expect, it } from 'vitest';
import { activeProfileOf } from './active-profile.ts';

const stores = [
  { id: '7', name: 'Sokha Phones' },
  { id: '12', name: 'Dara Motors' },
];

describe('the active profile', () => {
  it('is the store the path or the query names, when it is one of the member’s', () => {
    expect(activeProfileOf('/me/store-7', '', stores)).toEqual({ type: 'store', store: stores[0] });
    expect(activeProfileOf('/km/me/store-12/members', '', stores)).toMatchObject({
      store: { id: '12' },
    });
    expect(activeProfileOf('/post', '?store_id=12', stores)).toMatchObject({ store: { id: '12' } });
    expect(activeProfileOf('/en/post', '?storeid=7', stores)).toMatchObject({ store: { id: '7' } });
  });

  it('is the member anywhere else, and for a store that is not theirs', () => {
    expect(activeProfileOf('/me', '', stores)).toEqual({ type: 'user' });
    expect(activeProfileOf('/me/store-99', '', stores)).toEqual({ type: 'user' });
    expect(activeProfileOf('/post', '?store_id=__proto__', stores)).toEqual({ type: 'user' });
    expect(activeProfileOf('/me/store-7x', '', stores)).toEqual({ type: 'user' });
    expect(activeProfileOf('/me/store-7', '', [])).toEqual({ type: 'user' });
  });
});
