import { describe, expect, it } from 'vitest';
import {
  isSignedIn,
  requireGuest,
  requireStoreVisit,
  requireUser,
  storeIdOf,
} from './guards.server.ts';

const request = (path: string, cookie = '') =>
  new Request(`http://localhost${path}`, { headers: { cookie } });

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the guard to throw');
}

describe('guards', () => {
  it('counts a visitor as signed in by the session first, else by the access token cookie', () => {
    expect(isSignedIn(request('/', 'access_token=abc'))).toBe(true);
    expect(isSignedIn(request('/'))).toBe(false);
    expect(isSignedIn(request('/', 'access_token=abc'), { loggedIn: false })).toBe(false);
  });

  it('sends a signed-in user away from guest-only pages to /me, in the same language form', async () => {
    const response = await thrown(() => requireGuest(request('/km/login', 'access_token=abc')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/km/me');
    expect(() => requireGuest(request('/login'))).not.toThrow();
  });

  it('sends a signed-out visitor to /login with the page to come back to', async () => {
    const response = await thrown(() => requireUser(request('/me/saved?page=2')));
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fme%2Fsaved%3Fpage%3D2');
    const khmer = await thrown(() => requireUser(request('/km/post')));
    expect(khmer.headers.get('location')).toBe('/km/login?redirect=%2Fkm%2Fpost');
    expect(() => requireUser(request('/me', 'access_token=abc'))).not.toThrow();
  });

  it('lets a member into their own store pages only; any other store is a 404', async () => {
    const signedIn = 'access_token=abc';
    expect(
      requireStoreVisit(request('/me/store-12/members', signedIn), { id: '12' }, ['12', '40']),
    ).toBe('12');
    expect(requireStoreVisit(request('/checkout?storeid=40', signedIn), {}, ['12', '40'])).toBe(
      '40',
    );
    expect(
      (
        await thrown(() =>
          requireStoreVisit(request('/me/store-99', signedIn), { id: '99' }, ['12']),
        )
      ).status,
    ).toBe(404);
    expect((await thrown(() => requireStoreVisit(request('/checkout'), {}, ['12']))).status).toBe(
      302,
    );
    expect(storeIdOf(request('/x?store_id=7'), {})).toBe('7');
    expect(storeIdOf(request('/x?store_id=drop%20table'), {})).toBeUndefined();
  });
});
