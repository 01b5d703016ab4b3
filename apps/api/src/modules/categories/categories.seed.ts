import type { Db } from '../../db/client.ts';
import { upsertCategories, type NewCategoryRow } from './categories.repository.ts';
import { SEED_CATEGORIES } from './categories.seed-data.ts';

/** The seed tree as rows: each main category, then its subcategories, in display order. */
export function seedCategoryRows(): NewCategoryRow[] {
  const rows: NewCategoryRow[] = [];
  SEED_CATEGORIES.forEach((main, mainIndex) => {
    rows.push({
      id: main.id,
      slug: main.slug,
      parentId: null,
      position: mainIndex,
      nameEn: main.en,
      nameKm: main.km,
      icon: main.icon,
      type: main.type,
    });
    main.subs.forEach((sub, subIndex) => {
      rows.push({
        id: sub.id,
        slug: sub.slug,
        parentId: main.id,
        position: subIndex,
        nameEn: sub.en,
        nameKm: sub.km,
        icon: sub.icon ?? main.icon,
        type: sub.type ?? main.type,
      });
    });
  });
  return rows;
}

/** Applies the built-in category tree; the code is its source of truth, so names are refreshed. */
export async function seedCategories(db: Db): Promise<number> {
  const rows = seedCategoryRows();
  // Mains before subs: the parent foreign key must exist first.
  await upsertCategories(
    db,
    rows.filter((row) => row.parentId === null),
  );
  await upsertCategories(
    db,
    rows.filter((row) => row.parentId !== null),
  );
  return rows.length;
}
