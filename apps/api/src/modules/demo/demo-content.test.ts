import { adInputSchema } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../categories/categories.seed-data.ts';
import { createRandom, demoAd, type DemoCategory } from './demo-content.ts';

const now = new Date('2026-11-22T05:00:00Z');
const categories: DemoCategory[] = SEED_CATEGORIES.flatMap((main) =>
  main.subs.map((sub) => ({
    id: sub.id,
    slug: sub.slug,
    parentSlug: main.slug,
    type: sub.type ?? main.type,
  })),
);
const place = {
  provinceId: '12',
  districtId: '1201',
  communeId: '120101',
  name: { en: 'Phnom Penh', km: 'ភ្នំពេញ' },
};

describe('demo ads', () => {
  it('are valid post forms for every subcategory, in both languages', () => {
    const random = createRandom(7);
    const schemas = new Map(
      (['auto', 'property', 'general', 'job', 'service', 'food'] as const).map((type) => [
        type,
        adInputSchema(type, { now }),
      ]),
    );
    for (const category of categories) {
      for (const locale of ['en', 'km'] as const) {
        for (let n = 0; n < 15; n++) {
          const ad = demoAd(random, category, place, { now, locale });
          const parsed = schemas.get(category.type)!.safeParse(ad.form);
          expect(parsed.error?.issues ?? [], `${category.slug} ${locale}`).toEqual([]);
          expect(parsed.data?.category_id).toBe(String(category.id));
        }
      }
    }
  });

  it('write Khmer ads in Khmer and English ads in English', () => {
    const random = createRandom(3);
    const car = categories.find((category) => category.slug === 'cars')!;
    const km = demoAd(random, car, place, { now, locale: 'km' });
    const en = demoAd(random, car, place, { now, locale: 'en' });
    expect(km.form.title).toMatch(/[\u1780-\u17FF]/);
    expect(km.form.description).toMatch(/[\u1780-\u17FF]/);
    expect(en.form.description).not.toMatch(/[\u1780-\u17FF]/);
  });

  it('are the same for the same seed and differ for another', () => {
    const category = categories[0]!;
    const first = demoAd(createRandom(42), category, place, { now });
    const again = demoAd(createRandom(42), category, place, { now });
    const other = Array.from({ length: 5 }, (_, n) =>
      JSON.stringify(demoAd(createRandom(n + 100), category, place, { now }).form),
    );
    expect(again).toEqual(first);
    expect(new Set(other).size).toBeGreaterThan(1);
  });
});
