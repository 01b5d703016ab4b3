import { APPLICATION_FILTERS, type ApplicationFilter } from '@repo/domain';

/** The `store-{id}` segment's id, or undefined. */
export const storeIdOf = (segment: string | undefined) =>
  /^store-([1-9][0-9]{0,11})$/.exec(segment ?? '')?.[1];

/** An id of the API (ads, applications, stores). */
export const isId = (value: string | null | undefined): value is string =>
  /^[1-9][0-9]{0,17}$/.test(value ?? '');

/** The status filter of the address (`?status=`), `all` when absent or unknown. */
export function filterOf(value: string | null): ApplicationFilter {
  return (APPLICATION_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ApplicationFilter)
    : 'all';
}

/** The filters in the order the page shows them (spec §3: all, then the statuses). */
export const FILTER_ORDER: readonly ApplicationFilter[] = [
  'all',
  'new',
  'viewed',
  'hired',
  'rejected',
];

/** The base of the poster's pages: the member's, or the store area's. */
export const receivedBase = (storeId: string | undefined) =>
  storeId ? `/me/store-${storeId}/job-applications` : '/me/job-applications';

/** An address with these query values (empty ones left out). */
export function withQuery(path: string, query: Record<string, string | undefined | null>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An application's status as its poster reads it: one not yet opened is "new" (spec §4). */
export const posterStatus = <S extends string>(status: S) =>
  status === 'sent' ? 'new' : (status as Exclude<S, 'sent'>);
