import type { AppLoadContext } from '@remix-run/node';
import type { Location } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';

export interface LocationWithFamily {
  location: Location;
  /** Province first, for breadcrumbs. */
  ancestors: Location[];
  children: Location[];
}

/** One place by slug, its ancestors and its children. API errors propagate. */
export async function getLocationWithFamily(
  context: AppLoadContext,
  slug: string,
): Promise<LocationWithFamily> {
  const client = apiClientFor(context);
  const location = await client.locations.get(slug);
  const parentIds: string[] = [];
  for (let code = location.parent; code !== '0'; code = code.length > 2 ? code.slice(0, -2) : '0') {
    parentIds.unshift(code);
  }
  const [ancestors, children] = await Promise.all([
    Promise.all(parentIds.map((id) => client.locations.get(id))),
    location.type === 'commune'
      ? Promise.resolve([])
      : client.locations.list({ parent: location.id }),
  ]);
  return { location, ancestors, children };
}
