import { searchQuery } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../categories/categories.seed-data.ts';
import { categoriesNamed, namedCategory } from './listing-categories.ts';

const ENTRIES = SEED_CATEGORIES.flatMap((main) => [
  namedCategory({ id: main.id, parentId: null, slug: main.slug, nameEn: main.en, nameKm: main.km }),
  ...main.subs.map((sub) =>
    namedCategory({
      id: sub.id,
      parentId: main.id,
      slug: sub.slug,
      nameEn: sub.en,
      nameKm: sub.km,
    }),
  ),
]);

const named = (q: string) => categoriesNamed(ENTRIES, searchQuery(q)!.terms);

describe('what a keyword names (ADR 0018)', () => {
  it('names a subcategory by an alias of several words', () => {
    const { categories } = named('ជួលឡាន');
    expect(categories.get('ជួល')).toEqual([408]);
    expect(categories.get('ឡាន')).toEqual(expect.arrayContaining([401, 408]));
  });

  it('reads a Khmer name by its first word: a computer screen is a screen', () => {
    const computers = named('កុំព្យូទ័រ').categories.get('កុំព្យូទ័រ');
    expect(computers).toEqual(expect.arrayContaining([201, 202]));
    expect(computers).not.toContain(204);
    expect(computers).not.toContain(203);
  });

  it('keeps a topic of a category apart from its name, with its section', () => {
    const { categories, topics } = named('កៅអី');
    expect(categories.get('កៅអី')).toBeUndefined();
    // Sofas & Chairs is in Furniture & Decor: the section, not the other sections.
    expect(topics.get('កៅអី')).toEqual(expect.arrayContaining([9, 901, 903, 907]));
    expect(topics.get('កៅអី')).not.toContain(401);
  });

  it('asks an English word in its other number and the kinds it names', () => {
    const { synonyms } = named('puppy');
    expect(synonyms.get('puppy')).toContain('puppies');
    expect(named('shoes').synonyms.get('shoes')).toEqual(
      expect.arrayContaining(['shoe', 'boots', 'ស្បែកជើង']),
    );
    expect(named('house').synonyms.get('house')).toEqual(
      expect.arrayContaining(['ផ្ទះ', 'shophouse', 'villa']),
    );
    // Words the plain rules would get wrong are left alone.
    expect(named('news').synonyms.get('news')).toBeUndefined();
  });

  it('names the air conditioners by a phrase in either script', () => {
    expect(named('air conditioner').categories.get('aircon')).toEqual([304]);
    expect(named('ម៉ាស៊ីនត្រជាក់').categories.get('aircon')).toEqual([304]);
  });
});
