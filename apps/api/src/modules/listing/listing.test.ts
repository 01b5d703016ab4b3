// Long on purpose: one area's behaviours, each test with its own setup beside it.
import { LISTING_LIMIT, type AdListing } from '@repo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads, locations } from '../../db/schema.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { searchColumns, type NewAdRow } from '../ads/ads.repository.ts';
import { AD_FORM, insertAdRow, memberWithId, uniqueWord } from '../ads/ads.fixtures.ts';
import { TITLE_SEARCH_UP_TO } from './listing.repository.ts';

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;
/** The app's clock: still unless a test moves it. */
const clock = { at: Date.parse('2026-12-10T05:00:00.000Z') };

type Env = ReturnType<typeof setupTestApp>;

const member = memberWithId;

/**
 * An active ad written as the ads module writes it (search text included), posted a second
 * after the previous one unless told otherwise.
 */
const insertAd = (env: Env, userId: number, values: Partial<NewAdRow> = {}) =>
  insertAdRow(env.database.db, userId, clock.at, values);

async function list(env: Env, query: string, token?: string): Promise<AdListing> {
  const response = await call(env.app, 'GET', `/api/posts?${query}`, {
    ...(token ? { accessToken: token } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AdListing>(response);
}

const idsOf = (listing: AdListing) => listing.items.map((item) => item.id);

/** Every page of a listing, following next_cursor. */
async function allPages(env: Env, query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: AdListing = await list(
      env,
      `${query}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...idsOf(page));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 50);
  return ids;
}

describe('GET {api}/posts', () => {
  const env = setupTestApp({ now: () => clock.at });

  describe('the top block (top=N)', () => {
    it('answers the running top ads apart and leaves them out of every page; the total counts each once', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const ids: string[] = [];
      for (let i = 0; i < 7; i += 1)
        ids.push(await insertAd(env, seller.id, { title: `Lamp ${tag} ${i}`, categoryId: 101 }));
      const until = new Date(clock.at + DAY);
      const topped = [ids[1]!, ids[4]!];
      for (const id of topped)
        await env.database.db
          .update(ads)
          .set({ premiumType: 'top', premiumUntil: until })
          .where(eq(ads.id, Number(id)));
      // A top ad that does not match the filters is not in the block either.
      await env.database.db
        .update(ads)
        .set({ premiumType: 'top', premiumUntil: until, price: '9000.00' })
        .where(eq(ads.id, Number(ids[6])));
      const query = `category=mobile-phones&user=&price_max=500&top=4&limit=2`;
      const first = await list(env, query);
      expect(first.top?.map((card) => card.id).sort()).toEqual([...topped].sort());
      const organic: string[] = [...idsOf(first)];
      let cursor = first.next_cursor;
      while (cursor) {
        const page = await list(env, `${query}&cursor=${encodeURIComponent(cursor)}`);
        expect(page.top).toBeUndefined();
        organic.push(...idsOf(page));
        cursor = page.next_cursor;
      }
      const mine = organic.filter((id) => ids.includes(id));
      expect(mine.some((id) => topped.includes(id))).toBe(false);
      // Each of this seller's ads under the price cap shows once: in the block or in the list.
      expect([...mine, ...topped].sort()).toEqual(ids.slice(0, 6).sort());
      expect(first.total).toBe(organic.length + topped.length);
      // A keyword search has no block.
      expect((await list(env, `q=${tag}&top=4`)).top).toEqual([]);
    });
  });

  describe('relevance (the default sort of a keyword, ADR 0018)', () => {
    it('puts the title before the description, a whole word before a word start, then the latest', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      // Oldest first: each later ad is newer, so the latest-first order is the reverse.
      const inTitle = await insertAd(env, seller.id, { title: `Phone ${tag} unlocked` });
      const inText = await insertAd(env, seller.id, {
        title: 'Phone unlocked',
        description: `Sold with ${tag} case.`,
      });
      const startsTitle = await insertAd(env, seller.id, { title: `Phone ${tag}pro unlocked` });
      const startsText = await insertAd(env, seller.id, {
        title: 'Phone for parts',
        description: `A ${tag}max screen.`,
      });
      const twice = await insertAd(env, seller.id, { title: `Phone ${tag} unlocked, like new` });
      const best = [twice, inTitle, startsTitle, inText, startsText];
      expect(idsOf(await list(env, `q=${tag}`))).toEqual(best);
      expect(idsOf(await list(env, `q=${tag}&sort=relevance`))).toEqual(best);
      // Pages follow one another in the same order, each ad once.
      expect(await allPages(env, `q=${tag}`)).toEqual(best);
      // The other sorts stay choices: the latest first.
      const newestFirst = [...best].sort((a, b) => Number(b) - Number(a));
      expect(idsOf(await list(env, `q=${tag}&sort=latest`))).toEqual(newestFirst);
    });

    it('ranks the words of every term: an ad with both words before one with a single', async () => {
      const seller = await member(env);
      const [one, two] = [uniqueWord(), uniqueWord()];
      const both = await insertAd(env, seller.id, { title: `${one} ${two} bundle` });
      const first = await insertAd(env, seller.id, {
        title: `${one} bundle`,
        description: `${two} sold apart`,
      });
      expect(idsOf(await list(env, `q=${one} ${two}`))).toEqual([both, first]);
    });
  });

  describe('filters', () => {
    it('lists active, unexpired ads only, latest renewed first', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const live = await insertAd(env, seller.id, { title: `Nokia ${tag} live` });
      await insertAd(env, seller.id, { title: `Nokia ${tag} sold`, status: 'sold' });
      await insertAd(env, seller.id, { title: `Nokia ${tag} gone`, status: 'deleted' });
      await insertAd(env, seller.id, {
        title: `Nokia ${tag} expired`,
        expiresAt: new Date(clock.at - SECOND),
      });
      const newer = await insertAd(env, seller.id, { title: `Nokia ${tag} newer` });
      const listing = await list(env, `q=${tag}`);
      expect(idsOf(listing)).toEqual([newer, live]);
      expect(listing.total).toBe(2);
      expect(listing.total_is_estimate).toBe(false);
      expect(listing.next_cursor).toBeNull();
      expect(listing.items[0]).toMatchObject({
        title: `Nokia ${tag} newer`,
        category: { slug: 'mobile-phones' },
        province: { id: '12' },
        liked: false,
      });
    });

    it('narrows by category (a main one means its subcategories), place, price, condition and date', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      // A district of Phnom Penh (the test database may hold provinces only).
      let [district] = await env.database.db
        .select({ id: locations.id, slug: locations.slug })
        .from(locations)
        .where(and(eq(locations.parentId, '12'), eq(locations.type, 'district')))
        .limit(1);
      if (!district) {
        district = { id: '1299', slug: 'test-district-pp' };
        await env.database.db.insert(locations).values({
          ...district,
          parentId: '12',
          type: 'district',
          nameEn: 'Test District',
          nameKm: 'ខណ្ឌសាកល្បង',
        });
      }
      const phone = await insertAd(env, seller.id, {
        title: `${tag} phone`,
        price: '50.00',
        districtId: district!.id,
      });
      const tablet = await insertAd(env, seller.id, {
        title: `${tag} tablet`,
        categoryId: 102,
        price: '300.00',
        fields: { condition: 'new' },
      });
      const siemReap = await insertAd(env, seller.id, {
        title: `${tag} siem reap`,
        provinceId: '17',
        price: '900.00',
        postedAt: new Date(clock.at - 20 * DAY),
      });

      expect(new Set(idsOf(await list(env, `q=${tag}&category=phones-tablets`)))).toEqual(
        new Set([phone, tablet, siemReap]),
      );
      expect(idsOf(await list(env, `q=${tag}&category=tablets`))).toEqual([tablet]);
      expect(new Set(idsOf(await list(env, `q=${tag}&location=phnom-penh`)))).toEqual(
        new Set([phone, tablet]),
      );
      expect(idsOf(await list(env, `q=${tag}&location=${district!.slug}`))).toEqual([phone]);
      expect(idsOf(await list(env, `q=${tag}&price_min=100&price_max=500`))).toEqual([tablet]);
      expect(idsOf(await list(env, `q=${tag}&condition=new`))).toEqual([tablet]);
      expect(new Set(idsOf(await list(env, `q=${tag}&posted=last-7-days`)))).toEqual(
        new Set([phone, tablet]),
      );
      expect(idsOf(await list(env, `q=${tag}&posted=last-30-days`))).toHaveLength(3);
    });

    it('posted today starts at midnight in Phnom Penh', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      // 05:00 UTC is 12:00 in Phnom Penh; midnight there was 17:00 UTC the day before.
      const morning = await insertAd(env, seller.id, {
        title: `${tag} morning`,
        postedAt: new Date(Date.parse('2026-12-09T17:00:00.000Z')),
        renewedAt: new Date(Date.parse('2026-12-09T17:00:00.000Z')),
      });
      await insertAd(env, seller.id, {
        title: `${tag} last night`,
        postedAt: new Date(Date.parse('2026-12-09T16:59:59.000Z')),
        renewedAt: new Date(Date.parse('2026-12-09T16:59:59.000Z')),
      });
      expect(idsOf(await list(env, `q=${tag}&posted=today`))).toEqual([morning]);
    });
  });

  describe('sorts and keyset pages', () => {
    it('walks every sort page by page: each ad once, in order, ties broken by id', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const made: { id: string; price: number; views: number }[] = [];
      for (let i = 0; i < 11; i += 1) {
        const price = [10, 20, 20, 5, 300, 20, 7, 150, 10, 99, 1][i]!;
        const views = [3, 0, 9, 9, 1, 50, 2, 0, 7, 9, 4][i]!;
        const id = await insertAd(env, seller.id, {
          title: `${tag} item ${i}`,
          price: price.toFixed(2),
          views,
          // Posted in id order, renewed in another order.
          postedAt: new Date(clock.at - 2 * DAY + i * SECOND),
          renewedAt: new Date(clock.at - DAY + ((i * 7) % 11) * 60 * SECOND),
        });
        made.push({ id, price, views });
      }
      const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
      const expected = {
        newest: [...made].sort(byId).reverse(),
        'most-hits': [...made].sort((a, b) => b.views - a.views || Number(b.id) - Number(a.id)),
        'price-asc': [...made].sort((a, b) => a.price - b.price || byId(a, b)),
        'price-desc': [...made].sort((a, b) => b.price - a.price || Number(b.id) - Number(a.id)),
      };
      for (const [sort, order] of Object.entries(expected)) {
        expect(await allPages(env, `q=${tag}&sort=${sort}`), sort).toEqual(
          order.map((ad) => ad.id),
        );
      }
      const latest = await allPages(env, `q=${tag}`);
      expect(new Set(latest).size).toBe(11);
      const renewed = await env.database.db
        .select({ id: ads.id, renewedAt: ads.renewedAt })
        .from(ads);
      const at = new Map(renewed.map((row) => [String(row.id), row.renewedAt.getTime()]));
      for (let i = 1; i < latest.length; i += 1)
        expect(at.get(latest[i - 1]!)!).toBeGreaterThanOrEqual(at.get(latest[i]!)!);
    });

    it('a tampered cursor, or one of another sort, starts again at page 1 with a note', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      for (let i = 0; i < 3; i += 1) await insertAd(env, seller.id, { title: `${tag} ${i}` });
      const first = await list(env, `q=${tag}&limit=2`);
      expect(first.next_cursor).not.toBeNull();
      const forged = Buffer.from(JSON.stringify(['latest', "x'; drop table ads; --", 1])).toString(
        'base64url',
      );
      for (const cursor of [forged, 'bm90LWpzb24', first.next_cursor!.slice(0, -3)]) {
        const again = await list(env, `q=${tag}&limit=2&cursor=${cursor}`);
        expect(idsOf(again), cursor).toEqual(idsOf(first));
        expect(again.notes).toContainEqual({ param: 'cursor', reason: 'invalid' });
      }
      const otherSort = await list(
        env,
        `q=${tag}&limit=2&sort=price-asc&cursor=${first.next_cursor}`,
      );
      expect(otherSort.notes).toContainEqual({ param: 'cursor', reason: 'invalid' });
    });

    it('reports an estimate above 1,000 matches', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const at = new Date(clock.at - DAY);
      const rows = Array.from({ length: 1001 }, (_, i) => {
        const title = `${tag} bulk ${i}`;
        return {
          userId: seller.id,
          categoryId: 101,
          title,
          description: 'Bulk',
          price: '1.00',
          priceKind: 'fixed',
          provinceId: '12',
          address: 'Street 1',
          contactName: 'Dara',
          phones: ['+85512345678'],
          fields: {},
          postedAt: at,
          renewedAt: at,
          expiresAt: new Date(clock.at + DAY),
          ...searchColumns({ title, description: 'Bulk' }),
        };
      });
      await env.database.db.insert(ads).values(rows);
      const listing = await list(env, `q=${tag}`);
      expect(listing.total).toBe(1000);
      expect(listing.total_is_estimate).toBe(true);
      expect(listing.items).toHaveLength(LISTING_LIMIT.default);
    });
  });

  describe('search', () => {
    it('a Khmer word is not found inside another one, nor a short one by a different vowel', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const square = await insertAd(env, seller.id, { title: `តុការ៉េ ${tag}` });
      const work = await insertAd(env, seller.id, { title: `ការងារ ${tag}` });
      expect(idsOf(await list(env, `q=${encodeURIComponent(`ការ ${tag}`)}`))).toEqual([work]);
      expect(idsOf(await list(env, `q=${encodeURIComponent(`ការ៉េ ${tag}`)}`))).toEqual([square]);
      // A misspelt short word: only a spelling that differs by marks stands for it.
      await insertAd(env, seller.id, { title: 'កាបូបពណ៌ខ្មែរ qzkhmer' });
      const black = await list(env, `q=${encodeURIComponent('ខ្មៅ qzkhmer')}`);
      expect(black.items).toEqual([]);
      expect(black.similar).toBe(false);
      const moto = await insertAd(env, seller.id, { title: `លក់ម៉ូតូ ${tag}` });
      const misspelt = await list(env, `q=${encodeURIComponent(`មូតូ ${tag}`)}`);
      expect(idsOf(misspelt)).toEqual([moto]);
      expect(misspelt.similar).toBe(true);
    });

    it('finds a Khmer word inside longer words, with or without zero-width spaces', async () => {
      const seller = await member(env);
      const house = await insertAd(env, seller.id, {
        title: 'លក់ផ្ទះល្វែងនៅភ្នំពេញថ្មីៗ',
        description: 'ផ្ទះល្វែងពីរជាន់ នៅជិតផ្សារ',
      });
      const land = await insertAd(env, seller.id, { title: 'ដីលក់នៅកណ្ដាល' });
      for (const q of ['ផ្ទះ', 'ផ្ទះល្វែង', 'ភ្នំពេញ', 'ផ្ទះ\u200b', '\u200bលក់ផ្ទះ']) {
        expect(idsOf(await list(env, `q=${encodeURIComponent(q)}`)), q).toContain(house);
      }
      expect(idsOf(await list(env, `q=${encodeURIComponent('ផ្ទះ')}`))).not.toContain(land);
      expect(idsOf(await list(env, `q=${encodeURIComponent('ដីលក់')}`))).toEqual([land]);
    });

    it('looks in the compact title only while the words match at most a window of ads', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const q = `q=${tag}13&sort=newest`;
      // `${tag} 13 Pro` has no word `${tag}13`: its compact title holds the query.
      const spaced = await insertAd(env, seller.id, { title: `${tag} 13 Pro` });
      const joined: string[] = [];
      for (let n = 0; n < 3; n += 1)
        joined.push(await insertAd(env, seller.id, { title: `${tag}13 phone ${n}` }));
      expect(new Set(await allPages(env, q))).toEqual(new Set([spaced, ...joined]));
      // In relevance order the first window decides (the words fill none), and the pages after
      // it keep that answer (their cursor says so): one ad a page, the title match among them.
      const ranked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdListing = await list(
          env,
          `q=${tag}13&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(4);
        ranked.push(...idsOf(page));
        cursor = page.next_cursor;
      } while (cursor && ranked.length < 10);
      expect(ranked.sort()).toEqual([spaced, ...joined].sort());
      // More word matches than a relevance window: the title is not searched, and the count is
      // the words' own.
      for (let n = 3; n <= TITLE_SEARCH_UP_TO; n += 1)
        joined.push(await insertAd(env, seller.id, { title: `${tag}13 phone ${n}` }));
      const many = await list(env, `${q}&limit=50`);
      expect(many.total).toBe(TITLE_SEARCH_UP_TO + 1);
      const every = new Set(idsOf(many));
      for (cursor = many.next_cursor; cursor;) {
        const page = await list(env, `${q}&limit=50&cursor=${encodeURIComponent(cursor)}`);
        for (const id of idsOf(page)) every.add(id);
        cursor = page.next_cursor;
      }
      expect(every).toEqual(new Set(joined));
    });

    it('iphone 13 finds iPhone13 and iPhone 13 Pro, not iPhone 12; case and accents do not matter', async () => {
      const seller = await member(env);
      const joined = await insertAd(env, seller.id, { title: 'iPhone13 mini blue' });
      const pro = await insertAd(env, seller.id, { title: 'Selling iPhone 13 Pro 256GB' });
      const twelve = await insertAd(env, seller.id, { title: 'iPhone 12 cheap' });
      const cafe = await insertAd(env, seller.id, { title: 'Espresso machine for Café' });
      for (const q of ['iphone 13', 'iPhone13', 'IPHONE 13']) {
        const found = idsOf(await list(env, `q=${encodeURIComponent(q)}`));
        expect(found, q).toEqual(expect.arrayContaining([joined, pro]));
        expect(found, q).not.toContain(twelve);
      }
      expect(idsOf(await list(env, 'q=CAFE'))).toContain(cafe);
      // A number is asked whole: 13 is not 130.
      const tag = uniqueWord();
      const nokia = await insertAd(env, seller.id, { title: `Nokia 130 ${tag}` });
      expect(idsOf(await list(env, `q=${tag}%2013`))).toEqual([]);
      expect(idsOf(await list(env, `q=${tag}%20130`))).toEqual([nokia]);
    });

    it('a misspelt brand still finds the ad, said to be a similar match', async () => {
      const seller = await member(env);
      const camry = await insertAd(env, seller.id, { title: 'Toyota Camry 2019 Hybrid' });
      const misspelt = await list(env, 'q=toyta%20camry');
      expect(idsOf(misspelt)).toContain(camry);
      expect(misspelt.similar).toBe(true);
      const phone = await insertAd(env, seller.id, { title: 'Samsung Galaxy S23 Ultra' });
      // Found through the words ads have (search_words, kept by a trigger on ads).
      for (const q of ['samsnug', 'SAMSNUG galxy']) {
        const found = await list(env, `q=${encodeURIComponent(q)}`);
        expect(idsOf(found), q).toContain(phone);
        expect(found.similar, q).toBe(true);
      }
      const exact = await list(env, 'q=toyota%20camry');
      expect(idsOf(exact)).toContain(camry);
      expect(exact.similar).toBe(false);
    });

    it('a misspelt word pages on through its similar matches', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const made: string[] = [];
      for (let n = 0; n < 6; n += 1)
        made.push(await insertAd(env, seller.id, { title: `Scooter ${tag} ${n}` }));
      // One letter wrong at the end: a typo away from the ads' word.
      const typo = `${tag.slice(0, -1)}${tag.endsWith('z') ? 'y' : 'z'}`;
      const first = await list(env, `q=${typo}&limit=4`);
      expect(first.similar).toBe(true);
      expect(first.total).toBe(6);
      const second = await list(
        env,
        `q=${typo}&limit=4&cursor=${encodeURIComponent(first.next_cursor!)}`,
      );
      expect(second.similar).toBe(true);
      expect(second.total).toBe(6);
      expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([...made].sort());
    });

    it('a term finds every word it begins, in the title or the description, posted before or after it was first asked', async () => {
      const seller = await member(env);
      const stem = uniqueWord();
      const whole = await insertAd(env, seller.id, { title: `Lamp ${stem}` });
      const longer = await insertAd(env, seller.id, {
        title: 'Desk lamp',
        description: `Brand ${stem}plus, like new.`,
      });
      expect(new Set(idsOf(await list(env, `q=${stem}`)))).toEqual(new Set([whole, longer]));
      // A word first seen after the term was asked is found at once.
      const later = await insertAd(env, seller.id, { title: `${stem}max floor lamp` });
      expect(new Set(idsOf(await list(env, `q=${stem}`)))).toEqual(new Set([whole, longer, later]));
      // A term beginning more words than are asked one by one is still matched as a prefix.
      const many = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          insertAd(env, seller.id, {
            title: `Lamp ${stem}${String.fromCharCode(97 + (i % 26))}${i}`,
          }),
        ),
      );
      const all = await allPages(env, `q=${stem}`);
      expect(new Set(all)).toEqual(new Set([whole, longer, later, ...many]));
      // Also sorted by price and by hits, which plan the query otherwise.
      for (const sort of ['price-asc', 'most-hits'])
        expect(new Set(await allPages(env, `q=${stem}&sort=${sort}`)), sort).toEqual(new Set(all));
    });
    it('similar words are a fallback only: condo does not find "good condition"', async () => {
      const seller = await member(env);
      const condo = await insertAd(env, seller.id, { title: 'Condo for rent near Aeon Mall' });
      const bicycle = await insertAd(env, seller.id, {
        title: 'Mountain bicycle',
        description: 'Good condition, new tyres.',
      });
      const found = await list(env, 'q=condo');
      expect(idsOf(found)).toContain(condo);
      expect(idsOf(found)).not.toContain(bicycle);
      expect(found.similar).toBe(false);
    });

    it('writes the search text on create and edit, so search follows the title', async () => {
      const seller = await member(env);
      const tag = uniqueWord();
      const created = dataOf<{ id: string }>(
        await call(env.app, 'POST', '/api/me/posts', {
          accessToken: seller.token,
          body: { ...AD_FORM, title: `${tag} first title` },
        }),
        201,
      );
      expect(idsOf(await list(env, `q=${tag}`))).toEqual([created.id]);
      const edited = await call(env.app, 'POST', `/api/me/posts/${created.id}`, {
        accessToken: seller.token,
        body: { ...AD_FORM, title: 'Another name entirely' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(idsOf(await list(env, `q=${tag}`))).toEqual([]);
      expect(idsOf(await list(env, 'q=entirely'))).toContain(created.id);
    });
  });

  describe('bad input', () => {
    it('answers 200 with notes for absurd parameters, never an error', async () => {
      for (const query of [
        `q=${'x'.repeat(10_000)}`,
        'q=%27%3B%20drop%20table%20ads%3B%20--',
        'q=%25%25%5F%5C',
        "q=a'b:*|!&()",
        'price_min=-5&price_max=abc',
        'price_min=900&price_max=100',
        'category=no-such-category&location=atlantis',
        'category=../../etc&sort=random&posted=yesterday&condition=x&limit=-1',
        'cursor=%00%01',
        'q=&q=a&sort=latest&sort=newest',
        'q=%E1%9F%92%E1%9F%92%E1%9F%92',
      ]) {
        const response = await call(env.app, 'GET', `/api/posts?${query}`);
        expect(response.statusCode, `${query}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
      const swapped = await list(env, 'price_min=900&price_max=100');
      expect(swapped.notes).toContainEqual({ param: 'price_max', reason: 'swapped' });
      const unknown = await list(env, 'category=no-such-category&location=atlantis');
      expect(unknown.notes).toEqual([
        { param: 'category', reason: 'unknown' },
        { param: 'location', reason: 'unknown' },
      ]);
    });

    it("a member's listing says which ads they liked", async () => {
      const seller = await member(env);
      const buyer = await member(env);
      const tag = uniqueWord();
      const ad = await insertAd(env, seller.id, { title: `${tag} bike` });
      const like = await call(env.app, 'POST', `/api/me/likes/${ad}`, {
        accessToken: buyer.token,
        body: { value: 'true' },
      });
      expect(like.statusCode, like.body).toBe(200);
      expect((await list(env, `q=${tag}`, buyer.token)).items[0]).toMatchObject({ liked: true });
      expect((await list(env, `q=${tag}`)).items[0]).toMatchObject({ liked: false });
    });
  });
});
