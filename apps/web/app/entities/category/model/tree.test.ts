import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './tree.ts';

const meta = { name: { en: 'x', km: 'ក' }, icon: 'box', type: 'general' as const };

describe('buildCategoryTree', () => {
  it('puts subcategories under their main category, keeping order', () => {
    const tree = buildCategoryTree([
      { id: '1', slug: 'phones', parent: '0', meta },
      { id: '4', slug: 'cars-vehicles', parent: '0', meta },
      { id: '401', slug: 'cars', parent: '4', meta },
      { id: '101', slug: 'mobile-phones', parent: '1', meta },
      { id: '402', slug: 'motorcycles', parent: '4', meta },
    ]);
    expect(tree.map((b) => [b.category.slug, b.subcategories.map((s) => s.slug)])).toEqual([
      ['phones', ['mobile-phones']],
      ['cars-vehicles', ['cars', 'motorcycles']],
    ]);
  });

  it('gives an empty tree for no categories', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });
});
