import type { AppLoadContext } from '@remix-run/node';
import { activeStoresOf } from '~/entities/store/index.server.ts';

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
  const stores = await activeStoresOf(context, { accessToken });
  if (stores.length === 0) return null;
  return {
    member: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    stores,
    chosen: stores.some((store) => store.id === storeParam) ? storeParam! : '',
  };
}
