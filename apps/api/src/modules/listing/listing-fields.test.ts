// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type { AdListing } from '@repo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../test/accounts.ts';
import { rolledBack, setupTestApp } from '../../test/database.ts';
import type { NewAdRow } from '../ads/ads.repository.ts';
import { insertAdRow, memberWithId, uniqueWord } from '../ads/ads.fixtures.ts';
import { listAds } from './listing-query.ts';

/**
 * The category's own filters and the job sorts of `GET {api}/posts` (ADR 0028):
 * cars, property and jobs filtered on their fields, jobs sorted by start and end
 * date in keyset pages, and what does not apply (or makes no sense) dropped with a note.
 */

const NOW = Date.parse('2026-12-10T05:00:00.000Z');
const CATEGORY = {
  cars: 401,
  motorcycles: 402,
  housesForSale: 501,
  landForSale: 503,
  condos: 505,
  salesJobs: 601,
  itJobs: 603,
} as const;

type Env = ReturnType<typeof setupTestApp>;

const member = async (env: Env) => (await memberWithId(env)).id;

let sequence = 0;
/** An active ad with these fields, titled with the test's word, posted a second after the last. */
const insertAd = (
  env: Env,
  userId: number,
  tag: string,
  categoryId: number,
  fields: NewAdRow['fields'],
  values: Partial<NewAdRow> = {},
) =>
  insertAdRow(env.database.db, userId, NOW, {
    categoryId,
    fields,
    title: `${tag} ad ${++sequence}`,
    description: 'Call any time.',
    ...values,
  });

async function list(env: Env, query: string): Promise<AdListing> {
  const response = await call(env.app, 'GET', `/api/posts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AdListing>(response);
}

const idsOf = (listing: AdListing) => listing.items.map((item) => item.id);
const set = (listing: AdListing) => new Set(idsOf(listing));

/** Every page of a listing, following next_cursor. */
async function allPages(env: Env, query: string, limit = 3) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: AdListing = await list(
      env,
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.notes, query).toEqual([]);
    ids.push(...idsOf(page));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 50);
  return ids;
}

describe('GET {api}/posts: category filters and job sorts', () => {
  const env = setupTestApp({ now: () => NOW });

  it('cars: brand, model (any case), year range, transmission, fuel and body type', async () => {
    const seller = await member(env);
    const tag = uniqueWord();
    const car = (fields: NewAdRow['fields'], category: number = CATEGORY.cars) =>
      insertAd(env, seller, tag, category, { condition: 'used', color: 'black', ...fields });
    const camry = await car({
      brand: 'toyota',
      model: 'Camry',
      year: 2018,
      transmission: 'auto',
      fuel: 'petrol',
      body_type: 'sedan',
    });
    const oldCamry = await car({
      brand: 'toyota',
      model: 'camry',
      year: 2009,
      transmission: 'auto',
    });
    const manual = await car({
      brand: 'toyota',
      model: 'Vios',
      year: 2019,
      transmission: 'manual',
    });
    const civic = await car({ brand: 'honda', model: 'Civic', year: 2018, transmission: 'auto' });
    const noYear = await car({ brand: 'toyota', transmission: 'auto' });
    const scooter = await car(
      { brand: 'honda', model: 'Dream', year: 2020, body_type: 'motorbike_scooter' },
      CATEGORY.motorcycles,
    );

    const q = `q=${tag}&category=cars`;
    expect(set(await list(env, `${q}&brand=toyota`))).toEqual(
      new Set([camry, oldCamry, manual, noYear]),
    );
    const found = await list(
      env,
      `${q}&brand=toyota&year_min=2015&year_max=2020&transmission=auto`,
    );
    expect(idsOf(found)).toEqual([camry]);
    expect(found.notes).toEqual([]);
    expect(set(await list(env, `${q}&model=CAMRY`))).toEqual(new Set([camry, oldCamry]));
    expect(set(await list(env, `${q}&model=camry&year_max=2010`))).toEqual(new Set([oldCamry]));
    expect(idsOf(await list(env, `${q}&fuel=petrol&body_type=sedan`))).toEqual([camry]);
    expect(set(await list(env, `${q}&year_min=2018&year_max=2018`))).toEqual(
      new Set([camry, civic]),
    );
    // A main category whose subcategories are all vehicles (cars and motorbikes).
    expect(
      idsOf(await list(env, `q=${tag}&category=motorcycles&body_type=motorbike_scooter`)),
    ).toEqual([scooter]);
  });

  it('a category of mixed types (or none) ignores the filters, with a note', async () => {
    const seller = await member(env);
    const tag = uniqueWord();
    const camry = await insertAd(env, seller, tag, CATEGORY.cars, { brand: 'toyota', year: 2018 });
    const civic = await insertAd(env, seller, tag, CATEGORY.cars, { brand: 'honda', year: 2018 });
    // "Cars & Vehicles" also holds car parts (general) and car rental (service).
    const mixed = await list(env, `q=${tag}&category=cars-vehicles&brand=toyota&sort=start-date`);
    expect(set(mixed)).toEqual(new Set([camry, civic]));
    expect(mixed.notes).toEqual([
      { param: 'brand', reason: 'inapplicable' },
      { param: 'sort', reason: 'inapplicable' },
    ]);
    const none = await list(env, `q=${tag}&brand=toyota&bedrooms=2`);
    expect(set(none)).toEqual(new Set([camry, civic]));
    expect(none.notes).toEqual([
      { param: 'brand', reason: 'inapplicable' },
      { param: 'bedrooms', reason: 'inapplicable' },
    ]);
    const otherType = await list(env, `q=${tag}&category=cars&job_type=full-time`);
    expect(otherType.notes).toEqual([{ param: 'job_type', reason: 'inapplicable' }]);
    const unknown = await list(env, `q=${tag}&category=no-such-thing&brand=toyota`);
    expect(unknown.notes).toEqual([
      { param: 'category', reason: 'unknown' },
      { param: 'brand', reason: 'inapplicable' },
    ]);
  });

  it('property: sale or rent, type, bedrooms (a minimum) and area (land: its land area)', async () => {
    const seller = await member(env);
    const tag = uniqueWord();
    const home = (category: number, fields: NewAdRow['fields']) =>
      insertAd(env, seller, tag, category, fields);
    const twoBed = await home(CATEGORY.condos, {
      offer_type: 'rent',
      property_type: 'condo',
      bedrooms: 2,
      floor_area: 80,
    });
    const threeBed = await home(CATEGORY.condos, {
      offer_type: 'rent',
      property_type: 'flat',
      bedrooms: 3,
      floor_area: 120.5,
    });
    const studio = await home(CATEGORY.condos, { offer_type: 'rent', bedrooms: 0, floor_area: 35 });
    const house = await home(CATEGORY.housesForSale, {
      offer_type: 'sale',
      property_type: 'house',
      bedrooms: 4,
      floor_area: 200,
      land_area: 600,
    });
    const land = await home(CATEGORY.landForSale, { offer_type: 'sale', land_area: 500 });

    const q = `q=${tag}&category=house-land`;
    expect(set(await list(env, `${q}&offer_type=rent&bedrooms=2`))).toEqual(
      new Set([twoBed, threeBed]),
    );
    expect(set(await list(env, `${q}&bedrooms=3%2B`))).toEqual(new Set([threeBed, house]));
    expect(idsOf(await list(env, `${q}&property_type=condo`))).toEqual([twoBed]);
    expect(set(await list(env, `${q}&area_min=100&area_max=500`))).toEqual(
      new Set([threeBed, house, land]),
    );
    // The house's land (600 m²) is not its area: its floor area (200 m²) is.
    expect(idsOf(await list(env, `${q}&area_min=550`))).toEqual([]);
    expect(idsOf(await list(env, `q=${tag}&category=land-for-sale&area_min=400`))).toEqual([land]);
    expect(set(await list(env, `q=${tag}&category=condos-apartments&area_max=50`))).toEqual(
      new Set([studio]),
    );
  });

  it('jobs: job type, and a salary range that overlaps the ad’s', async () => {
    const seller = await member(env);
    const tag = uniqueWord();
    const job = (fields: NewAdRow['fields']) =>
      insertAd(env, seller, tag, CATEGORY.salesJobs, { job_type: 'full-time', ...fields });
    const low = await job({ salary_min: 300, salary_max: 500 });
    const high = await job({ salary_min: 600, salary_max: 900 });
    const fromOnly = await job({ salary_min: 1000 });
    const upTo = await job({ salary_max: 250, job_type: 'part-time' });
    const unsaid = await job({});

    const q = `q=${tag}&category=jobs`;
    expect(set(await list(env, `${q}&job_type=full-time`))).toEqual(
      new Set([low, high, fromOnly, unsaid]),
    );
    expect(set(await list(env, `${q}&salary_min=450&salary_max=650`))).toEqual(
      new Set([low, high]),
    );
    expect(set(await list(env, `${q}&salary_min=950`))).toEqual(new Set([fromOnly]));
    expect(set(await list(env, `${q}&salary_max=260`))).toEqual(new Set([upTo]));
    const swapped = await list(env, `${q}&salary_min=650&salary_max=450`);
    expect(set(swapped)).toEqual(new Set([low, high]));
    expect(swapped.notes).toEqual([{ param: 'salary_max', reason: 'swapped' }]);
    // A job's card carries its salary (shown instead of a price).
    const cards = (await list(env, q)).items;
    expect(cards.find((card) => card.id === fromOnly)?.salary).toEqual({ min: 1000, max: null });
    expect(cards.find((card) => card.id === unsaid)?.salary).toEqual({ min: null, max: null });
  });

  it('jobs sort by start or end date, earliest first, ads without the date last, page by page', async () => {
    const seller = await member(env);
    const tag = uniqueWord();
    const starts = [
      '2027-01-15',
      undefined,
      '2026-12-20',
      '2027-01-15',
      undefined,
      '2026-12-01',
      '2027-03-01',
      '2027-01-15',
    ];
    const made: { id: string; start?: string; end?: string }[] = [];
    for (const [i, start] of starts.entries()) {
      const end = i % 3 === 0 ? undefined : `2027-0${(i % 4) + 2}-10`;
      const fields: NewAdRow['fields'] = { job_type: 'contract' };
      if (start) fields.start_date = start;
      if (end) fields.end_date = end;
      made.push({
        id: await insertAd(env, seller, tag, i % 2 ? CATEGORY.salesJobs : CATEGORY.itJobs, fields),
        start,
        end,
      });
    }
    const order = (key: 'start' | 'end') =>
      [...made]
        .sort(
          (a, b) =>
            (a[key] ?? '9999-12-31').localeCompare(b[key] ?? '9999-12-31') ||
            Number(a.id) - Number(b.id),
        )
        .map((ad) => ad.id);
    expect(await allPages(env, `q=${tag}&category=jobs&sort=start-date`)).toEqual(order('start'));
    expect(await allPages(env, `q=${tag}&category=jobs&sort=end-date`)).toEqual(order('end'));
    const it = made.filter((_, i) => i % 2 === 0);
    expect(await allPages(env, `q=${tag}&category=it-jobs&sort=start-date`)).toEqual(
      order('start').filter((id) => it.some((ad) => ad.id === id)),
    );
    // A job sort's cursor is checked like any other: a key that is not text restarts at page 1.
    const cursor = (value: unknown) =>
      Buffer.from(JSON.stringify(['start-date', value, 1])).toString('base64url');
    const again = await list(
      env,
      `q=${tag}&category=jobs&sort=start-date&limit=3&cursor=${cursor(20270101)}`,
    );
    expect(again.notes).toEqual([{ param: 'cursor', reason: 'invalid' }]);
    expect(idsOf(again)).toEqual(order('start').slice(0, 3));
    // Any text is a key (ads may hold odd values): bound as text, it is only compared.
    const forged = await list(
      env,
      `q=${tag}&category=jobs&sort=start-date&limit=3&cursor=${cursor("x' or 1=1 --")}`,
    );
    expect(forged.notes).toEqual([]);
    expect(idsOf(forged)).toEqual([]);
  });

  it('bad values are dropped with a note; odd stored values never make an error', async () => {
    const seller = await member(env);
    const tag = uniqueWord();
    // Values no form would write (the API checks them): they match nothing, and fail nothing.
    const odd = await insertAd(env, seller, tag, CATEGORY.cars, {
      brand: 'toyota',
      year: 'twenty',
      model: 5,
    });
    await insertAd(env, seller, tag, CATEGORY.condos, {
      bedrooms: 'many',
      floor_area: true,
      land_area: '1e999',
    });
    await insertAd(env, seller, tag, CATEGORY.salesJobs, {
      salary_min: 'lots',
      start_date: 20270101,
      end_date: 'soon',
    });
    await insertAd(env, seller, tag, CATEGORY.salesJobs, { start_date: 'x', end_date: 'later' });
    for (const query of [
      `category=cars&year_min=2000&model=5&brand=toyota`,
      `category=house-land&bedrooms=1&area_min=1&area_max=9`,
      `category=jobs&salary_min=1&salary_max=99999`,
      `category=jobs&sort=start-date`,
      `category=jobs&sort=end-date&limit=1`,
    ]) {
      const response = await call(env.app, 'GET', `/api/posts?q=${tag}&${query}`);
      expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
    }
    expect(idsOf(await list(env, `q=${tag}&category=cars&brand=toyota`))).toEqual([odd]);
    expect(idsOf(await list(env, `q=${tag}&category=cars&year_min=2000`))).toEqual([]);
    // Walking the job sort's pages over odd dates, a page at a time, finds each ad once.
    for (const sort of ['start-date', 'end-date']) {
      const walked = await allPages(env, `q=${tag}&category=jobs&sort=${sort}`, 1);
      expect(walked).toHaveLength(2);
      expect(new Set(walked).size).toBe(2);
    }

    const bad = await list(
      env,
      `q=${tag}&category=cars&brand=tata&year_min=abc&year_max=3000000000&transmission=cvt&model=${'m'.repeat(61)}`,
    );
    expect(bad.notes).toEqual([
      { param: 'brand', reason: 'invalid' },
      { param: 'model', reason: 'invalid' },
      { param: 'year_min', reason: 'invalid' },
      { param: 'year_max', reason: 'invalid' },
      { param: 'transmission', reason: 'invalid' },
    ]);
    expect(idsOf(bad)).toEqual([odd]);
  });

  it('the indexes can serve the filters and the job sorts', async () => {
    const { db } = env.database;
    const seller = await member(env);
    const plan: Record<string, string> = {};
    await rolledBack(db, async (tx) => {
      const explain = async (query: ReturnType<typeof listAds>) => {
        // node-postgres and PGlite both answer { rows }.
        const result = (await tx.execute(sql`explain (costs off) ${query}`)) as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      // Enough cars of 400 brands that one brand is rare (undone afterwards).
      await tx.execute(sql`
          insert into ads (user_id, category_id, title, description, price, price_kind,
            province_id, address, contact_name, phones, fields, posted_at, renewed_at, expires_at)
          select ${seller}, ${CATEGORY.cars}, 'Car ' || g, 'Car', 1000, 'fixed', '12', 'Street',
            'Dara', array['+85512345678'],
            jsonb_build_object('brand', 'brand' || (g % 400), 'fuel', 'petrol', 'year', 2000 + g % 20),
            now(), now(), now() + interval '30 days'
          from generate_series(1, 4000) g`);
      await tx.execute(sql`analyze ads`);
      await tx.execute(sql`set local enable_seqscan = off`);
      plan.contained = await explain(
        listAds(tx, {
          filter: { now: NOW, fields: { contains: { brand: 'brand7', fuel: 'petrol' } } },
          sort: 'latest',
          limit: 20,
        }),
      );
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const base = { now: NOW, categoryIds: [CATEGORY.salesJobs] };
      plan.sorted = await explain(listAds(tx, { filter: base, sort: 'start-date', limit: 20 }));
      plan.ended = await explain(listAds(tx, { filter: base, sort: 'end-date', limit: 20 }));
    });
    expect(plan.sorted, plan.sorted).toContain('ads_active_category_start_date_idx');
    expect(plan.ended, plan.ended).toContain('ads_active_category_end_date_idx');
    expect(plan.contained, plan.contained).toContain('ads_active_fields_idx');
  });
});
