import type { AppLoadContext } from '@remix-run/node';
import type { Locale } from '@repo/domain';
import type { Place } from '../ui/location-fields.tsx';
import { getChildLocations } from './locations.server.ts';

const PARENT_CODE = /^\d{2}(?:\d{2})?$/;

/**
 * The districts of a province (2 digits) or the communes of a district (4 digits), in the
 * page's language, through the server's location cache. An unknown code or an API failure is
 * an empty list: the select then offers nothing, and the form still posts with the province
 * alone.
 */
export async function placesIn(
  context: AppLoadContext,
  parent: string | null | undefined,
  locale: Locale,
): Promise<Place[]> {
  if (!parent || !PARENT_CODE.test(parent)) return [];
  const places = await getChildLocations(context, parent);
  return places.data.map((place) => ({ id: place.id, name: place.name[locale] || place.name.en }));
}

/** The district and commune lists that go with the chosen province and district. */
export async function placeListsFor(
  context: AppLoadContext,
  chosen: { province?: string | null; district?: string | null },
  locale: Locale,
): Promise<{ districts: Place[]; communes: Place[] }> {
  const province = chosen.province ?? '';
  const district = chosen.district && chosen.district.startsWith(province) ? chosen.district : '';
  const [districts, communes] = await Promise.all([
    placesIn(context, province, locale),
    placesIn(context, district, locale),
  ]);
  return { districts, communes };
}

/**
 * The district and commune lists for a place form posted again (`province_id`, `district_id`
 * as typed): what a form shown back with its values offers (`intent=refresh`, a refusal).
 */
export function placeListsForForm(context: AppLoadContext, formData: FormData, locale: Locale) {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  return placeListsFor(
    context,
    { province: text('province_id'), district: text('district_id') },
    locale,
  );
}
