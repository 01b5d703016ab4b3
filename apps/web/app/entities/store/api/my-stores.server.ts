import type { AppLoadContext } from '@remix-run/node';
import type { MyStore } from '@repo/domain';
import { signedInApi } from '~/shared/api/api-client.server.ts';

const asked = new WeakMap<AppLoadContext, Promise<readonly MyStore[]>>();

/**
 * The signed-in member's stores and invitations (`GET {api}/me/stores`), asked once per
 * request however many loaders need them: the root's profile switch, the visit-store guard,
 * the post form's "Post as" and the account page run side by side. None when there is no
 * token or the API could not answer: a store is never guessed.
 */
export function myStoresOf(
  context: AppLoadContext,
  session: { accessToken?: string },
): Promise<readonly MyStore[]> {
  if (!session.accessToken) return Promise.resolve([]);
  let stores = asked.get(context);
  if (!stores) {
    stores = signedInApi(context, session)
      .accounts.myStores()
      .catch(() => []);
    asked.set(context, stores);
  }
  return stores;
}

/** The stores the member is active in (an invitation not yet accepted opens nothing, ADR 0043). */
export async function activeStoresOf(
  context: AppLoadContext,
  session: { accessToken?: string },
): Promise<{ id: string; name: string }[]> {
  return (await myStoresOf(context, session))
    .filter((store) => store.status === 'active')
    .map((store) => ({ id: store.id, name: store.name }));
}
