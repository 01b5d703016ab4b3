import type { FieldIssue } from '@repo/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema.ts';

/** The gazetteer codes of an address, as the ad, branch and resume forms send them. */
export interface AddressCodes {
  province_id: string | null;
  district_id: string | null;
  commune_id: string | null;
}

const mismatch = (field: string): FieldIssue => ({
  path: `body.${field}`,
  message: 'validation.adLocationMismatch',
});

/**
 * What is wrong with an address's places, one issue a field (`body.province_id`, …): each named
 * place must exist, be of its level, and sit inside the one above it (the schemas only checked
 * the codes' shapes). A district is read only under a province, a commune only under a district.
 * `provinces` are further fields that each list province codes (a resume's preferred places):
 * an entry that is no province is named by its index. One query for all of them.
 */
export async function addressIssues(
  db: Db,
  address: AddressCodes,
  provinces: Record<string, readonly string[]> = {},
): Promise<FieldIssue[]> {
  const { province_id: provinceId, district_id: districtId, commune_id: communeId } = address;
  const lists = Object.entries(provinces);
  const ids = [provinceId, districtId, communeId, ...lists.flatMap(([, list]) => list)].filter(
    (id): id is string => id !== null,
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: locations.id, type: locations.type, parentId: locations.parentId })
          .from(locations)
          .where(inArray(locations.id, [...new Set(ids)]));
  const places = new Map(rows.map((row) => [row.id, row]));
  const issues: FieldIssue[] = [];
  if (provinceId !== null) {
    const province = places.get(provinceId);
    if (province?.type !== 'province') issues.push(mismatch('province_id'));
    else if (districtId !== null) {
      const district = places.get(districtId);
      if (district?.type !== 'district' || district.parentId !== province.id)
        issues.push(mismatch('district_id'));
      else if (communeId !== null) {
        const commune = places.get(communeId);
        if (commune?.type !== 'commune' || commune.parentId !== district.id)
          issues.push(mismatch('commune_id'));
      }
    }
  }
  for (const [field, list] of lists)
    list.forEach((id, index) => {
      if (places.get(id)?.type !== 'province')
        issues.push({ path: `body.${field}.${index}`, message: 'validation.invalid' });
    });
  return issues;
}
