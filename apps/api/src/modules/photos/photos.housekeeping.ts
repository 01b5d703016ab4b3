import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adPhotos, photos, storeAlbumPhotos } from '../../db/schema.ts';
import type { PhotoStorage } from './photos.storage.ts';

const DAY = 24 * 3600_000;
const BATCH = 500;

/** SQLSTATE 23503: a foreign key still points at the row (an ad took the photo meanwhile). */
function isForeignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23503';
}

/**
 * Deletes photos no ad and no store album uses that were uploaded more than a day ago: the rows first, then
 * their stored files (a file that cannot be removed is reported through `warn` and left
 * behind; no row points at it any more). A photo an ad takes while this runs is kept: the
 * ad's transaction locks it (setAdPhotos), and ad_photos' foreign key refuses the delete (the
 * same for an album: lockOwnPhotos, store_album_photos' foreign key).
 * Returns how many photos were deleted.
 */
export async function pruneUnusedPhotos(options: {
  db: Db;
  storage: PhotoStorage;
  now: () => number;
  warn?: (message: string, error: unknown) => void;
}): Promise<number> {
  const { db, storage, now } = options;
  // In use: in an ad, or in a store's album (ADR 0048).
  const unused = and(
    notExists(
      db.select({ one: adPhotos.position }).from(adPhotos).where(eq(adPhotos.photoId, photos.id)),
    ),
    notExists(
      db
        .select({ one: storeAlbumPhotos.position })
        .from(storeAlbumPhotos)
        .where(eq(storeAlbumPhotos.photoId, photos.id)),
    ),
  );
  let deleted = 0;
  for (;;) {
    const cutoff = new Date(now() - DAY);
    const candidates = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(lt(photos.createdAt, cutoff), unused))
      .limit(BATCH);
    if (candidates.length === 0) break;

    const remove = (ids: string[]) =>
      db
        .delete(photos)
        .where(and(inArray(photos.id, ids), lt(photos.createdAt, cutoff), unused))
        .returning({ id: photos.id, keys: photos.keys });
    let removed: Awaited<ReturnType<typeof remove>>;
    try {
      removed = await remove(candidates.map((row) => row.id));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      // One of them was just put in an ad: delete the others one by one.
      removed = [];
      for (const { id } of candidates) {
        try {
          removed.push(...(await remove([id])));
        } catch (single) {
          if (!isForeignKeyViolation(single)) throw single;
        }
      }
    }

    for (const row of removed) {
      for (const key of Object.values(row.keys)) {
        await storage.delete(key).catch((error: unknown) => options.warn?.(`file ${key}`, error));
      }
    }
    deleted += removed.length;
    if (candidates.length < BATCH || removed.length === 0) break;
  }
  return deleted;
}
