import { z } from 'zod';
import { localizedNameSchema, slugSchema, TOP_LEVEL_PARENT } from './category.ts';

export const LOCATION_TYPES = ['province', 'district', 'commune'] as const;
export const locationTypeSchema = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof locationTypeSchema>;

/** Gazetteer codes: 2 digits for a province, 4 for a district, 6 for a commune. */
export const locationIdSchema = z.string().regex(/^(\d{2}|\d{4}|\d{6})$/, 'not a location code');

export const locationSchema = z.object({
  id: locationIdSchema,
  slug: slugSchema,
  /** "0" for a province, else the parent's id. */
  parent: z.string(),
  type: locationTypeSchema,
  name: localizedNameSchema,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationsResponseSchema = z.object({ data: z.array(locationSchema) });

/** The type a gazetteer code stands for, from its length. */
export function locationTypeOf(code: string): LocationType {
  if (code.length === 2) return 'province';
  if (code.length === 4) return 'district';
  return 'commune';
}

/** The parent id of a location code ("0" for a province). */
export function locationParentOf(code: string): string {
  return code.length <= 2 ? TOP_LEVEL_PARENT : code.slice(0, code.length - 2);
}

export interface LocationIndex {
  all: Location[];
  ids: Record<string, Location>;
  slugs: Record<string, Location>;
}

/** Holds locations the way spec §3 describes: all, ids, slugs. */
export function indexLocations(list: readonly Location[]): LocationIndex {
  const index: LocationIndex = { all: [...list], ids: {}, slugs: {} };
  for (const location of list) {
    index.ids[location.id] = location;
    index.slugs[location.slug] = location;
  }
  return index;
}
