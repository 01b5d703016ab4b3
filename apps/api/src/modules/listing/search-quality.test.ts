import type { AdListing, User } from '@repo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../db/schema.ts';
import { call, dataOf, signUp } from '../../test/accounts.ts';
import { setupTestApp, TEST_ENGINE } from '../../test/database.ts';
import { searchColumns } from '../ads/ads.repository.ts';
import { seedDemoAds } from '../demo/demo-seed.ts';
import {
  QUALITY_ADS,
  QUALITY_QUERIES,
  type QualityQuery,
  type QueryKind,
} from './search-quality.fixtures.ts';

/**
 * Search quality (issue 6, ADR 0012): the fixed corpus and query set of
 * search-quality.fixtures.ts run through `GET {api}/posts`, scored and reported.
 *
 * - recall: the share of a query's relevant ads the search finds at all, over every page
 *   (following `next_cursor`), since the listing is sorted by date, not by relevance;
 * - precision@20: the relevant ads among the first page of 20 (what the user sees first)
 *   divided by min(20, ads returned); a query that returns nothing scores 0 (every query has
 *   relevant ads, so nothing found is a miss, never a "correct empty answer").
 *
 * The floors are the engine's scores less 0.05: a change to the match rule that loses ground
 * fails here; one that gains should raise them. When the set was written: 0.650 and 0.860
 * (alike on PGlite and PostgreSQL); with terms that name a category matching its ads: 0.782
 * and 0.845; with Khmer brand names indexed with their Latin word (search text version 2):
 * 0.890 and 0.842. Issue 14 (relevance ranking by default, ADR 0018; categories named only by
 * a whole name or a single-topic one; topic synonyms across the languages): 0.904 and 0.893;
 * second session (aliases people type, SEARCH_SYNONYMS, BRAND_PRODUCTS, JOINED_NAMES): 0.950
 * and 0.907.
 */
const MEAN_RECALL_FLOOR = 0.93;
const MEAN_PRECISION_FLOOR = 0.88;
/**
 * With the demo marketplace beside the set (its ads are never judged relevant: a demo Toyota
 * on the first page of `toyota` counts against precision), recall is the set's; precision@20
 * counts what the ranking puts first among ~510 ads of the same 30 days.
 */
const DEMO_NOISE = 300;
const NOISE_FLOORS = { recall: 0.93, precision: 0.58 };

const PAGE = 20;
const NOW = Date.parse('2026-12-10T05:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** FNV-1a: a fixed, scattered feed order, so ads of one kind are not posted side by side. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

interface Score {
  query: QualityQuery;
  recall: number;
  precision: number;
  returned: number;
  missing: string[];
  /** Irrelevant ads on the first page. */
  noise: string[];
  similar: boolean;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const fixed = (value: number) => value.toFixed(2);
const list = (keys: string[], max: number) =>
  keys.length <= max ? keys.join(', ') : `${keys.slice(0, max).join(', ')} (+${keys.length - max})`;
const shown = (q: string) => JSON.stringify(q).replace(/\u200b/g, '\\u200b');

function report(scores: Score[], floors: { recall: number; precision: number }): string {
  const lines = [
    `Search quality (${TEST_ENGINE}): ${scores.length} queries over ${QUALITY_ADS.length} ads`,
    `mean recall ${mean(scores.map((s) => s.recall)).toFixed(3)} (floor ${floors.recall}) · mean precision@20 ${mean(
      scores.map((s) => s.precision),
    ).toFixed(3)} (floor ${floors.precision}) · found nothing: ${
      scores.filter((s) => s.returned === 0).length
    }`,
  ];
  const kinds = [...new Set(scores.map((s) => s.query.kind))] as QueryKind[];
  for (const kind of kinds) {
    const of = scores.filter((s) => s.query.kind === kind);
    lines.push(
      `  ${kind.padEnd(12)} n=${String(of.length).padStart(3)}  recall ${fixed(
        mean(of.map((s) => s.recall)),
      )}  p@20 ${fixed(mean(of.map((s) => s.precision)))}`,
    );
  }
  const missed = scores.filter((s) => s.recall < 1);
  lines.push(`Recall < 1 (${missed.length}; ~ = answered as a similar-words match):`);
  for (const s of missed) {
    const found = s.query.relevant.length - s.missing.length;
    lines.push(
      `  ${s.similar ? '~' : ' '}${shown(s.query.q)} [${s.query.kind}] ${found}/${
        s.query.relevant.length
      }, p@20 ${fixed(s.precision)}: missing ${list(s.missing, 6)}`,
    );
  }
  const noisy = scores.filter((s) => s.returned > 0 && s.precision < 0.75);
  lines.push(`Precision@20 < 0.75 (${noisy.length}):`);
  for (const s of noisy) {
    lines.push(
      `  ${s.similar ? '~' : ' '}${shown(s.query.q)} [${s.query.kind}] p@20 ${fixed(
        s.precision,
      )}: also ${list(s.noise, 6)}`,
    );
  }
  return lines.join('\n');
}

function qualitySuite(noise: boolean) {
  describe(`search quality: the fixed query set${noise ? ', among the demo marketplace' : ''}`, () => {
    const env = setupTestApp({ now: () => NOW });
    /** Ad id → fixture key. */
    const keyOf = new Map<string, string>();

    beforeAll(async () => {
      // The demo marketplace first (it goes only into a marketplace without accounts): 300 ads
      // in every category, in both languages, none of them in the judged sets.
      if (noise)
        await seedDemoAds(env.database.db, { count: DEMO_NOISE, now: new Date(NOW), ttlDays: 30 });
      const { tokens } = await signUp(env.app, env.database.db);
      const me = dataOf<User>(
        await call(env.app, 'GET', '/api/me', { accessToken: tokens.access_token }),
      );
      const order = [...QUALITY_ADS].sort((a, b) => hash(a.key) - hash(b.key));
      const rows = order.map((ad, index) => {
        // Spread over the last 30 days, as the demo ads are: neither kind is newer as a whole.
        const at = new Date(NOW - 30 * DAY + index * ((29 * DAY) / QUALITY_ADS.length));
        return {
          userId: Number(me.id),
          categoryId: ad.category,
          status: 'active' as const,
          title: ad.title,
          description: ad.description,
          price: '100.00',
          priceKind: 'fixed' as const,
          provinceId: '12',
          address: 'Street 63',
          contactName: 'Dara',
          phones: ['+85512345678'],
          fields: {},
          postedAt: at,
          renewedAt: at,
          expiresAt: new Date(NOW + 30 * DAY),
          createdAt: at,
          updatedAt: at,
          ...searchColumns(ad),
        };
      });
      const inserted = await env.database.db.insert(ads).values(rows).returning({ id: ads.id });
      inserted.forEach((row, index) => keyOf.set(String(row.id), order[index]!.key));
    });

    it('the fixture is well formed: 150+ ads with unique keys, 100+ queries with known relevant ads', () => {
      const keys = QUALITY_ADS.map((ad) => ad.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBeGreaterThanOrEqual(150);
      expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(100);
      const known = new Set(keys);
      for (const query of QUALITY_QUERIES) {
        expect(query.relevant.length, query.q).toBeGreaterThan(0);
        expect(
          query.relevant.filter((key) => !known.has(key)),
          query.q,
        ).toEqual([]);
        expect(new Set(query.relevant).size, query.q).toBe(query.relevant.length);
      }
    });

    it('finds what people expect: mean recall and precision@20 stay above their floors', async () => {
      const scores: Score[] = [];
      for (const query of QUALITY_QUERIES) {
        const found: string[] = [];
        let first: string[] | undefined;
        let similar = false;
        let cursor: string | null = null;
        let pages = 0;
        do {
          const response = await call(
            env.app,
            'GET',
            `/api/posts?q=${encodeURIComponent(query.q)}&limit=${PAGE}${
              cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
            }`,
          );
          expect(response.statusCode, `${query.q}: ${response.body.slice(0, 200)}`).toBe(200);
          const page = dataOf<AdListing>(response);
          const keys = page.items.map((item) => keyOf.get(item.id) ?? `?${item.id}`);
          first ??= keys;
          similar ||= page.similar;
          found.push(...keys);
          cursor = page.next_cursor;
          pages += 1;
        } while (cursor && pages * PAGE <= QUALITY_ADS.length);

        const relevant = new Set(query.relevant);
        const missing = query.relevant.filter((key) => !found.includes(key));
        const firstPage = first ?? [];
        const hits = firstPage.filter((key) => relevant.has(key)).length;
        scores.push({
          query,
          recall: (query.relevant.length - missing.length) / query.relevant.length,
          precision: firstPage.length === 0 ? 0 : hits / Math.min(PAGE, firstPage.length),
          returned: found.length,
          missing,
          noise: firstPage.filter((key) => !relevant.has(key)),
          similar,
        });
      }

      const floors = noise
        ? NOISE_FLOORS
        : { recall: MEAN_RECALL_FLOOR, precision: MEAN_PRECISION_FLOOR };
      console.log(
        `${noise ? `With ${DEMO_NOISE} demo ads as noise. ` : ''}${report(scores, floors)}`,
      );
      expect(mean(scores.map((s) => s.recall))).toBeGreaterThanOrEqual(floors.recall);
      expect(mean(scores.map((s) => s.precision))).toBeGreaterThanOrEqual(floors.precision);
    }, 300_000);
  });
}

qualitySuite(false);
qualitySuite(true);
