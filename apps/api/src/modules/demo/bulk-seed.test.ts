import type { AdListing } from '@repo/domain';
import { asc, count, countDistinct, eq, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, searchWordBands, searchWords, users } from '../../db/schema.ts';
import { call, dataOf } from '../../test/accounts.ts';
import { GAZETTEER_DIR, setupTestApp } from '../../test/database.ts';
import { importGazetteer } from '../locations/locations.import.ts';
import { parseSeedBulkArgs } from './bulk-seed-args.ts';
import { seedBulkAds, type BulkSeedReport } from './bulk-seed.ts';
import { BULK_USERNAME_PREFIX } from './bulk-sellers.ts';

const NOW = new Date('2026-12-10T05:00:00Z');
const DAY = 24 * 3600 * 1000;
const COUNT = 300;
const SEED = 42;
const KHMER = /[\u1780-\u17FF]/;

const env = setupTestApp({ now: () => NOW.getTime() });
let report: BulkSeedReport;
const progress: number[] = [];

beforeAll(async () => {
  await importGazetteer(env.database.db, GAZETTEER_DIR);
  report = await seedBulkAds(env.database.db, {
    count: COUNT,
    seed: SEED,
    now: NOW,
    ttlDays: 30,
    // Small batches and steps, so several INSERTs and transactions are exercised.
    batchRows: 64,
    progressEvery: 128,
    onProgress: (done) => progress.push(done),
  });
}, 60_000);

const titlesInOrder = async () =>
  (await env.database.db.select({ title: ads.title }).from(ads).orderBy(asc(ads.id))).map(
    (row) => row.title,
  );

describe('bulk ads', () => {
  it('are spread over every subcategory and main category, many provinces and districts', async () => {
    const { db } = env.database;
    expect(report).toMatchObject({ ads: COUNT, sellers: 30 });
    expect(progress).toEqual([128, 256, 300]);
    const parent = alias(categories, 'parent');
    const [totals] = await db
      .select({
        ads: count(),
        categories: countDistinct(ads.categoryId),
        mains: countDistinct(parent.id),
        provinces: countDistinct(ads.provinceId),
        districts: countDistinct(ads.districtId),
        communes: countDistinct(ads.communeId),
        sellers: countDistinct(ads.userId),
      })
      .from(ads)
      .innerJoin(categories, sql`${categories.id} = ${ads.categoryId}`)
      .innerJoin(parent, sql`${parent.id} = ${categories.parentId}`);
    const [tree] = await db
      .select({
        subs: sql<number>`count(*) filter (where ${categories.parentId} is not null)::int`,
        mains: sql<number>`count(*) filter (where ${categories.parentId} is null)::int`,
      })
      .from(categories)
      .where(sql`${categories.isActive}`);
    expect(totals).toMatchObject({
      ads: COUNT,
      categories: tree!.subs,
      mains: tree!.mains,
      sellers: 30,
    });
    expect(totals!.provinces).toBeGreaterThan(15);
    expect(totals!.districts).toBeGreaterThan(50);
    expect(totals!.communes).toBeGreaterThan(50);
    const sellers = await db
      .select({ locale: users.locale })
      .from(users)
      .where(like(users.username, `${BULK_USERNAME_PREFIX}%`));
    expect(sellers).toHaveLength(30);
    expect(new Set(sellers.map((seller) => seller.locale))).toEqual(new Set(['en', 'km']));
  });

  it('are written in English and Khmer, with their search text', async () => {
    const rows = await env.database.db
      .select({ title: ads.title, tokens: ads.searchTokens, compact: ads.searchTitle })
      .from(ads);
    const khmer = rows.filter((row) => KHMER.test(row.title)).length;
    expect(khmer).toBeGreaterThan(COUNT * 0.3);
    expect(COUNT - khmer).toBeGreaterThan(COUNT * 0.3);
    for (const row of rows) {
      expect(row.tokens.length).toBeGreaterThan(row.title.length / 2);
      expect(row.compact).not.toBe('');
      expect(row.compact).not.toContain(' ');
    }
  });

  it('have every word and word band listed, written by the seed itself; later writes by the triggers', async () => {
    const { db } = env.database;
    const pairs = sql`select p.word, p.band from ${ads}, ad_word_bands(${ads.searchTokens},
      ${ads.categoryId}, ${ads.price}, ${ads.views}, ${ads.renewedAt}, ${ads.postedAt}) as p`;
    const listed = sql`select word, band from ${searchWordBands}`;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect((await rows(pairs)).length).toBeGreaterThan(COUNT * 20);
    // The same rows as the trigger writes, ad by ad: none missing, none more.
    expect(await rows(sql`${pairs} except ${listed}`)).toEqual([]);
    expect(await rows(sql`${listed} except ${pairs}`)).toEqual([]);
    const words = sql`select w from ${ads}, ad_search_words(${ads.searchTokens}) as w`;
    const known = sql`select word from ${searchWords}`;
    expect((await rows(words)).length).toBeGreaterThan(COUNT * 10);
    expect(await rows(sql`${words} except ${known}`)).toEqual([]);
    expect(await rows(sql`${known} except ${words}`)).toEqual([]);
    // The seed's transactions left the trigger on for every other writer.
    const [first] = await db.select({ id: ads.id }).from(ads).orderBy(asc(ads.id)).limit(1);
    await db.execute(
      sql`update ${ads} set search_tokens = search_tokens || ' zzbandcheck' where ${ads.id} = ${first!.id}`,
    );
    const written = await db
      .select({ band: searchWordBands.band })
      .from(searchWordBands)
      .where(eq(searchWordBands.word, 'zzbandcheck'));
    expect(written).toHaveLength(4);
    const [word] = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(eq(searchWords.word, 'zzbandcheck'));
    expect(word).toBeDefined();
  });

  it('are posted over the last 60 days, renewed after, listed only while not expired', async () => {
    const rows = await env.database.db
      .select({
        status: ads.status,
        posted: ads.postedAt,
        renewed: ads.renewedAt,
        expires: ads.expiresAt,
        price: ads.price,
        views: ads.views,
      })
      .from(ads);
    for (const row of rows) {
      expect(row.posted.getTime()).toBeLessThan(NOW.getTime());
      expect(row.posted.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 60 * DAY);
      expect(row.renewed.getTime()).toBeGreaterThanOrEqual(row.posted.getTime());
      expect(row.expires.getTime()).toBe(row.renewed.getTime() + 30 * DAY);
      if (row.status === 'expired')
        expect(row.expires.getTime()).toBeLessThanOrEqual(NOW.getTime());
      else expect(row.expires.getTime()).toBeGreaterThan(NOW.getTime());
    }
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses.has('active') && statuses.has('expired')).toBe(true);
    const active = rows.filter((row) => row.status === 'active');
    expect(active).toHaveLength(report.active);
    expect(active.length).toBeGreaterThan(COUNT * 0.6);
    // Older than the TTL yet still listed: renewed.
    expect(active.some((row) => row.posted.getTime() < NOW.getTime() - 30 * DAY)).toBe(true);
    expect(rows.filter((row) => row.renewed > row.posted).length).toBeGreaterThan(COUNT * 0.2);
    expect(new Set(rows.map((row) => row.price)).size).toBeGreaterThan(COUNT / 3);
    expect(new Set(rows.map((row) => row.views)).size).toBeGreaterThan(COUNT / 3);
  });

  it('are found by the listing endpoint in both languages', async () => {
    const list = async (query: string) =>
      dataOf<AdListing>(await call(env.app, 'GET', `/api/posts?${query}&limit=50`));
    const [activeCars] = await env.database.db
      .select({ n: count() })
      .from(ads)
      .innerJoin(categories, sql`${categories.id} = ${ads.categoryId}`)
      .where(sql`${categories.slug} = 'cars' and ${ads.status} = 'active'`);
    expect((await list('category=cars')).total).toBe(activeCars!.n);

    const toyota = await list('q=toyota');
    expect(toyota.items.length).toBeGreaterThan(0);
    for (const item of toyota.items) expect(item.title.toLowerCase()).toContain('toyota');

    // "For sale": Khmer car titles start with it (លក់ Toyota Camry ឆ្នាំ 2019).
    const forSale = await list(`q=${encodeURIComponent('លក់')}`);
    expect(forSale.items.some((item) => item.title.startsWith('លក់ '))).toBe(true);
  });

  it('are the same ads again for the same seed, by the same sellers', async () => {
    const first = await titlesInOrder();
    const [before] = await env.database.db.select({ n: count() }).from(users);
    await seedBulkAds(env.database.db, { count: COUNT, seed: SEED, now: NOW, ttlDays: 30 });
    const [after] = await env.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    const both = await titlesInOrder();
    expect(both).toHaveLength(2 * COUNT);
    expect(both.slice(COUNT)).toEqual(first);
  });
});

describe('seed:bulk flags', () => {
  it('reads --ads and --seed in both spellings, with a default seed', () => {
    expect(parseSeedBulkArgs(['--ads', '1000000', '--seed', '7'])).toEqual({
      ok: true,
      args: { ads: 1_000_000, seed: 7 },
    });
    expect(parseSeedBulkArgs(['--', '--ads=1_000'])).toMatchObject({
      ok: true,
      args: { ads: 1000 },
    });
  });

  it.each([
    [[], '--ads is required'],
    [['--ads'], '--ads needs a value'],
    [['--ads', 'many'], '--ads must be a whole number'],
    [['--ads', '0'], '--ads must be a whole number'],
    [['--ads', '2.5'], '--ads must be a whole number'],
    [['--ads', '20000000'], '--ads must be a whole number'],
    [['--ads', '10', '--seed', '-3'], '--seed must be a whole number'],
    [['--ads', '10', '--rows', '3'], 'unknown argument: --rows'],
  ])('rejects %j', (argv, message) => {
    const parsed = parseSeedBulkArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});
