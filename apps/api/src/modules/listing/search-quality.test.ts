// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type { AdListing, User } from '@repo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../db/schema.ts';
import { call, dataOf, signUp } from '../../test/accounts.ts';
import { setupTestApp, TEST_ENGINE } from '../../test/database.ts';
import { searchColumns } from '../ads/ads.repository.ts';
import { seedDemoAds } from '../demo/demo-seed.ts';
import { readDemoAds, type DemoAdFacts } from './search-quality.demo.ts';
import {
  QUALITY_ADS,
  QUALITY_QUERIES,
  type QualityQuery,
  type QueryKind,
} from './search-quality.fixtures.ts';

/**
 * Search quality (ADR 0012): the fixed corpus and query set of
 * search-quality.fixtures.ts run through `GET {api}/posts`, scored and reported.
 *
 * - recall: the share of a query's relevant ads the search finds at all, over every page
 *   (following `next_cursor`);
 * - precision@20: the relevant ads among the first page of 20 (what the user sees first)
 *   divided by min(20, ads returned); a query that returns nothing scores 0 (every query has
 *   relevant ads, so nothing found is a miss, never a "correct empty answer").
 *
 * The report lists the queries with recall below 1 and precision@20 below 0.75 (below 1 with
 * SEARCH_QUALITY_ALL=1 in the environment).
 *
 * The floors are the engine's scores less about 0.02: a change to the match rule that loses
 * ground fails here; one that gains should raise them. When the set was written: 0.650 and
 * 0.860 (alike on PGlite and PostgreSQL); with terms that name a category matching its ads:
 * 0.782 and 0.845; with Khmer brand names indexed with their Latin word (search text version
 * 2): 0.890 and 0.842. Relevance ranking by default (ADR 0018; categories named only
 * by a whole name or a single-topic one; topic synonyms across the languages): 0.904 and
 * 0.893; then (aliases people type, SEARCH_SYNONYMS, BRAND_PRODUCTS, JOINED_NAMES):
 * 0.950 and 0.907; then (a category match ranks first and a term naming a category
 * matches other ads only by their title; phrases and places in either script, search text
 * version 5; plurals, kinds and typo-distance misspellings): 0.987 and 0.941.
 */
const MEAN_RECALL_FLOOR = 0.96;
const MEAN_PRECISION_FLOOR = 0.92;
/**
 * With the demo marketplace beside the set (300 ads of the same 30 days), each demo ad is judged
 * too (each query's `demo` rule, from the ad's facts read back from the database: see
 * search-quality.fixtures.ts): recall counts the relevant demo ads as well (the set's own recall
 * is reported and held apart), and precision@20 counts a relevant demo ad as relevant. Before
 * the demo ads were judged (every one counted as noise): recall 0.950, precision@20 0.609;
 * judged, with the second session's engine: recall 0.908 (the set's 0.950), precision@20 0.853;
 * third session: 0.972 (the set's 0.987) and 0.912. The floors are issue 14's targets with the
 * demo ads as noise (recall 0.95, precision@20 0.90), not the scores less 0.02: a change that
 * would miss the targets fails here.
 */
const DEMO_NOISE = 300;
const NOISE_FLOORS = { recall: 0.95, setRecall: 0.96, precision: 0.9 };

const PAGE = 20;
/** The report lists the queries with a precision@20 below this. */
const NOISY_BELOW = process.env.SEARCH_QUALITY_ALL ? 1 : 0.75;
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
  /** Over the set's relevant ads and the relevant demo ads. */
  recall: number;
  /** Over the set's relevant ads alone. */
  setRecall: number;
  /** Relevant ads in all (the set's and the demo ads'). */
  relevant: number;
  precision: number;
  returned: number;
  missing: string[];
  /** Irrelevant ads on the first page. */
  noise: string[];
  similar: boolean;
}

/** A demo ad in the report: its key and what it sells. */
const demoKey = (ad: DemoAdFacts) => `${ad.key}(${ad.item})`;

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const fixed = (value: number) => value.toFixed(2);
const list = (keys: string[], max: number) =>
  keys.length <= max ? keys.join(', ') : `${keys.slice(0, max).join(', ')} (+${keys.length - max})`;
const shown = (q: string) => JSON.stringify(q).replace(/\u200b/g, '\\u200b');

interface Floors {
  recall: number;
  setRecall?: number;
  precision: number;
}

function report(scores: Score[], floors: Floors, demoAds: number): string {
  const judged = scores.reduce((sum, s) => sum + s.relevant - s.query.relevant.length, 0);
  const lines = [
    `Search quality (${TEST_ENGINE}): ${scores.length} queries over ${QUALITY_ADS.length} ads${
      demoAds > 0
        ? ` and ${demoAds} demo ads (${judged} judged relevant to ${
            scores.filter((s) => s.relevant > s.query.relevant.length).length
          } queries)`
        : ''
    }`,
    `mean recall ${mean(scores.map((s) => s.recall)).toFixed(3)} (floor ${floors.recall})${
      demoAds > 0
        ? ` · the set's alone ${mean(scores.map((s) => s.setRecall)).toFixed(3)} (floor ${floors.setRecall})`
        : ''
    } · mean precision@20 ${mean(scores.map((s) => s.precision)).toFixed(3)} (floor ${
      floors.precision
    }) · found nothing: ${scores.filter((s) => s.returned === 0).length}`,
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
    const found = s.relevant - s.missing.length;
    lines.push(
      `  ${s.similar ? '~' : ' '}${shown(s.query.q)} [${s.query.kind}] ${found}/${
        s.relevant
      }, p@20 ${fixed(s.precision)}: missing ${list(s.missing, 6)}`,
    );
  }
  const noisy = scores.filter((s) => s.returned > 0 && s.precision < NOISY_BELOW);
  lines.push(`Precision@20 < ${NOISY_BELOW} (${noisy.length}):`);
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
    /** Ad id → fixture key (a demo ad's: `demo.<id>(<what it sells>)`). */
    const keyOf = new Map<string, string>();
    /** The demo ads, as a person judging them reads them. */
    let demoAds: DemoAdFacts[] = [];

    beforeAll(async () => {
      // The demo marketplace first (it goes only into a marketplace without accounts): 300 ads
      // in every category, in both languages, read back to be judged (`demo` of each query).
      if (noise) {
        await seedDemoAds(env.database.db, { count: DEMO_NOISE, now: new Date(NOW), ttlDays: 30 });
        demoAds = await readDemoAds(env.database.db);
        for (const ad of demoAds) keyOf.set(ad.id, demoKey(ad));
      }
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
        expect(typeof query.demo, query.q).toBe('function');
      }
      if (noise) {
        // Every listed demo ad was read back and recognised (`readDemoAds` fails otherwise).
        expect(demoAds.length).toBeGreaterThan(DEMO_NOISE * 0.9);
        // The judgement finds demo ads for the kinds of things the demo marketplace sells.
        const judged = QUALITY_QUERIES.filter((query) => demoAds.some(query.demo));
        expect(judged.length).toBeGreaterThanOrEqual(60);
      }
    });

    it('finds what people expect: mean recall and precision@20 stay above their floors', async () => {
      const scores: Score[] = [];
      const pagesMax = Math.ceil((QUALITY_ADS.length + demoAds.length) / PAGE) + 1;
      for (const query of QUALITY_QUERIES) {
        const relevant = new Set([
          ...query.relevant,
          ...demoAds.filter(query.demo).map((ad) => demoKey(ad)),
        ]);
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
        } while (cursor && pages < pagesMax);

        const missing = [...relevant].filter((key) => !found.includes(key));
        const setMissing = query.relevant.filter((key) => !found.includes(key));
        const firstPage = first ?? [];
        const hits = firstPage.filter((key) => relevant.has(key)).length;
        scores.push({
          query,
          recall: (relevant.size - missing.length) / relevant.size,
          setRecall: (query.relevant.length - setMissing.length) / query.relevant.length,
          relevant: relevant.size,
          precision: firstPage.length === 0 ? 0 : hits / Math.min(PAGE, firstPage.length),
          returned: found.length,
          missing,
          noise: firstPage.filter((key) => !relevant.has(key)),
          similar,
        });
      }

      const floors: Floors = noise
        ? NOISE_FLOORS
        : { recall: MEAN_RECALL_FLOOR, precision: MEAN_PRECISION_FLOOR };
      console.log(
        `${noise ? `With ${DEMO_NOISE} demo ads beside the set. ` : ''}${report(
          scores,
          floors,
          demoAds.length,
        )}`,
      );
      expect(mean(scores.map((s) => s.recall))).toBeGreaterThanOrEqual(floors.recall);
      expect(mean(scores.map((s) => s.setRecall))).toBeGreaterThanOrEqual(
        floors.setRecall ?? floors.recall,
      );
      expect(mean(scores.map((s) => s.precision))).toBeGreaterThanOrEqual(floors.precision);
    }, 300_000);
  });
}

qualitySuite(false);
qualitySuite(true);
