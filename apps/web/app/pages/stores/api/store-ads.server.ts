import { getErrorCode, isAppError } from '@repo/api-client';
import type { Ad } from '@repo/domain';
import { redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { adPath } from '~/entities/ad/index.ts';
import { getSession, sessionHeaders, type Session } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { storeIdOf } from '../model/store-id.ts';

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });
const ID = /^[1-9][0-9]{0,15}$/;

/** A store's ad as its area lists it. */
export interface StoreAdRow {
  id: string;
  title: string;
  path: string;
  status: Ad['status'];
  assigneeId: string | null;
  assignee: string | null;
}

const rowOf = (ad: Ad): StoreAdRow => ({
  id: ad.id,
  title: ad.title,
  path: adPath(ad),
  status: ad.status,
  assigneeId: ad.assignee?.id ?? null,
  assignee: ad.assignee?.name ?? null,
});

/**
 * The store area's ads (ADR 0045): the store's latest (all of them for its owner and
 * managers, those assigned to them for staff), and for the owner and managers the members an
 * ad can be assigned to and their own ads that can move into the store. What the API cannot
 * list is left empty, never guessed.
 */
export async function loadStoreAds(
  context: AppLoadContext,
  session: Session,
  store: { id: string; role: string },
) {
  const api = signedInApi(context, session);
  const runs = store.role === 'owner' || store.role === 'manager';
  const [page, members, mine] = await Promise.all([
    api.stores.ads(store.id, { limit: 50 }).catch(() => ({ data: [], next_cursor: null })),
    runs ? api.stores.members(store.id).catch(() => []) : Promise.resolve([]),
    runs ? api.myAds.list({ limit: 50 }).catch(() => ({ data: [], next_cursor: null })) : null,
  ]);
  return {
    ads: page.data.map(rowOf),
    more: page.next_cursor !== null,
    members: members
      .filter((member) => member.status === 'active')
      .map((member) => ({ id: member.user_id, name: member.name })),
    movable: (mine?.data ?? [])
      .filter((ad) => ad.store === null && (ad.status === 'active' || ad.status === 'expired'))
      .map((ad) => ({ id: ad.id, title: ad.title })),
  };
}

/**
 * POST /me/store-{id}: `intent` assign (ad_id, user_id: blank for nobody), move-in (ad_id:
 * one of the member's own ads into the store) or move-out (ad_id: back to its poster's
 * account). Plain forms that end in a redirect with a toast.
 */
export async function storeAdsAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw notFound();
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const api = signedInApi(context, session);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const adId = String(formData.get('ad_id') ?? '');
  const userId = String(formData.get('user_id') ?? '');
  const back = localizeLike(request, `/me/store-${id}`);
  if (!ID.test(adId) || (userId !== '' && !ID.test(userId))) {
    return redirectWithFlash(back, { type: 'error', key: 'store.ads.chooseAd' }, { headers });
  }
  let done: string;
  try {
    if (intent === 'assign') {
      await api.myAds.assign(adId, userId || null);
      done = 'store.ads.assigned';
    } else if (intent === 'move-in') {
      await api.myAds.moveToStore(adId, id);
      done = 'store.ads.movedIn';
    } else if (intent === 'move-out') {
      await api.myAds.moveToStore(adId, null);
      done = 'store.ads.movedOut';
    } else {
      return redirect(back);
    }
  } catch (error) {
    const code = getErrorCode(error);
    const status = isAppError(error) ? error.statusCode : 0;
    const key =
      code === 'STORE_FORBIDDEN'
        ? 'store.forbidden'
        : code === 'VALIDATION_FAILED'
          ? 'store.assigneeNotMember'
          : status === 404
            ? 'store.ads.gone'
            : status === 0
              ? 'errors.noResponse'
              : 'errors.default';
    return redirectWithFlash(back, { type: 'error', key }, { headers });
  }
  return redirectWithFlash(back, { type: 'success', key: done }, { headers });
}
