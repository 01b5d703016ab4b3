import type { AppLoadContext } from '@remix-run/node';
import type { Location, Locale } from '@repo/domain';
import { getChildLocations } from '~/entities/location/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { filledPlaces } from '../model/listing-url.ts';

export interface PlaceOption {
  /** The gazetteer code: the form asks for a province's districts by it. */
  id: string;
  slug: string;
  name: string;
}

/**
 * The filter form's place fields (ADR 0015): a province, then its districts, then the chosen
 * district's communes. All three are named `location`; the listing keeps the most precise one.
 */
export interface PlaceChoices {
  provinces: PlaceOption[];
  /** The chosen province's districts; null until a province is chosen. */
  districts: PlaceOption[] | null;
  /** The chosen district's communes; null until a district is chosen. */
  communes: PlaceOption[] | null;
  /** The chosen slug at each level, '' for none. */
  selected: { province: string; district: string; commune: string };
}

/** Gazetteer codes nest: a district's code starts with its province's, a commune's with its district's. */
function contains(outer: Location, inner: Location): boolean {
  return inner.id.length > outer.id.length && inner.id.startsWith(outer.id);
}

/**
 * The one place a form's `location` fields choose, in the order the form sends them (province,
 * district, commune): the most precise one that lies inside the ones before it. An empty field
 * ends the choice, and so does a district of another province (a province changed without
 * JavaScript while a district of the old one was still selected). A slug the gazetteer does
 * not know is kept when it comes first, so the listing says it was ignored.
 */
export async function chosenPlace(
  context: AppLoadContext,
  slugs: string[],
): Promise<string | undefined> {
  const filled = filledPlaces(slugs);
  if (filled.length <= 1) return filled[0];
  const client = apiClientFor(context);
  const places = await Promise.all(
    filled.map((slug) => client.locations.get(slug).catch((): undefined => undefined)),
  );
  let chosen = places[0];
  if (!chosen) return filled[0];
  for (const next of places.slice(1)) {
    if (!next || !contains(chosen, next)) break;
    chosen = next;
  }
  return chosen.slug;
}

/**
 * The place fields for the listing's `location` (a province, district or commune slug, or
 * none): the provinces, the chosen province's districts and the chosen district's communes,
 * with the place's name for its chip. `failed`: some of the lists could not be read.
 */
export async function loadPlaceChoices(
  context: AppLoadContext,
  options: { slug: string | undefined; provinces: Location[]; locale: Locale },
): Promise<{ choices: PlaceChoices; name: string | undefined; failed: boolean }> {
  const { slug, provinces, locale } = options;
  const optionOf = (place: Location): PlaceOption => ({
    id: place.id,
    slug: place.slug,
    name: localizedName(place.name, locale),
  });
  const provinceOptions = provinces.map(optionOf);
  const none = { province: '', district: '', commune: '' };
  if (slug === undefined)
    return {
      choices: { provinces: provinceOptions, districts: null, communes: null, selected: none },
      name: undefined,
      failed: false,
    };

  const place =
    provinces.find((province) => province.slug === slug) ??
    (await apiClientFor(context)
      .locations.get(slug)
      .catch((): undefined => undefined));
  if (!place)
    // Unknown to the gazetteer (the listing notes it): it stays the province field's choice.
    return {
      choices: {
        provinces: [{ id: '', slug, name: slug }, ...provinceOptions],
        districts: null,
        communes: null,
        selected: { ...none, province: slug },
      },
      name: undefined,
      failed: false,
    };

  const provinceId = place.id.slice(0, 2);
  const districtId = place.id.length >= 4 ? place.id.slice(0, 4) : undefined;
  const [districts, communes] = await Promise.all([
    getChildLocations(context, provinceId),
    districtId === undefined ? undefined : getChildLocations(context, districtId),
  ]);
  // The provinces could not be read: a province from the address is still its own choice.
  const province =
    provinces.find((candidate) => candidate.id === provinceId) ??
    (place.id.length === 2 ? place : undefined);
  if (province && !provinces.includes(province)) provinceOptions.unshift(optionOf(province));
  const district = districts.data.find((candidate) => candidate.id === districtId);
  return {
    choices: {
      provinces: provinceOptions,
      districts: districts.data.map(optionOf),
      communes: communes ? communes.data.map(optionOf) : null,
      selected: {
        province: province?.slug ?? '',
        district: district?.slug ?? '',
        commune: place.id.length === 6 ? place.slug : '',
      },
    },
    name: localizedName(place.name, locale),
    failed: districts.failed || communes?.failed === true,
  };
}
