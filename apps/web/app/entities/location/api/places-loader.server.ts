import type { LoaderFunctionArgs } from '@remix-run/node';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { getChildLocations } from './locations.server.ts';

/**
 * GET /api/_places?parent=<province or district code>&lng=: the districts of a province or
 * the communes of a district (`id`, `slug`, `name` in that language), for the selects that
 * follow a province (the post form, the listing's filters) without a reload when JavaScript
 * runs. Read through the server's location cache.
 */
export async function placesLoader({ request, context }: LoaderFunctionArgs) {
  const parent = new URL(request.url).searchParams.get('parent') ?? '';
  if (!/^\d{2}(?:\d{2})?$/.test(parent))
    return Response.json({ data: [] }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const [locale, places] = await Promise.all([
    getLocale(request),
    getChildLocations(context, parent),
  ]);
  if (places.failed && places.data.length === 0)
    return Response.json({ data: [] }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(
    {
      data: places.data.map((place) => ({
        id: place.id,
        slug: place.slug,
        name: localizedName(place.name, locale),
      })),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
