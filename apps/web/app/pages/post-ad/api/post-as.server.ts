import type { AppLoadContext } from '@remix-run/node';
import { apiClientFor } from '~/shared/api/api-client.server.ts';

/** Who a new ad can be posted as: the member, or one of the stores they are active in. */
export interface PostAs {
  /** The member's own name, for the personal choice. */
  member: string;
  stores: { id: string; name: string }[];
  /** The store the address names when it is one of theirs; else '' (the member). */
  chosen: string;
}

/**
 * The "Post as" choice of a new ad (ADR 0045), or null when the member is in no store (the
 * form then shows none). A store the API cannot list is left out, never guessed.
 */
export async function postingProfiles(
  context: AppLoadContext,
  accessToken: string | undefined,
  user: { first_name: string; last_name: string } | null | undefined,
  storeParam: string | undefined,
): Promise<PostAs | null> {
  if (!accessToken) return null;
  const mine = await apiClientFor(context)
    .withTokens({ accessToken })
    .accounts.myStores()
    .catch(() => []);
  const stores = mine
    .filter((store) => store.status === 'active')
    .map((store) => ({ id: store.id, name: store.name }));
  if (stores.length === 0) return null;
  return {
    member: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    stores,
    chosen: stores.some((store) => store.id === storeParam) ? storeParam! : '',
  };
}
