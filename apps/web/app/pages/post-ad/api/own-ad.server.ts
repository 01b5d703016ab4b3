import { isAppError, type ApiClient } from '@repo/api-client';
import type { Ad } from '@repo/domain';
import { notFound, pageErrorFrom } from '~/shared/api/page-errors.server.ts';

const AD_ID = /^[1-9]\d{0,14}$/;

/**
 * The member's own ad, for the edit form (GET {api}/me/posts/{id}: phones and photos
 * included): 404 when the id is unknown, deleted or someone else's (never telling which).
 */
export async function loadOwnAd(api: ApiClient, rawId: string | undefined): Promise<Ad> {
  if (!rawId || !AD_ID.test(rawId)) throw notFound();
  try {
    return await api.myAds.get(rawId);
  } catch (error) {
    // The guard let a member in, so a 401 here is a session that just ended: as good as unknown.
    if (isAppError(error) && error.statusCode === 401) throw notFound();
    throw pageErrorFrom(error);
  }
}
