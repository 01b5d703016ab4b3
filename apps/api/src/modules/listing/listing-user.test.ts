import type { AdListing } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import type { NewAdRow } from '../ads/ads.repository.ts';
import { insertAdRow, memberWithId } from '../ads/ads.fixtures.ts';

/** `GET {api}/posts?user={username}`: one member's ads (the page `/{username}`, ADR 0012). */

const clock = { at: Date.parse('2026-12-10T05:00:00.000Z') };

const SECOND = 1000;

const env = setupTestApp({ now: () => clock.at });

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e9)}`;

/** A verified member with this username (or none). */
async function member(username?: string) {
  const me = await memberWithId(env);
  if (username)
    await call(env.app, 'POST', '/api/me/username', { accessToken: me.token, body: { username } });
  return me;
}

/** An active ad of this member, renewed a second after the previous one unless told otherwise. */
const insertAd = (userId: number, values: Partial<NewAdRow> = {}) =>
  insertAdRow(env.database.db, userId, clock.at, {
    title: `Honda Dream 2020 no. ${++sequence}`,
    description: 'Runs well, papers ready.',
    ...values,
  });

async function list(query: string): Promise<AdListing> {
  return dataOf<AdListing>(await call(env.app, 'GET', `/api/posts?${query}`));
}
const idsOf = (listing: AdListing) => listing.items.map((item) => item.id);

describe('GET {api}/posts?user=', () => {
  it("lists only that member's active, unexpired ads, latest first, any case of the name", async () => {
    const username = unique('seller.');
    const seller = await member(username);
    const other = await member(unique('other-'));
    const first = await insertAd(seller.id);
    await insertAd(other.id);
    await insertAd(seller.id, { status: 'sold' });
    await insertAd(seller.id, { expiresAt: new Date(clock.at - SECOND) });
    const second = await insertAd(seller.id);

    const listing = await list(`user=${username.toUpperCase()}`);
    expect(idsOf(listing)).toEqual([second, first]);
    expect(listing.total).toBe(2);
    expect(listing.notes).toEqual([]);
  });

  it('combines with the other filters, sorts and keyset pages', async () => {
    const username = unique('shop');
    const seller = await member(username);
    const other = await member();
    const prices = [300, 100, 500, 200, 400];
    const byPrice: Record<number, string> = {};
    for (const price of prices)
      byPrice[price] = await insertAd(seller.id, {
        price: price.toFixed(2),
        title: `Yamaha Nmax ${price} scooter`,
      });
    await insertAd(other.id, { price: '150.00', title: 'Yamaha Nmax other scooter' });

    const cheap = await list(`user=${username}&sort=price-asc&limit=2`);
    expect(idsOf(cheap)).toEqual([byPrice[100], byPrice[200]]);
    expect(cheap.total).toBe(5);
    const next = await list(
      `user=${username}&sort=price-asc&limit=2&cursor=${encodeURIComponent(cheap.next_cursor!)}`,
    );
    expect(idsOf(next)).toEqual([byPrice[300], byPrice[400]]);

    const ranged = await list(`user=${username}&price_min=250&q=nmax&sort=price-desc`);
    expect(idsOf(ranged)).toEqual([byPrice[500], byPrice[400], byPrice[300]]);
  });

  it('an unknown, unverified or username-less member: note unknown and no ads (never everyone’s)', async () => {
    const pendingName = unique('pending');
    const pending = await member(pendingName);
    await insertAd(pending.id);
    await env.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.id));

    for (const name of [unique('nobody'), pendingName]) {
      const listing = await list(`user=${name}`);
      expect(listing.items).toEqual([]);
      expect(listing.total).toBe(0);
      expect(listing.next_cursor).toBeNull();
      expect(listing.notes).toEqual([{ param: 'user', reason: 'unknown' }]);
    }
  });

  it('a username no account could have is dropped with note invalid, never a 4xx or 500', async () => {
    for (const name of ['ab', 'a'.repeat(31), '.x.', 'ដារ៉ា', "o'brien; --", '%00']) {
      const response = await call(env.app, 'GET', `/api/posts?user=${encodeURIComponent(name)}`);
      const listing = dataOf<AdListing>(response);
      expect(listing.notes).toEqual([{ param: 'user', reason: 'invalid' }]);
    }
  });
});
