import { searchQuery, type User } from '@repo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { SORT_MATCHES_UP_TO } from './listing-plan.repository.ts';
import { searchWords } from '../../db/schema.ts';
import {
  listAds,
  matchesToSort,
  wordsBeginning,
  type ListingFilter,
} from './listing.repository.ts';

const NOW = Date.parse('2026-12-10T05:00:00.000Z');

describe('a keyword sorted by price: the plan follows how many ads the words match', () => {
  const env = setupTestApp({ now: () => NOW });

  it('sorts the matches of a rare word, reads the price order for a word most ads have; both give the same page', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const me = dataOf<User>(
      await call(env.app, 'GET', '/api/me', { accessToken: tokens.access_token }),
    );
    const rollback = new Error('rollback');
    const seen: Record<string, unknown> = {};
    await env.database.db
      .transaction(async (tx) => {
        // More ads than SORT_MATCHES_UP_TO share a common word; 50 dear ones have a rare one.
        const many = SORT_MATCHES_UP_TO + 5_000;
        await tx.execute(sql`
          insert into ads (user_id, category_id, title, description, price, price_kind,
            province_id, address, contact_name, phones, fields, posted_at, renewed_at,
            expires_at, search_tokens, search_title)
          select ${Number(me.id)}, 101, 'Ad ' || g, 'Ad', (g % 997) + case when g <= 50 then 5000 else 0 end,
            'fixed', '12', 'Street', 'Dara', array['+85512345678'], '{}'::jsonb,
            now(), now(), now() + interval '400 days',
            case when g <= 50 then 'sale qxrareword' else 'sale' end, 'ad' || g
          from generate_series(1, ${many}) g`);
        await tx.execute(sql`analyze ads`);
        const filter = (q: string): ListingFilter => ({ now: NOW, text: searchQuery(q)! });
        seen.rare = await matchesToSort(tx, filter('qxrareword'));
        seen.common = await matchesToSort(tx, filter('sale'));
        const page = async (q: string, sortMatches: boolean) =>
          (await listAds(tx, { filter: filter(q), sort: 'price-asc', limit: 20, sortMatches })).map(
            (row) => row.ad.id,
          );
        seen.rareSame =
          JSON.stringify(await page('qxrareword', true)) ===
          JSON.stringify(await page('qxrareword', false));
        seen.commonSame =
          JSON.stringify(await page('sale', true)) === JSON.stringify(await page('sale', false));
        seen.rareCount = (await page('qxrareword', true)).length;
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(seen).toEqual({
      rare: true,
      common: false,
      rareSame: true,
      commonSame: true,
      rareCount: 21,
    });
  });
});

describe('the words a term begins (search_words)', () => {
  const env = setupTestApp({ now: () => NOW });

  it('lists them in byte order, reads the term literally, and leaves out a term beginning too many', async () => {
    const rollback = new Error('rollback');
    let seen: Record<string, string[]> = {};
    await env.database.db
      .transaction(async (tx) => {
        await tx.insert(searchWords).values(
          ['qzab', 'qzabc', 'qzab_x', 'qzac', 'qzad', 'ផ្ទះqz', 'ផ្ទះqzល្វែង'].map((word) => ({
            word,
          })),
        );
        seen = await wordsBeginning(tx, ['qzab', 'qza_', 'qza%', 'ផ្ទះqz', 'qza', 'qzzz'], 3);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(seen).toEqual({
      qzab: ['qzab', 'qzab_x', 'qzabc'],
      'qza_': [],
      'qza%': [],
      'ផ្ទះqz': ['ផ្ទះqz', 'ផ្ទះqzល្វែង'],
      // `qza` begins 5 words, more than 3: left out (asked as a prefix).
      qzzz: [],
    });
  });
});
