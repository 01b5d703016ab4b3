import type { PublicBranch, StoreHours } from '@repo/domain';

const SCHEMA_DAYS = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;
const ALL_DAYS = Object.values(SCHEMA_DAYS);

/** schema.org `OpeningHoursSpecification`s of a store's hours (none when unknown or closed). */
export function openingHoursOf(hours: StoreHours) {
  const spec = (days: string[], opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens,
    closes,
  });
  switch (hours.mode) {
    case 'always-open':
      return [spec(ALL_DAYS, '00:00', '23:59')];
    case '24-hours':
      return [
        spec(
          hours.days.map((day) => SCHEMA_DAYS[day]),
          '00:00',
          '23:59',
        ),
      ];
    case 'selected-hours':
      return Object.entries(hours.days).flatMap(([day, ranges]) =>
        (ranges ?? []).map((range) =>
          spec([SCHEMA_DAYS[day as keyof typeof SCHEMA_DAYS]], range.open, range.close),
        ),
      );
    default:
      return [];
  }
}

/** The store page's schema.org `LocalBusiness`: name, address of the page, logo, hours. */
export function storeJsonLd(store: {
  name: string;
  description: string;
  url: string;
  logo: string | null;
  image: string | null;
  hours: StoreHours;
  /** Its first branch: where it is (address, point on the map, phone). */
  branch?: PublicBranch | null;
}) {
  const hours = openingHoursOf(store.hours);
  const { branch } = store;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: store.name,
    url: store.url,
    ...(store.description ? { description: store.description } : {}),
    ...(store.logo ? { logo: store.logo } : {}),
    ...((store.image ?? store.logo) ? { image: store.image ?? store.logo } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(branch
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(branch.address ? { streetAddress: branch.address } : {}),
            addressLocality: (branch.district ?? branch.province).name.en,
            addressRegion: branch.province.name.en,
            addressCountry: 'KH',
          },
          ...(branch.latitude !== null && branch.longitude !== null
            ? {
                geo: {
                  '@type': 'GeoCoordinates',
                  latitude: branch.latitude,
                  longitude: branch.longitude,
                },
              }
            : {}),
          ...(branch.phone ? { telephone: branch.phone } : {}),
        }
      : {}),
  };
}
