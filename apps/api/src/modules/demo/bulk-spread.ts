import type { Db } from '../../db/client.ts';
import type { DemoCategory, DemoPlace, Random } from './demo-content.ts';
import { demoCategories, type PlaceTree } from './demo-seed.ts';

/**
 * Where the bulk ads go: over the subcategories as on a Cambodian marketplace, and over the
 * provinces, districts and communes.
 */

/** Share of the ads by main category (a subcategory gets its main's share, split evenly). */
const MAIN_WEIGHTS: Record<string, number> = {
  'phones-tablets': 14,
  'computers-accessories': 7,
  'electronics-appliances': 8,
  'cars-vehicles': 18,
  'house-land': 16,
  jobs: 8,
  services: 6,
  'fashion-beauty': 8,
  'furniture-decor': 5,
  'books-sports-hobbies': 4,
  pets: 3,
  foods: 3,
};

export interface Subcategory extends DemoCategory {
  weight: number;
}

export async function subcategoriesOf(db: Db): Promise<Subcategory[]> {
  const rows = await demoCategories(db);
  const perMain = new Map<string, number>();
  for (const row of rows) perMain.set(row.parentSlug, (perMain.get(row.parentSlug) ?? 0) + 1);
  return rows.map((row) => ({
    ...row,
    weight: (MAIN_WEIGHTS[row.parentSlug] ?? 3) / perMain.get(row.parentSlug)!,
  }));
}

/** A weighted pick over `items` by one uniform draw (binary search of the cumulative weights). */
export function weightedPicker<T extends { weight: number }>(items: T[]): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const entry of items) cumulative.push((total += entry.weight));
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return items[low]!;
  };
}

/**
 * A third of the ads in Phnom Penh, another tenth in Siem Reap, the rest over every province;
 * most name a district (and then often a commune) when the gazetteer is imported.
 */
export function placeOf(random: Random, tree: PlaceTree): DemoPlace {
  const capital = tree.provinces.find((province) => province.en === 'Phnom Penh');
  const siemReap = tree.provinces.find((province) => province.en === 'Siem Reap');
  const draw = random.next();
  const province =
    capital && draw < 0.33
      ? capital
      : siemReap && draw < 0.43
        ? siemReap
        : random.pick(tree.provinces);
  const name = { en: province.en, km: province.km };
  const districts = tree.children.get(province.id) ?? [];
  if (districts.length === 0 || random.chance(0.15)) return { provinceId: province.id, name };
  const district = random.pick(districts);
  const communes = tree.children.get(district.id) ?? [];
  const commune = communes.length > 0 && random.chance(0.6) ? random.pick(communes) : undefined;
  return {
    provinceId: province.id,
    districtId: district.id,
    ...(commune ? { communeId: commune.id } : {}),
    name,
  };
}
