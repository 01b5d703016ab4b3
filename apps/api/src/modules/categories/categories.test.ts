import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categoriesResponseSchema, postingCategoriesResponseSchema } from '@repo/domain';
import { DEVICE, setupTestApp } from '../../test/database.ts';
import { SEED_CATEGORIES } from './categories.seed-data.ts';

const KHMER = /[\u1780-\u17FF]/;
const env = setupTestApp();

describe('GET {api}/categories', () => {
  it('serves the whole tree with names in English and Khmer, icon and type', async () => {
    const response = await env.app.inject({
      url: '/api/categories?meta=true&v=1',
      headers: DEVICE,
    });
    expect(response.statusCode).toBe(200);
    const { data } = categoriesResponseSchema.parse(response.json());
    const mains = data.filter((c) => c.parent === '0');
    expect(mains.map((c) => c.meta?.name.en)).toEqual([
      'Phones & Tablets',
      'Computers & Accessories',
      'Electronics & Appliances',
      'Cars & Vehicles',
      'House & Land',
      'Jobs',
      'Services',
      'Fashion & Beauty',
      'Furniture & Decor',
      'Books, Sports & Hobbies',
      'Pets',
      'Foods',
    ]);
    for (const main of mains) {
      const subs = data.filter((c) => c.parent === main.id);
      expect(subs.length, `${main.slug} has subcategories`).toBeGreaterThanOrEqual(5);
    }
    for (const category of data) {
      expect(category.meta?.name.km, `${category.slug} has a Khmer name`).toMatch(KHMER);
      expect(category.meta?.name.en).toBeTruthy();
    }
    const cars = data.find((c) => c.slug === 'cars');
    expect(cars?.meta?.type).toBe('auto');
    expect(data.find((c) => c.slug === 'houses-for-sale')?.meta).toMatchObject({
      type: 'property',
      name: { km: 'ផ្ទះលក់' },
    });
    const total = SEED_CATEGORIES.reduce((n, main) => n + 1 + main.subs.length, 0);
    expect(data).toHaveLength(total);
    expect(new Set(data.map((c) => c.slug)).size).toBe(total);
  });

  it('leaves meta out unless asked for', async () => {
    const response = await env.app.inject({ url: '/api/categories?v=1', headers: DEVICE });
    const { data } = categoriesResponseSchema.parse(response.json());
    expect(data[0]).toEqual({ id: '1', slug: 'phones-tablets', parent: '0' });
  });

  it('answers a repeat request with 304 when the client has the same version', async () => {
    const first = await env.app.inject({ url: '/api/categories?meta=true&v=1', headers: DEVICE });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await env.app.inject({
      url: '/api/categories?meta=true&v=1',
      headers: { ...DEVICE, 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('refuses an unknown list version with a machine-readable reason', async () => {
    const response = await env.app.inject({ url: '/api/categories?v=9', headers: DEVICE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      statusMessage: 'Bad Request',
      data: { code: 'VALIDATION_FAILED', issues: [{ path: 'querystring.v' }] },
    });
  });
});

describe('GET {api}/me/posts/categories', () => {
  it('gives each category the ad fields its type needs', async () => {
    const response = await env.app.inject({ url: '/api/me/posts/categories?v=1', headers: DEVICE });
    expect(response.statusCode).toBe(200);
    const { data } = postingCategoriesResponseSchema.parse(response.json());
    const cars = data.find((c) => c.slug === 'cars');
    expect(cars?.meta.fields).toEqual(
      expect.arrayContaining(['title', 'price', 'brand', 'transmission', 'year']),
    );
    const jobs = data.find((c) => c.slug === 'it-jobs');
    expect(jobs?.meta.fields).toEqual(expect.arrayContaining(['job_type', 'salary_min']));
    expect(jobs?.meta.fields).not.toContain('transmission');
  });
});

describe('trigram search on Khmer text', () => {
  it('finds ផ្ទះ inside ផ្ទះលក់ through the API', async () => {
    const response = await env.app.inject({
      url: `/api/categories/search?q=${encodeURIComponent('ផ្ទះ')}`,
      headers: DEVICE,
    });
    expect(response.statusCode).toBe(200);
    const names = (response.json().data as { meta: { name: { km: string } } }[]).map(
      (c) => c.meta.name.km,
    );
    expect(names).toContain('ផ្ទះលក់');
    expect(names).toContain('ផ្ទះជួល');
    expect(names).not.toContain('ដីលក់');
  });

  it('keeps Khmer characters in trigrams and matches by similarity in SQL', async () => {
    const result = await env.database.db.execute(
      sql`select word_similarity('ផ្ទះ', 'ផ្ទះលក់') as score, 'ផ្ទះលក់' % 'ផ្ទះ' as similar, cardinality(show_trgm('ផ្ទះលក់')) as grams`,
    );
    const row = (result as unknown as { rows: unknown[] }).rows[0] as {
      score: number;
      similar: boolean;
      grams: number;
    };
    expect(Number(row.score)).toBeGreaterThan(0.5);
    expect(row.similar).toBe(true);
    expect(Number(row.grams)).toBeGreaterThan(3);
  });

  it('finds English names case-insensitively and treats % literally', async () => {
    const cars = await env.app.inject({ url: '/api/categories/search?q=CARS', headers: DEVICE });
    expect(cars.json().data.map((c: { slug: string }) => c.slug)).toContain('cars-vehicles');
    const wildcard = await env.app.inject({ url: '/api/categories/search?q=%25', headers: DEVICE });
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json().data).toEqual([]);
  });
});
