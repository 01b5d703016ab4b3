import { adInputSchema, type SubcategoryType } from '@repo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertRecords } from '../../db/sql.ts';
import { ads, searchWordBands, searchWords } from '../../db/schema.ts';
import { adColumns, type NewAdRow } from '../ads/index.ts';
import { bulkSellers } from './bulk-sellers.ts';
import { placeOf, subcategoriesOf, weightedPicker } from './bulk-spread.ts';
import { createRandom, demoAd, type DemoLocale, type Random } from './demo-content.ts';
import { placeTree } from './demo-seed.ts';

/**
 * Bulk ads for load tests and benchmarks (search must stay fast at a million ads): the demo
 * generator's realistic English and Khmer ads, spread over every subcategory (weighted like a
 * Cambodian marketplace), every province and its districts and communes, posted and renewed
 * over the last ~60 days, written by a few hundred sellers in multi-row INSERTs. The same
 * seed gives the same ads (their dates are relative to `now`).
 */

const DAY_MS = 24 * 3600 * 1000;
export const BULK_SEED_DEFAULT = 20261122;
/** Rows per INSERT: 24 bound columns each, well under PostgreSQL's 65,535 parameters. */
export const BULK_BATCH_ROWS = 2000;
/** How far back ads are posted. */
const POSTED_WITHIN_DAYS = 60;

export interface BulkSeedOptions {
  /** How many ads. */
  count: number;
  /** The generator's seed: the same seed gives the same ads. */
  seed?: number;
  /** Dates are spread over the 60 days before this. */
  now: Date;
  /** The ads' time to live (AD_TTL_DAYS): an ad not renewed within it is expired. */
  ttlDays: number;
  /** How many sellers; default 300 (one per 10 ads for fewer than 3,000 ads). */
  sellers?: number;
  /** Rows per INSERT (default 2,000). */
  batchRows?: number;
  /** Called every `progressEvery` ads (default 50,000) and at the end. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
  /** `VACUUM ANALYZE ads` at the end (default true): fresh planner statistics. */
  analyze?: boolean;
}

export interface BulkSeedReport {
  ads: number;
  sellers: number;
  /** Ads still listed (active and not expired) at `now`. */
  active: number;
  /** Milliseconds spent inserting, and in the closing VACUUM ANALYZE. */
  insertMs: number;
  analyzeMs: number;
}

/** Long-tailed view counts: most ads a few dozen, a few thousands; older ads more. */
function viewsOf(random: Random, ageDays: number): number {
  const base = Math.floor(Math.pow(random.next(), 3) * 4000);
  return Math.floor(base * (0.3 + Math.min(1, ageDays / POSTED_WITHIN_DAYS))) + random.int(0, 30);
}

/**
 * The search rows of the ads from id `from` to `to` (migration 0038): their word bands
 * (`search_word_bands`, `ad_word_bands`) and words (`search_words`, `ad_search_words`), written
 * at once: each distinct row is probed once, where the ads' triggers probe each ad's hundred
 * (about half of a bulk insert's time; issue 21). In the rows' one order, as the triggers write
 * them. The sort of a few million pairs gets the memory to do it without spilling to disk.
 */
async function writeSearchRows(tx: Pick<Db, 'execute'>, from: number, to: number) {
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  const written = sql`${ads.id} between ${from} and ${to}`;
  await tx.execute(sql`
    insert into ${searchWordBands} (word, band)
    select distinct p.word, p.band
    from ${ads}, ad_word_bands(${ads.searchTokens}, ${ads.categoryId}, ${ads.price},
      ${ads.views}, ${ads.renewedAt}, ${ads.postedAt}) as p
    where ${written}
    order by p.word, p.band
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${searchWords} (word)
    select distinct w from ${ads}, ad_search_words(${ads.searchTokens}) as w
    where ${written}
    order by w
    on conflict do nothing`);
}

/**
 * Inserts `count` generated ads (and the sellers, once) into the database. Needs the reference
 * data (categories, provinces); districts and communes are used when the gazetteer is imported.
 */
export async function seedBulkAds(db: Db, options: BulkSeedOptions): Promise<BulkSeedReport> {
  const count = options.count;
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`bad ad count: ${count}`);
  const random = createRandom(options.seed ?? BULK_SEED_DEFAULT);
  const now = options.now;
  const ttlMs = options.ttlDays * DAY_MS;
  const batchRows = options.batchRows ?? BULK_BATCH_ROWS;
  const progressEvery = options.progressEvery ?? 50_000;

  const [subcategories, tree] = await Promise.all([subcategoriesOf(db), placeTree(db)]);
  if (subcategories.length === 0 || tree.provinces.length === 0)
    throw new Error('no categories or provinces: apply the reference data first');
  const pickCategory = weightedPicker(subcategories);
  const sellerCount = Math.max(
    1,
    Math.min(count, options.sellers ?? Math.min(300, Math.ceil(count / 10))),
  );
  const sellers = count > 0 ? await bulkSellers(db, random, sellerCount, now) : [];

  const schemas = new Map<SubcategoryType, ReturnType<typeof adInputSchema>>();
  const schemaOf = (type: SubcategoryType) => {
    let schema = schemas.get(type);
    if (!schema) schemas.set(type, (schema = adInputSchema(type, { now })));
    return schema;
  };

  let active = 0;
  let made = 0;
  const nextRow = (): NewAdRow => {
    // The first ads go one to each subcategory, so even a small run covers all of them.
    const category = made < subcategories.length ? subcategories[made]! : pickCategory(random);
    made++;
    const seller = random.pick(sellers);
    const locale: DemoLocale = random.chance(0.75)
      ? seller.locale
      : random.chance(0.5)
        ? 'en'
        : 'km';
    const ad = demoAd(random, category, placeOf(random, tree), { now, locale });
    const input = schemaOf(category.type).parse(ad.form);
    // Posted over the last 60 days, more of them recently (older ones were sold or left).
    const ageMs = Math.floor(Math.pow(random.next(), 1.3) * POSTED_WITHIN_DAYS * DAY_MS);
    const posted = new Date(now.getTime() - Math.max(60_000, ageMs));
    // Sellers renew: most ads older than the TTL were renewed within it, a third of the others.
    let renewed = posted;
    const stale = ageMs >= ttlMs;
    if (random.chance(stale ? 0.7 : 0.33)) {
      const from = Math.max(posted.getTime(), now.getTime() - ttlMs + 60_000);
      renewed = new Date(from + random.next() * (now.getTime() - from));
    }
    const expires = new Date(renewed.getTime() + ttlMs);
    const status =
      expires.getTime() <= now.getTime() ? 'expired' : random.chance(0.03) ? 'sold' : 'active';
    if (status === 'active') active++;
    const views = viewsOf(random, ageMs / DAY_MS);
    // One active ad in two hundred is a "top" ad for a few more days (ADR 0014).
    const premium =
      status === 'active' && random.chance(1 / 200)
        ? {
            premiumType: 'top',
            premiumUntil: new Date(now.getTime() + random.int(1, 14) * DAY_MS),
          }
        : {};
    return {
      ...premium,
      ...adColumns(input),
      userId: seller.id,
      status,
      postedAt: posted,
      renewedAt: renewed,
      expiresAt: expires,
      views,
      likes: random.int(0, Math.ceil(views / 25)),
      saves: random.int(0, Math.ceil(views / 30)),
      createdAt: posted,
      updatedAt: renewed,
    };
  };

  const started = performance.now();
  let done = 0;
  // One transaction per progress step; the next batch is generated while the previous one is
  // being written (the database works on its own core meanwhile).
  const perTransaction = Math.max(batchRows, progressEvery);
  while (done < count) {
    const size = Math.min(perTransaction, count - done);
    await db.transaction(async (tx) => {
      // The ads' triggers leave their search rows to this transaction (`writeSearchRows`).
      await tx.execute(sql`select set_config('psar.word_bands_by_writer', 'on', true)`);
      let [first, last] = [Number.POSITIVE_INFINITY, 0];
      let pending: Promise<unknown> = Promise.resolve();
      for (let start = 0; start < size; start += batchRows) {
        const rows = Array.from({ length: Math.min(batchRows, size - start) }, nextRow);
        await pending;
        pending = tx.execute(insertRecords(ads, rows, sql`${ads.id}`)).then((written) => {
          for (const row of (written as unknown as { rows: { id: number | string }[] }).rows) {
            const id = Number(row.id);
            [first, last] = [Math.min(first, id), Math.max(last, id)];
          }
        });
      }
      await pending;
      if (last > 0) await writeSearchRows(tx, first, last);
    });
    done += size;
    if (done % progressEvery === 0 || done === count) options.onProgress?.(done, count);
  }
  const insertMs = performance.now() - started;

  const analyzeStarted = performance.now();
  if (count > 0 && options.analyze !== false) await db.execute(sql`VACUUM ANALYZE ads`);
  return {
    ads: count,
    sellers: sellers.length,
    active,
    insertMs,
    analyzeMs: performance.now() - analyzeStarted,
  };
}
