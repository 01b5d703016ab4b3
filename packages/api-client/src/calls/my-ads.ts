import { adResponseSchema, adsResponseSchema } from '@repo/domain';
import type { Ad, AdSort, AdsPage, AdStatus } from '@repo/domain';
import { dataOf, type FormRecord, type Transport } from '../transport.ts';

const own = (id: string, rest = '') =>
  `me/posts/${encodeURIComponent(id)}${rest ? `/${rest}` : ''}`;

/** Which of the member's ads, in what order: one page at a time (`cursor` from the last). */
export interface MyAdsQuery {
  /** Without it, every ad but the deleted ones. */
  status?: AdStatus;
  sort?: AdSort;
  cursor?: string;
  limit?: number;
}

/** The signed-in member's own ads: posting, editing and their lifecycle (ADR 0009, 0010). */
export interface MyAdCalls {
  /** GET {api}/me/posts: one keyset page of the member's ads (filter, sort, cursor). */
  list(query: MyAdsQuery): Promise<AdsPage>;
  /** GET {api}/me/posts/{id}: one of the member's ads, phones and photos included; else 404. */
  get(id: string): Promise<Ad>;
  /**
   * POST {api}/me/posts: a new ad. The same `idempotencyKey` sent again answers the first ad
   * (a different body with it: 422).
   */
  create(form: FormRecord, options?: { idempotencyKey?: string }): Promise<Ad>;
  /** POST {api}/me/posts/{id}: the ad edited. */
  update(id: string, form: FormRecord): Promise<Ad>;
  /** POST {api}/me/posts/{id}/renew: to the top of "latest", a full life again. */
  renew(id: string): Promise<Ad>;
  /** POST {api}/me/posts/{id}/repost: an expired or sold ad as a fresh copy. */
  repost(id: string): Promise<Ad>;
  /** POST {api}/me/posts/{id}/sold */
  markSold(id: string): Promise<Ad>;
  /** POST {api}/me/posts/{id}/delete with the reason. */
  delete(id: string, form: { reason: string }): Promise<Ad>;
  /** POST {api}/me/posts/{id}/auto-renew: `enabled`, and when enabled the time and interval. */
  setAutoRenew(id: string, form: FormRecord): Promise<Ad>;
  /**
   * PUT {api}/me/posts/{id}/store: into a store the member runs, or back to the poster's
   * personal account (`storeId` null; ADR 0045).
   */
  moveToStore(id: string, storeId: string | null): Promise<Ad>;
  /** PUT {api}/me/posts/{id}/assignee: a store's ad to one of its members (null: nobody). */
  assign(id: string, userId: string | null): Promise<Ad>;
}

export function myAdCalls({ request }: Transport): MyAdCalls {
  const post = (path: string, form?: FormRecord, headers?: Record<string, string>) =>
    dataOf(
      request('POST', 'api', path, {
        ...(form ? { form } : {}),
        ...(headers ? { headers } : {}),
        schema: adResponseSchema,
      }),
    );
  return {
    list: (query) =>
      request('GET', 'api', 'me/posts', { query: { ...query }, schema: adsResponseSchema }),
    get: (id) => dataOf(request('GET', 'api', own(id), { schema: adResponseSchema })),
    create: (form, { idempotencyKey } = {}) =>
      post('me/posts', form, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined),
    update: (id, form) => post(own(id), form),
    renew: (id) => post(own(id, 'renew')),
    repost: (id) => post(own(id, 'repost')),
    markSold: (id) => post(own(id, 'sold')),
    delete: (id, form) => post(own(id, 'delete'), form),
    setAutoRenew: (id, form) => post(own(id, 'auto-renew'), form),
    moveToStore: (id, storeId) =>
      dataOf(
        request('PUT', 'api', own(id, 'store'), {
          json: { store_id: storeId ?? '' },
          schema: adResponseSchema,
        }),
      ),
    assign: (id, userId) =>
      dataOf(
        request('PUT', 'api', own(id, 'assignee'), {
          json: { user_id: userId ?? '' },
          schema: adResponseSchema,
        }),
      ),
  };
}
