import { searchQuery, type AdListing } from '@repo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberWithId } from '../ads/ads.fixtures.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { rolledBack, setupTestApp } from '../../test/database.ts';
import { searchWords } from '../../db/schema.ts';
import { listAdsByBands } from './listing-bands.ts';
import type { ListingCursor } from './listing-cursor.ts';
import type { ListingFilter } from './listing-filter.ts';
import { wordsQuery } from './listing-keyword.ts';
import { keywordPlanned } from './listing-plan.repository.ts';
import { listAds } from './listing-query.ts';
import { wordsBeginning } from './listing-words.ts';

const NOW = Date.parse('2026-12-10T05:00:00.000Z');
/** The listings' clock in SQL: the ads' dates are relative to it, whatever the day the test runs. */
const AT = sql.raw(`'${new Date(NOW).toISOString()}'::timestamptz`);

describe('a keyword listing: the plan follows how many ads the words match', () => {
  const env = setupTestApp({ now: () => NOW });

  it('sorts a rare word, reads a middling one by sort bands (price, hits, dates), a common one in index order; each gives the same pages', async () => {
    const me = await memberWithId(env);
    const seen: Record<string, unknown> = {};
    await rolledBack(env.database.db, async (tx) => {
      // 40,000 ads share a common word; 50 dear ones have a rare one; 3,500 a middling one
      // (above BAND_WALK_FROM, below SORT_MATCHES_SHARE of all), at many prices and hits.
      await tx.execute(sql`
          insert into ads (user_id, category_id, title, description, price, price_kind,
            province_id, address, contact_name, phones, fields, posted_at, renewed_at,
            expires_at, search_tokens, search_title, views)
          select ${me.id}, 101, 'Ad ' || g, 'Ad',
            case when g <= 50 then 5000 + g else (g * 7919) % 100003 / 7.0 end,
            'fixed', '12', 'Street', 'Dara', array['+85512345678'], '{}'::jsonb,
            ${AT} - (g % 47) * interval '1 day' - (g % 13) * interval '1 hour',
            least(${AT}, ${AT} - (g % 47) * interval '1 day' + (g % 5) * interval '1 day'),
            ${AT} + interval '400 days',
            case when g <= 50 then 'sale qxrareword'
              when g % 11 = 0 then 'sale qxmidword' else 'sale' end,
            'ad' || g, (g * 31) % 5000
          from generate_series(1, 40000) g`);
      await tx.execute(sql`analyze ads`);
      const filter = async (q: string): Promise<ListingFilter> => {
        const text = searchQuery(q)!;
        return {
          now: NOW,
          text: { ...text, words: await wordsBeginning(tx, text.terms, 32) },
        };
      };
      for (const word of ['qxrareword', 'qxmidword', 'sale'])
        seen[word] = [
          (await keywordPlanned(tx, await filter(word), 'price-asc')).plan,
          (await keywordPlanned(tx, await filter(word), 'latest')).plan,
        ];
      // The middling word: three pages of each sort by bands equal the sorted matches.
      const mid = await filter('qxmidword');
      // …unless the other filters leave few of its ads in each band: a province none of the
      // 40,000 ads is in leaves too few to be worth a band walk; theirs leaves all.
      seen.narrowed = await Promise.all(
        ['13', '12'].map(
          async (id) =>
            (await keywordPlanned(tx, { ...mid, place: { column: 'province', id } }, 'latest'))
              .plan,
        ),
      );
      for (const sort of ['price-asc', 'price-desc', 'most-hits', 'latest', 'newest'] as const) {
        let cursor: ListingCursor | undefined;
        const pages: string[] = [];
        for (let page = 0; page < 3; page++) {
          const banded = (await listAdsByBands(tx, {
            filter: mid,
            sort,
            after: cursor,
            limit: 20,
          }))!;
          const sorted = await listAds(tx, {
            filter: mid,
            sort,
            after: cursor,
            limit: 20,
            sortMatches: true,
          });
          pages.push(
            JSON.stringify(banded.map((row) => row.ad.id)) ===
              JSON.stringify(sorted.map((row) => row.ad.id))
              ? 'same'
              : 'differs',
          );
          const last = sorted[19]!.ad;
          const value = {
            'price-asc': last.price,
            'price-desc': last.price,
            'most-hits': last.views,
            latest: last.renewedAt.toISOString(),
            newest: last.postedAt.toISOString(),
          }[sort];
          cursor = { sort, value, id: last.id };
        }
        seen[sort] = pages;
      }
      // A common word read in price order gives the page its sorted matches give.
      const common = await filter('sale');
      seen.commonSame =
        JSON.stringify(
          (await listAds(tx, { filter: common, sort: 'price-asc', limit: 20 })).map(
            (row) => row.ad.id,
          ),
        ) ===
        JSON.stringify(
          (
            await listAds(tx, { filter: common, sort: 'price-asc', limit: 20, sortMatches: true })
          ).map((row) => row.ad.id),
        );
    });
    expect(seen).toEqual({
      qxrareword: ['sort-matches', 'sort-matches'],
      qxmidword: ['bands', 'bands'],
      narrowed: ['sort-matches', 'bands'],
      sale: ['planner', 'planner'],
      'price-asc': ['same', 'same', 'same'],
      'price-desc': ['same', 'same', 'same'],
      'most-hits': ['same', 'same', 'same'],
      latest: ['same', 'same', 'same'],
      newest: ['same', 'same', 'same'],
      commonSame: true,
    });
    // 40,000 ads written and read back in a transaction: ~11 s on a quiet machine, twice that
    // when CI runs other suites beside it.
  }, 60_000);

  it('an ad whose price, hits or renewal change is found in its new band; a category a term names is read by its bands; a title search is not read by bands', async () => {
    const me = await memberWithId(env);
    const seen: Record<string, unknown> = {};
    // Renewed three days after it was posted: in another day's bands, and no later than now.
    const DAYS_AGO = sql`${AT} - interval '3 days'`;
    await rolledBack(env.database.db, async (tx) => {
      const inserted = (await tx.execute(sql`
            insert into ads (user_id, category_id, title, description, price, price_kind,
              province_id, address, contact_name, phones, fields, posted_at, renewed_at,
              expires_at, search_tokens, search_title, views)
            values
              (${me.id}, 101, 'Lamp', 'Lamp', 10, 'fixed', '12', 'Street', 'Dara',
                array['+85512345678'], '{}'::jsonb, ${DAYS_AGO}, ${DAYS_AGO},
                ${AT} + interval '400 days', 'qxlampword', 'lamp', 5),
              (${me.id}, 101, 'Lamp', 'Lamp', 20, 'fixed', '12', 'Street', 'Dara',
                array['+85512345678'], '{}'::jsonb, ${DAYS_AGO}, ${DAYS_AGO},
                ${AT} + interval '400 days',
                'qxlampword', 'lamp', 7)
            returning id`)) as unknown as { rows: { id: number }[] };
      const [first, second] = inserted.rows;
      const text = searchQuery('qxlampword')!;
      const filter: ListingFilter = {
        now: NOW,
        text: { ...text, words: await wordsBeginning(tx, text.terms, 32) },
      };
      const ids = async (sort: 'price-asc' | 'most-hits' | 'latest') =>
        (await listAdsByBands(tx, { filter, sort, limit: 20 }))?.map((row) => Number(row.ad.id));
      seen.before = [await ids('price-asc'), await ids('most-hits'), await ids('latest')];
      await tx.execute(
        sql`update ads set price = 90000, views = 100000, renewed_at = ${AT} where id = ${first!.id}`,
      );
      seen.after = [await ids('price-asc'), await ids('most-hits'), await ids('latest')];
      const twoWords = searchQuery('qxlampword ចង្កៀង')!;
      seen.title = await listAdsByBands(tx, {
        filter: {
          now: NOW,
          text: { ...twoWords, words: await wordsBeginning(tx, twoWords.terms, 32) },
        },
        sort: 'price-asc',
        limit: 20,
      });
      seen.order = [Number(first!.id), Number(second!.id)];
      // A term naming a category also finds the category's ads without the word, in its bands.
      await tx.execute(sql`
        insert into ads (user_id, category_id, title, description, price, price_kind,
          province_id, address, contact_name, phones, fields, posted_at, renewed_at,
          expires_at, search_tokens, search_title, views)
        values (${me.id}, 101, 'Desk', 'Desk', 15, 'fixed', '12', 'Street', 'Dara',
          array['+85512345678'], '{}'::jsonb, ${AT}, ${AT}, ${AT} + interval '400 days',
          'desk', 'desk', 6)`);
      const named: ListingFilter = {
        now: NOW,
        text: { ...filter.text!, categories: new Map([['qxlampword', [101]]]) },
      };
      const page = async (rows: Promise<{ ad: { id: number | string } }[] | undefined>) =>
        (await rows)?.map((row) => Number(row.ad.id));
      seen.named = [
        await page(listAdsByBands(tx, { filter: named, sort: 'price-asc', limit: 20 })),
        await page(listAds(tx, { filter: named, sort: 'price-asc', limit: 20, sortMatches: true })),
      ];
    });
    const [first, second] = seen.order as number[];
    expect(seen.before).toEqual([
      [first, second],
      [second, first],
      [second, first],
    ]);
    expect(seen.after).toEqual([
      [second, first],
      [first, second],
      [first, second],
    ]);
    expect(seen.title).toBeUndefined();
    const [banded, sorted] = seen.named as number[][];
    expect(banded).toEqual(sorted);
    expect(banded).toHaveLength(3);
  });
});

describe('the words a term begins (search_words)', () => {
  const env = setupTestApp({ now: () => NOW });

  it('a term of a category topic that begins no word of any ad matches nothing, without an empty question', async () => {
    const text: NonNullable<ListingFilter['text']> = {
      terms: ['qzchairs'],
      compact: 'qzchairs',
      topics: new Map([['qzchairs', [6, 601]]]),
      words: new Map([['qzchairs', []]]),
    };
    expect(wordsQuery(text)).toBeUndefined();
    const rows = await listAds(env.database.db, {
      filter: { now: NOW, text },
      sort: 'latest',
      limit: 4,
    });
    expect(rows).toEqual([]);
  });

  it('lists them in byte order, reads the term literally, and leaves out a term beginning too many', async () => {
    let seen = new Map<string, string[]>();
    await rolledBack(env.database.db, async (tx) => {
      await tx.insert(searchWords).values(
        ['qzab', 'qzabc', 'qzab_x', 'qzac', 'qzad', 'ផ្ទះqz', 'ផ្ទះqzល្វែង', 'qyx'].map((word) => ({
          word,
        })),
      );
      seen = await wordsBeginning(
        tx,
        ['qzab', 'qza_', 'qza%', 'ផ្ទះqz', 'qza', 'qzzz', 'qzb', 'qy'],
        3,
      );
    });
    expect(Object.fromEntries(seen)).toEqual({
      qzab: ['qzab', 'qzab_x', 'qzabc'],
      qza_: [],
      'qza%': [],
      ផ្ទះqz: ['ផ្ទះqz', 'ផ្ទះqzល្វែង'],
      // `qza` begins 5 words, more than 3: left out (asked as a prefix).
      qzzz: [],
      // search_words keeps words of 3 characters and up (migration 0036): no ad has `qzb`.
      qzb: [],
      // A 2-character term is one of the words it begins (search_words has no such word).
      qy: ['qy', 'qyx'],
    });
  });
});

describe('the count of a keyword in relevance order', () => {
  const env = setupTestApp({ now: () => NOW });

  it('of terms read by bands is counted after a full first window that does not say many; a window that is not full counts', async () => {
    const me = await memberWithId(env);
    // 40,000 ads a minute apart: two words in ~3,500 ads each (read by bands), together in 500
    // spread over all of them; a third word with the first in the 40 latest only.
    await env.database.db.execute(sql`
      insert into ads (user_id, category_id, title, description, price, price_kind,
        province_id, address, contact_name, phones, fields, posted_at, renewed_at,
        expires_at, search_tokens, search_title)
      select ${me.id}, 101, 'Ad ' || g, 'Ad', g, 'fixed', '12', 'Street', 'Dara',
        array['+85512345678'], '{}'::jsonb, ${AT} - g * interval '1 minute',
        ${AT} - g * interval '1 minute', ${AT} + interval '30 days',
        case when g % 80 = 0 and g <= 3200 then 'qxalpha qxbeta qxgamma'
          when g % 80 = 0 then 'qxalpha qxbeta'
          when g % 13 = 1 then 'qxalpha'
          when g % 13 = 2 then 'qxbeta'
          else 'qxother' end,
        'ad' || g
      from generate_series(1, 40000) g`);
    await env.database.db.execute(sql`analyze ads`);
    const text = searchQuery('qxalpha qxbeta')!;
    const filter = {
      now: NOW,
      text: { ...text, words: await wordsBeginning(env.database.db, text.terms, 32) },
    };
    expect((await keywordPlanned(env.database.db, filter, 'latest')).plan).toBe('bands');
    const list = async (q: string) =>
      dataOf<AdListing>(await call(env.app, 'GET', `/api/posts?q=${encodeURIComponent(q)}`));
    // A full first window (96 of 500), its bands' matches as many as 500: counted.
    expect(await list('qxalpha qxbeta')).toMatchObject({ total: 500, total_is_estimate: false });
    // 40 matches: the first window holds them all.
    expect(await list('qxalpha qxbeta qxgamma')).toMatchObject({
      total: 40,
      total_is_estimate: false,
    });
  }, 60_000);
});
