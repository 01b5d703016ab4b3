/** One of the member's stores, as the profile switcher lists it. */
export interface ProfileStore {
  id: string;
  name: string;
}

/** Who the member acts as (spec §3 session `activeProfile`): themselves or one of their stores. */
export type ActiveProfile = { type: 'user' } | { type: 'store'; store: ProfileStore };

/**
 * The active profile of an address (spec §4): a store when the path (`/me/store-{id}…`, with
 * or without a locale prefix) or the `store_id` / `storeid` query names one of the member's
 * stores; else the member. Recomputed from each address, so it follows every route change.
 */
export function activeProfileOf(
  pathname: string,
  search: string,
  stores: readonly ProfileStore[],
): ActiveProfile {
  const query = new URLSearchParams(search);
  const id =
    /^(?:\/(?:en|km))?\/me\/store-([1-9][0-9]{0,15})(?:\/|$)/.exec(pathname)?.[1] ??
    query.get('store_id') ??
    query.get('storeid');
  const store = id ? stores.find((candidate) => candidate.id === id) : undefined;
  return store ? { type: 'store', store } : { type: 'user' };
}
