import { TOP_LEVEL_PARENT, type Location, type LocationType } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { serialise, type CachedBody } from '../../lib/cached-body.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findLocation,
  listChildren,
  listProvinces,
  type LocationRow,
} from './locations.repository.ts';

export function toLocationDto(row: LocationRow): Location {
  return {
    id: row.id,
    slug: row.slug,
    parent: row.parentId ?? TOP_LEVEL_PARENT,
    type: row.type as LocationType,
    name: { en: row.nameEn, km: row.nameKm },
    lat: row.lat,
    lng: row.lng,
  };
}

export interface LocationService {
  /** Provinces, or the children of `parent`, serialised as `{ data: [...] }`. */
  list(parent?: string): Promise<CachedBody>;
  get(idOrSlug: string): Promise<Location>;
  invalidate(): void;
}

export function createLocationService(options: { db: Db; ttlMs: number }): LocationService {
  const { db, ttlMs } = options;
  const cache = createTtlCache<string, CachedBody>(ttlMs);

  async function build(parent: string): Promise<CachedBody> {
    if (parent === TOP_LEVEL_PARENT) {
      return serialise({ data: (await listProvinces(db)).map(toLocationDto) });
    }
    const [owner, children] = await Promise.all([
      findLocation(db, parent),
      listChildren(db, parent),
    ]);
    if (!owner || owner.id !== parent) {
      throw new HttpError(404, 'NOT_FOUND', `No location with id ${parent}.`);
    }
    return serialise({ data: children.map(toLocationDto) });
  }

  return {
    list: (parent = TOP_LEVEL_PARENT) => cache.get(parent, () => build(parent)),
    async get(idOrSlug) {
      const row = await findLocation(db, idOrSlug);
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No location "${idOrSlug}".`);
      return toLocationDto(row);
    },
    invalidate: () => cache.clear(),
  };
}
