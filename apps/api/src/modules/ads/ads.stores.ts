import type { Ad } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { activeRoleIn } from '../stores/index.ts';
import { invalid, notFound, parseAdId } from './ads.input.ts';
import { findOwnAd, updateAd } from './ads.repository.ts';

/**
 * Ads of stores (issue 17, ADR 0045): an ad posted as a store keeps its poster in `user_id`
 * and names the store in `store_id`. The store's owner and managers move ads between the
 * personal account and the store and assign them to the store's members; staff manage the
 * ads assigned to them (`managesThroughStore`).
 */

/** An id in a form (a store's, a member's): absent or blank is none; else digits. */
export function optionalIdOf(value: unknown, field = 'store_id'): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value.trim()))
    return Number(value.trim());
  throw invalid([{ path: `body.${field}`, message: 'validation.invalid' }]);
}

const forbidden = () =>
  new HttpError(403, 'STORE_FORBIDDEN', 'Your role in this store may not do this.');

const MANAGERS: readonly string[] = ['owner', 'manager'];

/**
 * The store an ad is posted as, checked for `userId` (an active member of it, any role):
 * else a 422 on `store_id`, so the form shows it beside the field.
 */
export async function postingStore(db: Db, userId: number, body: Record<string, unknown>) {
  const storeId = optionalIdOf(body.store_id);
  if (storeId === null) return null;
  const role = await activeRoleIn(db, storeId, userId);
  if (!role) throw invalid([{ path: 'body.store_id', message: 'store.notMember' }]);
  return storeId;
}

export function createAdStoreMoves(deps: {
  db: Db;
  now: () => number;
  view: (id: number) => Promise<Ad>;
  /** An ad entered or left a store: its photos gain or lose the watermark (ADR 0046). */
  storeAdChanged?: () => Promise<void>;
}) {
  const { db, now, view } = deps;
  const managerOf = async (storeId: number, userId: number) =>
    MANAGERS.includes((await activeRoleIn(db, storeId, userId)) ?? '');

  return {
    /**
     * PUT {api}/me/posts/{id}/store: into a store (its owner or a manager: the poster's own ad,
     * or one of another store they run), or back to the poster's personal account (`store_id`
     * blank: the current store's owner or a manager).
     */
    async move(auth: AuthContext, rawId: string, body: Record<string, unknown>): Promise<Ad> {
      const userId = auth.user.id;
      const ad = await findOwnAd(db, userId, parseAdId(rawId));
      if (!ad) throw notFound();
      const target = optionalIdOf(body.store_id);
      if (ad.storeId !== null && !(await managerOf(ad.storeId, userId))) throw forbidden();
      let assigneeId: number | null = null;
      if (target !== null) {
        const role = await activeRoleIn(db, target, userId);
        if (!role) throw invalid([{ path: 'body.store_id', message: 'store.notMember' }]);
        if (!MANAGERS.includes(role)) throw forbidden();
        // The poster stays its contact when they are in that store; else nobody yet.
        if (target === ad.storeId) assigneeId = ad.assigneeId;
        else if (await activeRoleIn(db, target, ad.userId)) assigneeId = ad.userId;
      }
      await updateAd(db, ad.id, { storeId: target, assigneeId, updatedAt: new Date(now()) });
      if (target !== ad.storeId) await deps.storeAdChanged?.();
      return view(ad.id);
    },

    /**
     * PUT {api}/me/posts/{id}/assignee: the store member who answers for the ad (`user_id`
     * blank: nobody), by the store's owner or a manager; the member must be active in it.
     */
    async assign(auth: AuthContext, rawId: string, body: Record<string, unknown>): Promise<Ad> {
      const userId = auth.user.id;
      const ad = await findOwnAd(db, userId, parseAdId(rawId));
      if (!ad) throw notFound();
      if (ad.storeId === null)
        throw new HttpError(409, 'AD_NOT_IN_STORE', 'This ad is not posted as a store.');
      if (!(await managerOf(ad.storeId, userId))) throw forbidden();
      const assigneeId = optionalIdOf(body.user_id, 'user_id');
      if (assigneeId !== null && !(await activeRoleIn(db, ad.storeId, assigneeId)))
        throw invalid([{ path: 'body.user_id', message: 'store.assigneeNotMember' }]);
      await updateAd(db, ad.id, { assigneeId, updatedAt: new Date(now()) });
      return view(ad.id);
    },
  };
}

export type AdStoreMoves = ReturnType<typeof createAdStoreMoves>;
