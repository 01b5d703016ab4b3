import { redirect, type AppLoadContext } from '@remix-run/node';
import { parseListingQuery } from '@repo/domain';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { chosenPlace } from './place-choices.server.ts';

/**
 * A listing address's query, read with the API's own parser. The form's province, district
 * and commune fields are all `location` (ADR 0015): several become the one they choose.
 */
export async function readListingQuery(url: URL, context: AppLoadContext) {
  const params = new URLSearchParams(url.search);
  // The top block is the page's to ask for, not the address's.
  params.delete('top');
  const places = params.getAll('location');
  if (places.length > 1) {
    const place = await chosenPlace(context, places);
    params.delete('location');
    if (place !== undefined) params.set('location', place);
  }
  return parseListingQuery(params);
}

/**
 * On a place page (`/all-ads-in-{place}`), the place its filter form chose (`location`, one
 * value or the three selects sent without JavaScript): a redirect to that place's page with
 * the other filters, to `/all-ads` when the place was cleared, or null when it names this page's
 * place or none.
 */
export async function placePageRedirect(
  request: Request,
  context: AppLoadContext,
  current: string,
): Promise<Response | null> {
  const url = new URL(request.url);
  const asked = url.searchParams.getAll('location');
  if (asked.length === 0) return null;
  const place = await chosenPlace(context, asked);
  url.searchParams.delete('location');
  // A form sent without JavaScript sends its empty fields too: they say nothing.
  for (const [name, value] of [...url.searchParams])
    if (value.trim() === '') url.searchParams.delete(name, value);
  const search = url.searchParams.toString();
  const path = place === undefined ? '/all-ads' : `/all-ads-in-${place}`;
  if (place === current && search === new URL(request.url).search.slice(1)) return null;
  return redirect(`${encodeURI(localizeLike(request, path))}${search ? `?${search}` : ''}`);
}
