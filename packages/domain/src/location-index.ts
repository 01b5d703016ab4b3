import type { Location, LocationType } from './location.ts';
import { TOP_LEVEL_PARENT } from './constants.ts';

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
