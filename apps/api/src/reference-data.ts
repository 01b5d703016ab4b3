import type { Db } from './db/client.ts';
import { seedCategories } from './modules/categories/index.ts';
import { seedProvinces } from './modules/locations/index.ts';

/** Applies the built-in reference data (category tree, provinces). Idempotent. */
export async function seedReferenceData(
  db: Db,
): Promise<{ categories: number; provinces: number }> {
  const categories = await seedCategories(db);
  const provinces = await seedProvinces(db);
  return { categories, provinces };
}
