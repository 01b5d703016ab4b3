import { publicProfileSchema, type PublicProfile, type User } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, users } from '../../db/schema.ts';
import { call, dataOf, errorOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { AD_FORM, postAd } from '../ads/ads.fixtures.ts';

const env = setupTestApp();

/** A verified member with this username; their id and token. */
async function memberNamed(username: string) {
  const { tokens } = await signUp(env.app, env.database.db);
  const user = dataOf<User>(
    await call(env.app, 'POST', '/api/me/username', {
      accessToken: tokens.access_token,
      body: { username },
    }),
  );
  return { id: user.id, token: tokens.access_token, createdAt: user.created_at };
}

const unique = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e9)}`;
const profile = (username: string) =>
  call(env.app, 'GET', `/api/users/${encodeURIComponent(username)}`);

describe('GET {api}/users/{username}', () => {
  it('answers the public fields only, with the count of active unexpired ads', async () => {
    const username = unique('sreymom.');
    const seller = await memberNamed(username);
    await postAd(env.app, seller.token);
    await postAd(env.app, seller.token, { ...AD_FORM, title: 'Samsung Galaxy S21 Ultra' });
    const sold = await postAd(env.app, seller.token, { ...AD_FORM, title: 'Nokia 3310 classic' });
    const expired = await postAd(env.app, seller.token, { ...AD_FORM, title: 'Old Sony Xperia' });
    await env.database.db
      .update(ads)
      .set({ status: 'sold' })
      .where(eq(ads.id, Number(sold.id)));
    await env.database.db
      .update(ads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ads.id, Number(expired.id)));

    // Any case finds the member (usernames are stored lower case).
    const response = await profile(username.toUpperCase());
    const data = dataOf<PublicProfile>(response);
    expect(publicProfileSchema.strict().parse(data)).toEqual({
      id: seller.id,
      username,
      first_name: 'Dara',
      last_name: 'Sok',
      display_name: 'Dara Sok',
      member_since: seller.createdAt,
      active_ads: 2,
    });
    // Nothing private, under any name.
    expect(response.body).not.toMatch(/phone|email|setting|password|google|locale|\+855/i);
  });

  it('is public: no token needed, and a member with no ads has 0', async () => {
    const username = unique('dara-');
    await memberNamed(username);
    const data = dataOf<PublicProfile>(await profile(username));
    expect(data.active_ads).toBe(0);
  });

  it('answers 404 NOT_FOUND for unknown, unverified and username-less accounts', async () => {
    expect(errorOf(await profile(unique('nobody')), 404).code).toBe('NOT_FOUND');

    // A pending (never verified) account that somehow holds a username is not shown.
    const username = unique('pending');
    const pending = await memberNamed(username);
    await env.database.db
      .update(users)
      .set({ status: 'pending' })
      .where(eq(users.id, Number(pending.id)));
    expect(errorOf(await profile(username), 404).code).toBe('NOT_FOUND');
  });

  it.each([
    'ab',
    'a'.repeat(31),
    'a'.repeat(250),
    '.dara',
    'dara sok',
    'ដារ៉ា',
    '12345',
    'login',
    "x'; drop table users; --",
    '%',
    'dara\u0000',
  ])('answers 404 NOT_FOUND (never 400 or 500) for the impossible username %j', async (name) => {
    expect(errorOf(await profile(name), 404).code).toBe('NOT_FOUND');
  });

  it('answers a path too long to route (over 256 characters) with the router’s 414, in the API error shape', async () => {
    expect(errorOf(await profile('a'.repeat(300)), 414).code).toBe('BAD_REQUEST');
  });
});
