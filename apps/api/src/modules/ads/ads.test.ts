// Long on purpose: one area's behaviours, each test with its own setup beside it.
import type { Ad } from '@repo/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, locations } from '../../db/schema.ts';
import { call, dataOf, errorOf, signUp, testClock } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { ownAds } from './ads.fixtures.ts';

type Env = ReturnType<typeof setupTestApp>;

/** A few districts and communes (the test database has the built-in provinces only). */
async function addPlaces(env: Env) {
  await env.database.db
    .insert(locations)
    .values([
      {
        id: '1201',
        slug: 't-chamkar-mon',
        parentId: '12',
        type: 'district',
        nameEn: 'Chamkar Mon',
        nameKm: 'ចំការមន',
      },
      {
        id: '1202',
        slug: 't-doun-penh',
        parentId: '12',
        type: 'district',
        nameEn: 'Doun Penh',
        nameKm: 'ដូនពេញ',
      },
      {
        id: '120101',
        slug: 't-tonle-basak',
        parentId: '1201',
        type: 'commune',
        nameEn: 'Tonle Basak',
        nameKm: 'ទន្លេបាសាក់',
      },
      {
        id: '120201',
        slug: 't-phsar-thmei',
        parentId: '1202',
        type: 'commune',
        nameEn: 'Phsar Thmei',
        nameKm: 'ផ្សារថ្មី',
      },
      {
        id: '1701',
        slug: 't-angkor-chum',
        parentId: '17',
        type: 'district',
        nameEn: 'Angkor Chum',
        nameKm: 'អង្គរជុំ',
      },
    ])
    .onConflictDoNothing();
}

async function subcategoryOf(env: Env, type: string): Promise<string> {
  const [row] = await env.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.type, type), isNotNull(categories.parentId)))
    .orderBy(categories.id)
    .limit(1);
  if (!row) throw new Error(`no ${type} subcategory`);
  return String(row.id);
}

const base = {
  category_id: '101',
  title: 'iPhone 13 Pro 256GB',
  description: 'Like new, battery 90%, with box. <script>alert(1)</script>',
  price: '650.50',
  price_kind: 'negotiable',
  province_id: '12',
  district_id: '1201',
  commune_id: '120101',
  address: 'Street 63, BKK1',
  contact_name: 'Dara',
  phones: ['012 345 678', '097 765 4321'],
  condition: 'used',
  color: 'silver',
  storage: '256gb',
};

async function member(env: Env) {
  const { tokens } = await signUp(env.app, env.database.db);
  return tokens.access_token;
}

const post = (env: Env, token: string, body: Record<string, unknown>, extra = {}) =>
  call(env.app, 'POST', '/api/me/posts', { accessToken: token, body, ...extra });

async function postAd(env: Env, token: string, body: Record<string, unknown> = base) {
  return dataOf<Ad>(await post(env, token, body), 201);
}

function issuesOf(response: Awaited<ReturnType<typeof call>>) {
  const data = errorOf(response, 400);
  expect(data.code).toBe('VALIDATION_FAILED');
  return Object.fromEntries(
    (data.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
  );
}

describe('ads', () => {
  const env = setupTestApp();
  beforeAll(() => addPlaces(env));

  it('posts an ad (JSON) and shows it publicly without phone numbers', async () => {
    const token = await member(env);
    const ad = await postAd(env, token);
    expect(ad).toMatchObject({
      status: 'active',
      title: base.title,
      description: base.description,
      price: 650.5,
      price_kind: 'negotiable',
      category: { id: '101', type: 'general', parent: { id: '1' } },
      location: {
        province: { id: '12', name: { en: 'Phnom Penh', km: 'ភ្នំពេញ' } },
        district: { id: '1201', name: { en: 'Chamkar Mon' } },
        commune: { id: '120101' },
      },
      phones: ['+85512345678', '+855977654321'],
      fields: { condition: 'used', color: 'silver', storage: '256gb', free_shipping: false },
      seller: { first_name: 'Dara', last_name: 'Sok' },
      views: 0,
      likes: 0,
      saves: 0,
      deleted_reason: null,
    });
    expect(Date.parse(ad.expires_at) - Date.parse(ad.posted_at)).toBe(30 * 24 * 3600 * 1000);

    const shown = dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${ad.id}`));
    expect(shown).not.toHaveProperty('phones');
    expect(JSON.stringify(shown)).not.toContain('345678');
    expect(shown.seller).toEqual({
      id: ad.seller.id,
      username: null,
      first_name: 'Dara',
      last_name: 'Sok',
      member_since: expect.any(String),
    });
    // Stored as typed: no HTML escaping.
    const [row] = await env.database.db
      .select()
      .from(ads)
      .where(eq(ads.id, Number(ad.id)));
    expect(row?.description).toContain('<script>alert(1)</script>');
  });

  it('posts an urlencoded form of each category type', async () => {
    const token = await member(env);
    const bodies: Record<string, Record<string, unknown>> = {
      auto: { year: '2015', condition: 'used', color: 'white', brand: 'toyota', tax_paper: 'on' },
      property: { offer_type: 'rent', bedrooms: '3', land_area: '120.5' },
      job: { job_type: 'part-time', salary_min: '300', salary_max: '450' },
      service: { price_unit: 'per_hour' },
      food: { delivery: 'on', availability: 'available' },
    };
    for (const [type, fields] of Object.entries(bodies)) {
      const { phones: _phones, condition: _c, color: _k, storage: _s, ...common } = base;
      const response = await post(
        env,
        token,
        {
          ...common,
          phones: '012 345 678',
          category_id: await subcategoryOf(env, type),
          ...fields,
        },
        { form: true },
      );
      const ad = dataOf<Ad>(response, 201);
      expect(ad.category.type).toBe(type);
      expect(ad.phones).toEqual(['+85512345678']);
      for (const key of Object.keys(fields))
        expect(ad.fields, `${type}.${key}`).toHaveProperty(key);
    }
  });

  it('makes a free ad cost 0', async () => {
    const token = await member(env);
    const ad = await postAd(env, token, { ...base, price_kind: 'free', price: '' });
    expect(ad.price).toBe(0);
  });

  it('answers every rule with 400 and catalog keys on body.<field>', async () => {
    const token = await member(env);
    expect(issuesOf(await post(env, token, {}))).toMatchObject({
      'body.category_id': 'validation.adCategoryRequired',
      'body.title': 'validation.adTitleRequired',
      'body.description': 'validation.adDescriptionRequired',
      'body.province_id': 'validation.adLocationRequired',
      'body.address': 'validation.adAddressRequired',
      'body.contact_name': 'validation.adNameRequired',
      'body.phones': 'validation.phoneRequired',
    });
    expect(
      issuesOf(
        await post(env, token, {
          ...base,
          title: 'Hey',
          description: 'x',
          price: '-5',
          phones: ['012 345 678', '11', '012 345 679', '012 345 670'],
          condition: '',
          color: 'rainbow',
        }),
      ),
    ).toEqual({
      'body.title': 'validation.adTitleLength',
      'body.description': 'validation.adTextLength',
      'body.price': 'validation.invalid',
      'body.phones': 'validation.adPhonesMax',
      'body.condition': 'validation.required',
      'body.color': 'validation.invalid',
    });
    expect(issuesOf(await post(env, token, { ...base, phones: ['012', '012 345 678'] }))).toEqual({
      'body.phones.0': 'validation.invalidPhone',
    });
    const auto = await subcategoryOf(env, 'auto');
    expect(
      issuesOf(
        await post(env, token, { ...base, category_id: auto, condition: 'new', color: 'red' }),
      ),
    ).toEqual({ 'body.year': 'validation.required' });
    const job = await subcategoryOf(env, 'job');
    expect(
      issuesOf(
        await post(env, token, {
          ...base,
          category_id: job,
          job_type: 'contract',
          salary_min: 900,
          salary_max: 100,
        }),
      ),
    ).toEqual({ 'body.salary_max': 'validation.adSalaryRange' });
  });

  it('refuses unknown, main and inactive categories', async () => {
    const token = await member(env);
    for (const category_id of ['999999', '1', 'abc']) {
      expect(issuesOf(await post(env, token, { ...base, category_id }))).toEqual({
        'body.category_id': 'validation.adCategoryInvalid',
      });
    }
    await env.database.db.update(categories).set({ isActive: false }).where(eq(categories.id, 102));
    expect(issuesOf(await post(env, token, { ...base, category_id: '102' }))).toEqual({
      'body.category_id': 'validation.adCategoryInvalid',
    });
  });

  it('checks the location hierarchy against the gazetteer', async () => {
    const token = await member(env);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { province_id: '99', district_id: '', commune_id: '' },
        { 'body.province_id': 'validation.adLocationMismatch' },
      ],
      [
        { district_id: '1701', commune_id: '' },
        { 'body.district_id': 'validation.adLocationMismatch' },
      ],
      [
        { district_id: '1299', commune_id: '' },
        { 'body.district_id': 'validation.adLocationMismatch' },
      ],
      [{ commune_id: '120201' }, { 'body.commune_id': 'validation.adLocationMismatch' }],
      [{ commune_id: '120199' }, { 'body.commune_id': 'validation.adLocationMismatch' }],
      [
        { district_id: '', commune_id: '120101' },
        { 'body.commune_id': 'validation.adLocationMismatch' },
      ],
    ];
    for (const [change, expected] of cases) {
      expect(
        issuesOf(await post(env, token, { ...base, ...change })),
        JSON.stringify(change),
      ).toEqual(expected);
    }
    const provinceOnly = await postAd(env, token, { ...base, district_id: '', commune_id: '' });
    expect(provinceOnly.location).toMatchObject({ district: null, commune: null });
  });

  it('never answers 500 to NUL bytes, huge or wrongly typed input', async () => {
    const token = await member(env);
    expect(errorOf(await post(env, token, { ...base, title: 'iPhone\u0000 13' }), 400).code).toBe(
      'BAD_REQUEST',
    );
    expect(issuesOf(await post(env, token, { ...base, description: 'x'.repeat(100_000) }))).toEqual(
      {
        'body.description': 'validation.adTextLength',
      },
    );
    expect(
      errorOf(await post(env, token, { ...base, address: 'x'.repeat(2_000_000) }), 413).code,
    ).toBe('PAYLOAD_TOO_LARGE');
    const wrong = await post(env, token, {
      ...base,
      title: { $gt: '' },
      price: [1],
      phones: { 0: '012 345 678' },
      fields: { evil: true },
      category_id: ['101'],
    });
    expect(wrong.statusCode).toBe(400);
    const array = await call(env.app, 'POST', '/api/me/posts', {
      accessToken: token,
      headers: { 'content-type': 'application/json' },
    });
    expect(array.statusCode).toBe(400);
  });

  it('creates one ad for a double-submitted form (Idempotency-Key or idempotency_key)', async () => {
    const token = await member(env);
    const first = await post(env, token, base, { headers: { 'idempotency-key': 'form-abc-1' } });
    const again = await post(env, token, base, { headers: { 'idempotency-key': 'form-abc-1' } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(dataOf<Ad>(again).id).toBe(dataOf<Ad>(first, 201).id);
    // The same key with other fields is a mistake, not a repeat: refused, nothing changed.
    const changed = await post(
      env,
      token,
      { ...base, title: 'Another phone entirely' },
      { headers: { 'idempotency-key': 'form-abc-1' } },
    );
    expect(errorOf(changed, 422).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await ownAds(env.app, token)).map((ad) => ad.title)).toEqual([base.title]);

    const both = await Promise.all([
      post(
        env,
        token,
        { ...base, phones: '012 345 678', idempotency_key: 'form-xyz' },
        { form: true },
      ),
      post(
        env,
        token,
        { ...base, phones: '012 345 678', idempotency_key: 'form-xyz' },
        { form: true },
      ),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json().data.id)).size).toBe(1);

    // Another member's same key is a different ad.
    const other = await member(env);
    const theirs = await post(env, other, base, { headers: { 'idempotency-key': 'form-abc-1' } });
    expect(dataOf<Ad>(theirs, 201).id).not.toBe(dataOf<Ad>(first, 201).id);
    expect(
      issuesOf(await post(env, token, base, { headers: { 'idempotency-key': 'a b' } })),
    ).toEqual({
      'body.idempotency_key': 'validation.invalid',
    });
  });

  it('edits an ad with the same validation, the category type may change', async () => {
    const token = await member(env);
    const ad = await postAd(env, token);
    const edited = dataOf<Ad>(
      await call(env.app, 'POST', `/api/me/posts/${ad.id}`, {
        accessToken: token,
        body: { ...base, title: 'iPhone 13 Pro 256GB, price drop', price: '600' },
      }),
    );
    expect(edited).toMatchObject({
      id: ad.id,
      title: 'iPhone 13 Pro 256GB, price drop',
      price: 600,
    });
    expect(edited.posted_at).toBe(ad.posted_at);

    expect(
      issuesOf(
        await call(env.app, 'POST', `/api/me/posts/${ad.id}`, {
          accessToken: token,
          body: { ...base, title: 'x' },
        }),
      ),
    ).toEqual({ 'body.title': 'validation.adTitleLength' });

    const auto = await subcategoryOf(env, 'auto');
    expect(
      issuesOf(
        await call(env.app, 'POST', `/api/me/posts/${ad.id}`, {
          accessToken: token,
          body: { ...base, category_id: auto },
        }),
      ),
    ).toEqual({ 'body.year': 'validation.required' });
    const car = dataOf<Ad>(
      await call(env.app, 'POST', `/api/me/posts/${ad.id}`, {
        accessToken: token,
        body: { ...base, category_id: auto, year: '2018', storage: '' },
      }),
    );
    expect(car.category.type).toBe('auto');
    expect(car.fields).toEqual({
      year: 2018,
      condition: 'used',
      color: 'silver',
      tax_paper: false,
    });
  });

  it('deletes with a reason: sold stays visible as sold, deleted is gone', async () => {
    const token = await member(env);
    const sold = await postAd(env, token);
    const gone = await postAd(env, token);
    const del = (id: string, body: Record<string, unknown>) =>
      call(env.app, 'POST', `/api/me/posts/${id}/delete`, { accessToken: token, body });

    expect(issuesOf(await del(sold.id, {}))).toEqual({ 'body.reason': 'validation.required' });
    expect(dataOf<Ad>(await del(sold.id, { reason: 'sold' }))).toMatchObject({
      status: 'sold',
      deleted_reason: 'sold',
    });
    expect(dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${sold.id}`)).status).toBe('sold');

    expect(dataOf<Ad>(await del(gone.id, { reason: 'unavailable' }))).toMatchObject({
      status: 'deleted',
      deleted_reason: 'unavailable',
    });
    expect(errorOf(await call(env.app, 'GET', `/api/posts/${gone.id}`), 404).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await del(gone.id, { reason: 'other' }), 404).code).toBe('NOT_FOUND');
    expect(
      errorOf(
        await call(env.app, 'POST', `/api/me/posts/${gone.id}`, { accessToken: token, body: base }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['0', '999999999', 'abc', '1'.repeat(30), '-1']) {
      expect(errorOf(await call(env.app, 'GET', `/api/posts/${id}`), 404).code).toBe('NOT_FOUND');
    }
  });

  it('lets only the owner act: another member gets 404, a visitor 401, nothing changes', async () => {
    const owner = await member(env);
    const stranger = await member(env);
    const ad = await postAd(env, owner);
    const [before] = await env.database.db
      .select()
      .from(ads)
      .where(eq(ads.id, Number(ad.id)));
    const actions = [
      { url: `/api/me/posts/${ad.id}`, body: { ...base, title: 'Stolen title here' } },
      { url: `/api/me/posts/${ad.id}/delete`, body: { reason: 'other' } },
    ];
    for (const { url, body } of actions) {
      expect(
        errorOf(await call(env.app, 'POST', url, { accessToken: stranger, body }), 404).code,
      ).toBe('NOT_FOUND');
      expect(errorOf(await call(env.app, 'POST', url, { body }), 401).code).toBe('UNAUTHORIZED');
    }
    expect(errorOf(await call(env.app, 'GET', '/api/me/posts'), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await post(env, '', base), 401).code).toBe('UNAUTHORIZED');
    const own = `/api/me/posts/${ad.id}`;
    expect(errorOf(await call(env.app, 'GET', own, { accessToken: stranger }), 404).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await call(env.app, 'GET', own), 401).code).toBe('UNAUTHORIZED');
    expect(dataOf<Ad>(await call(env.app, 'GET', own, { accessToken: owner }))).toMatchObject({
      id: ad.id,
      phones: ad.phones,
      auto_renew: null,
    });
    const theirs = dataOf<Ad[]>(
      await call(env.app, 'GET', '/api/me/posts', { accessToken: stranger }),
    );
    expect(theirs).toEqual([]);
    const [after] = await env.database.db
      .select()
      .from(ads)
      .where(eq(ads.id, Number(ad.id)));
    expect(after).toEqual(before);
  });

  it('lists own ads by keyset pages, stable in every sort order', async () => {
    const token = await member(env);
    const prices = ['30', '10', '50', '10', '20', '40', '10'];
    const posted: Ad[] = [];
    for (const price of prices) posted.push(await postAd(env, token, { ...base, price }));
    await call(env.app, 'POST', `/api/me/posts/${posted[0]!.id}/delete`, {
      accessToken: token,
      body: { reason: 'other' },
    });
    const live = posted.slice(1);

    async function all(sort: string, limit: number) {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query = new URLSearchParams({
          sort,
          limit: String(limit),
          ...(cursor ? { cursor } : {}),
        });
        const response = await call(env.app, 'GET', `/api/me/posts?${query}`, {
          accessToken: token,
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as { data: Ad[]; next_cursor: string | null };
        expect(body.data.length).toBeLessThanOrEqual(limit);
        ids.push(...body.data.map((ad) => ad.id));
        cursor = body.next_cursor;
        pages += 1;
      } while (cursor && pages < 20);
      return ids;
    }

    const byPosted = [...live].sort((a, b) =>
      a.posted_at === b.posted_at
        ? Number(b.id) - Number(a.id)
        : b.posted_at.localeCompare(a.posted_at),
    );
    expect(await all('posted', 2)).toEqual(byPosted.map((ad) => ad.id));
    expect(await all('renewed', 4)).toEqual(byPosted.map((ad) => ad.id));
    const asc = [...live].sort((a, b) => a.price - b.price || Number(a.id) - Number(b.id));
    expect(await all('price_asc', 2)).toEqual(asc.map((ad) => ad.id));
    const desc = [...live].sort((a, b) => b.price - a.price || Number(b.id) - Number(a.id));
    expect(await all('price_desc', 3)).toEqual(desc.map((ad) => ad.id));

    const deleted = dataOf<Ad[]>(
      await call(env.app, 'GET', '/api/me/posts?status=deleted', { accessToken: token }),
    );
    expect(deleted.map((ad) => ad.id)).toEqual([posted[0]!.id]);
    const bad = await call(env.app, 'GET', '/api/me/posts?sort=price_asc&cursor=nonsense', {
      accessToken: token,
    });
    expect(errorOf(bad, 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('ads limits', () => {
  const clock = testClock();
  const env = setupTestApp({
    config: { AD_ACTIVE_LIMIT: 2, AD_POSTS_PER_HOUR: 4, AD_TTL_DAYS: 7 },
    now: clock.now,
  });
  beforeAll(() => addPlaces(env));

  it('caps active ads (403 POST_LIMIT_REACHED) and posts per hour (429)', async () => {
    const token = await member(env);
    const del = (id: string) =>
      call(env.app, 'POST', `/api/me/posts/${id}/delete`, {
        accessToken: token,
        body: { reason: 'other' },
      });
    const first = await postAd(env, token);
    await postAd(env, token);
    const capped = errorOf(await post(env, token, base), 403);
    expect(capped).toMatchObject({ code: 'POST_LIMIT_REACHED', message: 'Post Ad Reach Limit' });
    await del(first.id);
    const third = await postAd(env, token); // hit 3 (the refused post did not count)
    await del(third.id);
    await postAd(env, token); // hit 4
    const [, second] = dataOf<Ad[]>(
      await call(env.app, 'GET', '/api/me/posts', { accessToken: token }),
    );
    await del(second!.id);
    const limited = await post(env, token, base);
    expect(errorOf(limited, 429).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not limited by this one.
    await postAd(env, await member(env));
  });

  it('shows an ad past its expiry date as expired, still public', async () => {
    const token = await member(env);
    const ad = await postAd(env, token);
    expect(Date.parse(ad.expires_at) - Date.parse(ad.posted_at)).toBe(7 * 24 * 3600 * 1000);
    clock.advance(8 * 24 * 3600 * 1000);
    expect(dataOf<Ad>(await call(env.app, 'GET', `/api/posts/${ad.id}`)).status).toBe('expired');
  });
});
