import { describe, expect, it } from 'vitest';
import { categorySchema, postingCategorySchema } from './category.ts';
import { indexCategories } from './category-index.ts';
import { adFieldsFor } from './ad-fields.ts';

const phones = {
  id: '1',
  slug: 'phones-tablets',
  parent: '0',
  meta: { name: { en: 'Phones & Tablets', km: 'ទូរស័ព្ទ និងថេប្លេត' }, icon: 'phone', type: 'general' },
};
const mobiles = { ...phones, id: '101', slug: 'mobile-phones', parent: '1' };
const tablets = { ...phones, id: '102', slug: 'tablets', parent: '1' };

describe('categories', () => {
  it('indexes a flat list into mains, subs by parent, slugs and ids', () => {
    const index = indexCategories([phones, mobiles, tablets].map((c) => categorySchema.parse(c)));
    expect(index.mains.map((c) => c.slug)).toEqual(['phones-tablets']);
    expect(index.subsByParent['1']?.map((c) => c.slug)).toEqual(['mobile-phones', 'tablets']);
    expect(index.bySlug['tablets']?.id).toBe('102');
    expect(index.byId['101']?.slug).toBe('mobile-phones');
    expect(index.all).toHaveLength(3);
  });

  it('rejects slugs that would not make a clean URL and ids that are not digits', () => {
    expect(categorySchema.safeParse({ ...phones, slug: 'Phones Tablets' }).success).toBe(false);
    expect(categorySchema.safeParse({ ...phones, id: 'x1' }).success).toBe(false);
    expect(
      categorySchema.safeParse({ ...phones, meta: { ...phones.meta, type: 'boat' } }).success,
    ).toBe(false);
  });

  it('gives the posting variant the fields of its type, common fields first', () => {
    const fields = adFieldsFor('auto');
    expect(fields.slice(0, 3)).toEqual(['title', 'description', 'price']);
    expect(fields).toContain('transmission');
    expect(
      postingCategorySchema.safeParse({ ...mobiles, meta: { ...mobiles.meta, fields } }).success,
    ).toBe(true);
  });
});
