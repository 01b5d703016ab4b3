import { locationResponseSchema, locationsResponseSchema } from '@repo/domain';
import type { Location } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Provinces, districts and communes (the gazetteer, ADR 0003). */
export interface LocationCalls {
  /** GET {api}/locations, or ?parent= for the children of one location. */
  list(options?: { parent?: string }): Promise<Location[]>;
  /** GET {api}/locations/{id-or-slug}: one place (404 as an AppError when unknown). */
  get(key: string): Promise<Location>;
}

export function locationCalls({ request }: Transport): LocationCalls {
  return {
    list: ({ parent } = {}) =>
      dataOf(
        request('GET', 'api', 'locations', {
          ...(parent === undefined ? {} : { query: { parent } }),
          schema: locationsResponseSchema,
        }),
      ),
    get: (key) =>
      dataOf(
        request('GET', 'api', `locations/${encodeURIComponent(key)}`, {
          schema: locationResponseSchema,
        }),
      ),
  };
}
