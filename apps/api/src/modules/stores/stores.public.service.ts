import { usernameSchema, type PublicStore } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { albumsOfStore } from './stores.albums.repository.ts';
import { publicBranchesOfStore } from './stores.branches.service.ts';
import { publicStore } from './stores.repository.ts';
import { companyOf, notFound, storeProfileView } from './stores.service.ts';

/** Photos of each album the public store page shows (the album's first ones). */
const PUBLIC_ALBUM_PHOTOS = 8;

/**
 * The public store page (ADRs 0043, 0047, 0048, 0051): what anyone reads of a store, with no role
 * to check, so it stands apart from the store area's rules.
 */
export function createPublicStoreService(deps: {
  db: Db;
  now: () => number;
  mediaBaseUrl: string;
}) {
  const { db, now, mediaBaseUrl } = deps;

  return {
    /**
     * GET {api}/stores/{username}: the store's public page. An unknown, inactive or malformed
     * username, or a store whose owner is not active: 404.
     */
    async profile(rawUsername: string): Promise<PublicStore> {
      const username = rawUsername.toLowerCase();
      if (!usernameSchema.safeParse(username).success) throw notFound();
      const row = await publicStore(db, username, new Date(now()));
      if (!row) throw notFound();
      const { store } = row;
      const [branches, albums] = await Promise.all([
        publicBranchesOfStore(db, store.id),
        albumsOfStore(db, store.id, { photosPerAlbum: PUBLIC_ALBUM_PHOTOS, mediaBaseUrl }),
      ]);
      return {
        ...storeProfileView(store, mediaBaseUrl),
        active_ads: Number(row.activeAds),
        followers: Number(row.followers),
        verified: store.verifiedAt !== null,
        created_at: store.createdAt.toISOString(),
        branches,
        company: companyOf(store.company),
        albums: albums.map(({ id, name, photo_count, photos }) => ({
          id,
          name,
          photo_count,
          photos,
        })),
      };
    },
  };
}

export type PublicStoreService = ReturnType<typeof createPublicStoreService>;
