import type { AdListing, CategoryCount, TopAds } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema.ts';
import { call, dataOf, errorOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import type { NewAdRow } from '../ads/ads.repository.ts';
import { insertAdRow, memberWithId, uniqueWord } from '../ads/ads.fixtures.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 3600 * SECOND;
/** The app's clock: still unless a test moves it. */
const clock = { at: Date.parse('2026-12-10T05:00:00.000Z') };

type Env = ReturnType<typeof setupTestApp>;

const member = async (env: Env) => (await memberWithId(env)).id;
const insertAd = (env: Env, userId: number, values: Partial<NewAdRow> = {}) =>
  insertAdRow(env.database.db, userId, clock.at, values);

const top = (until = clock.at + 7 * DAY) =>
  ({ premiumType: 'top', premiumUntil: new Date(until) }) as const;

async function topAds(env: Env, query: string): Promise<TopAds> {
  const response = await call(env.app, 'GET', `/api/posts/top?${query}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<TopAds>(response);
}

describe('GET {api}/posts/top', () => {
  const env = setupTestApp({ now: () => clock.at });

  it("answers the category's running top ads only, in turns that change every 5 minutes", async () => {
    const seller = await member(env);
    const shown: string[] = [];
    for (let index = 0; index < 6; index++) shown.push(await insertAd(env, seller, top()));
    // Not top, or no longer: never in the block.
    await insertAd(env, seller);
    await insertAd(env, seller, {
      premiumType: 'featured',
      premiumUntil: new Date(clock.at + DAY),
    });
    await insertAd(env, seller, top(clock.at - SECOND));
    await insertAd(env, seller, { ...top(), status: 'sold' });
    await insertAd(env, seller, { ...top(), expiresAt: new Date(clock.at - SECOND) });
    // Another category's top ad.
    const car = await insertAd(env, seller, { ...top(), categoryId: 401 });

    const all = await topAds(env, 'category=mobile-phones&limit=12');
    expect(all.notes).toEqual([]);
    expect([...all.items.map((item) => item.id)].sort()).toEqual([...shown].sort());

    // A main category has its subcategories' top ads.
    const [phones] = await env.database.db
      .select({ parent: categories.parentId })
      .from(categories)
      .where(eq(categories.id, 101));
    const [main] = await env.database.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, phones!.parent!));
    const inMain = await topAds(env, `category=${main!.slug}&limit=12`);
    expect(inMain.items.map((item) => item.id)).toEqual(expect.arrayContaining(shown));
    expect(inMain.items.map((item) => item.id)).not.toContain(car);

    // The default block is 4; within a turn everyone sees the same order; turns differ.
    const first = await topAds(env, 'category=mobile-phones');
    expect(first.items).toHaveLength(4);
    expect((await topAds(env, 'category=mobile-phones')).items).toEqual(first.items);
    const leaders = new Set<string>();
    const saved = clock.at;
    try {
      for (let turn = 0; turn < 8; turn++) {
        clock.at = saved + turn * 5 * MINUTE;
        leaders.add((await topAds(env, 'category=mobile-phones&limit=1')).items[0]!.id);
      }
    } finally {
      clock.at = saved;
    }
    expect(leaders.size).toBeGreaterThan(1);

    // Without a category: every category's top ads.
    const everywhere = await topAds(env, 'limit=12');
    expect(everywhere.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([...shown, car]),
    );
  });

  it('narrows to a place', async () => {
    const seller = await member(env);
    const kampot = await insertAd(env, seller, { ...top(), categoryId: 102, provinceId: '07' });
    await insertAd(env, seller, { ...top(), categoryId: 102, provinceId: '12' });
    const [place] = await env.database.db.query.locations.findMany({
      where: (locations, { eq: equals }) => equals(locations.id, '07'),
    });
    const listing = await topAds(env, `category=102&location=${place!.slug}`);
    // `category` is a slug: an id is not one, so it is dropped with a note and nothing is shown.
    expect(listing.items).toEqual([]);
    expect(listing.notes).toEqual([{ param: 'category', reason: 'unknown' }]);
    const [sub] = await env.database.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, 102));
    const inPlace = await topAds(env, `category=${sub!.slug}&location=${place!.slug}`);
    expect(inPlace.items.map((item) => item.id)).toEqual([kampot]);
  });

  it('drops bad parameters with notes and never fails', async () => {
    const unknown = await topAds(env, 'category=no-such-category&location=nowhere');
    expect(unknown).toEqual({
      items: [],
      notes: [
        { param: 'category', reason: 'unknown' },
        { param: 'location', reason: 'unknown' },
      ],
    });
    const weird = await topAds(env, `category=${encodeURIComponent("x' or 1=1 --")}&limit=-3`);
    expect(weird.notes).toEqual([
      { param: 'category', reason: 'unknown' },
      { param: 'limit', reason: 'invalid' },
    ]);
    // More top ads than the most a block shows.
    const seller = await member(env);
    for (let index = 0; index < 13; index++) await insertAd(env, seller, top());
    const capped = await topAds(env, 'limit=1000');
    expect(capped.items).toHaveLength(12);
    for (const odd of ['0x10', '1e1', '0'])
      expect((await topAds(env, `limit=${odd}`)).notes).toEqual([
        { param: 'limit', reason: 'invalid' },
      ]);
    expect(capped.notes).toEqual([]);
    const nul = await topAds(env, 'category=a%00b');
    expect(nul.notes).toEqual([{ param: 'category', reason: 'unknown' }]);
  });
});

describe('the premium placement on listing cards', () => {
  const env = setupTestApp({ now: () => clock.at });

  it('says top or featured while the placement lasts, and nothing after', async () => {
    const seller = await member(env);
    const word = uniqueWord();
    const featured = await insertAd(env, seller, {
      title: `${word} featured`,
      premiumType: 'featured',
      premiumUntil: new Date(clock.at + DAY),
    });
    const topAd = await insertAd(env, seller, { title: `${word} top`, ...top() });
    const lapsed = await insertAd(env, seller, {
      title: `${word} lapsed`,
      premiumType: 'featured',
      premiumUntil: new Date(clock.at - SECOND),
    });
    const plain = await insertAd(env, seller, { title: `${word} plain` });
    const response = await call(env.app, 'GET', `/api/posts?q=${word}`, {});
    expect(response.statusCode, response.body).toBe(200);
    const premium = Object.fromEntries(
      dataOf<AdListing>(response).items.map((card) => [card.id, card.premium]),
    );
    expect(premium).toEqual({
      [featured]: 'featured',
      [topAd]: 'top',
      [lapsed]: null,
      [plain]: null,
    });
  });
});

describe('GET {api}/categories/counts', () => {
  const env = setupTestApp({ now: () => clock.at });

  it('counts active, unexpired ads by subcategory, reread at most once a minute', async () => {
    const seller = await member(env);
    await insertAd(env, seller);
    await insertAd(env, seller);
    await insertAd(env, seller, { categoryId: 401 });
    await insertAd(env, seller, { status: 'sold' });
    await insertAd(env, seller, { expiresAt: new Date(clock.at - SECOND) });

    const counts = async () => {
      const response = await call(env.app, 'GET', '/api/categories/counts', {});
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(
        dataOf<CategoryCount[]>(response).map((row) => [row.category_id, row.count]),
      );
    };
    expect(await counts()).toEqual({ '101': 2, '401': 1 });

    await insertAd(env, seller, { categoryId: 401 });
    expect(await counts()).toEqual({ '101': 2, '401': 1 });
    const saved = clock.at;
    clock.at += 61 * SECOND;
    try {
      expect(await counts()).toEqual({ '101': 2, '401': 2 });
    } finally {
      clock.at = saved;
    }
  });
});

describe('POST {api}/dev/posts/{id}/premium (development only)', () => {
  const env = setupTestApp({ now: () => clock.at });

  it('sets and clears a top placement; an unknown ad is a 404', async () => {
    const seller = await member(env);
    const id = await insertAd(env, seller, { categoryId: 103 });
    const set = await call(env.app, 'POST', `/api/dev/posts/${id}/premium`, {
      ip: '127.0.0.1',
      body: { type: 'top', days: '3' },
      form: true,
    });
    expect(set.statusCode, set.body).toBe(204);
    expect((await topAds(env, '')).items.map((item) => item.id)).toEqual([id]);
    const cleared = await call(env.app, 'POST', `/api/dev/posts/${id}/premium`, {
      ip: '127.0.0.1',
      body: { days: '0' },
      form: true,
    });
    expect(cleared.statusCode).toBe(204);
    expect((await topAds(env, '')).items).toEqual([]);
    const unknown = await call(env.app, 'POST', '/api/dev/posts/999999/premium', {
      ip: '127.0.0.1',
      body: {},
      form: true,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(env.app, 'POST', `/api/dev/posts/${id}/premium`, {
      ip: '127.0.0.1',
      body: { days: 'many' },
      form: true,
    });
    expect(bad.statusCode).toBe(400);
    // Only this machine: through the web server for a visitor elsewhere, the route is not there.
    const remote = await call(env.app, 'POST', `/api/dev/posts/${id}/premium`, {
      ip: '203.0.113.9',
      body: { days: '3' },
      form: true,
    });
    expect(errorOf(remote, 404).code).toBe('ROUTE_NOT_FOUND');
  });
});
