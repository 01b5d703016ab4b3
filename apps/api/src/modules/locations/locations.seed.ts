import { slugify } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { insertMissingLocations } from './locations.repository.ts';
import { BUILT_IN_PROVINCES } from './provinces.ts';

/** Adds the 25 built-in provinces when missing; an imported gazetteer's values are kept. */
export async function seedProvinces(db: Db): Promise<number> {
  await insertMissingLocations(
    db,
    BUILT_IN_PROVINCES.map((province) => ({
      id: province.id,
      parentId: null,
      type: 'province',
      slug: slugify(province.en),
      nameEn: province.en,
      nameKm: province.km,
      lat: province.lat,
      lng: province.lng,
    })),
  );
  return BUILT_IN_PROVINCES.length;
}
