import {
  storeResponseSchema,
  type MyStore,
  type StoreCreateInput,
  type StoreProfileInput,
} from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Stores (issue 17, ADR 0043): creating one and its profile, for its members. */
export interface StoreCalls {
  /** POST {api}/me/stores: a new store owned by the member. */
  create(input: StoreCreateInput): Promise<MyStore>;
  /** GET {api}/me/stores/{id}: the store, for its active members. */
  get(storeId: string): Promise<MyStore>;
  /** PUT {api}/me/stores/{id}: its profile, by its owner or a manager. */
  update(storeId: string, input: StoreProfileInput): Promise<MyStore>;
}

export function storeCalls({ request }: Transport): StoreCalls {
  const store = (id: string) => `me/stores/${encodeURIComponent(id)}`;
  return {
    create: (input) =>
      dataOf(request('POST', 'api', 'me/stores', { json: input, schema: storeResponseSchema })),
    get: (id) => dataOf(request('GET', 'api', store(id), { schema: storeResponseSchema })),
    update: (id, input) =>
      dataOf(request('PUT', 'api', store(id), { json: input, schema: storeResponseSchema })),
  };
}
