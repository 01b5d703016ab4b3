import type { Photo, StoreAlbum } from '@repo/domain';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, storeAlbumPhotos, storeAlbums, stores } from '../../db/schema.ts';
import { toPhoto } from '../photos/index.ts';

/** The SQL of a store's albums (ADR 0048); the service decides the rules and the transactions. */

export type AlbumRow = typeof storeAlbums.$inferSelect;

const photoColumns = {
  id: photos.id,
  keys: photos.keys,
  width: photos.width,
  height: photos.height,
};

/** New positions for `ids` in that order (0, 1, …), for rows whose id and `scope` match. */
const orderedIds = (ids: readonly (string | number)[], type: 'bigint' | 'uuid') =>
  sql`unnest(array[${sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  )}]::${sql.raw(type)}[]) with ordinality as o(id, n)`;

/**
 * The photos of the albums `albumIds`, in order, at most `limit` each (undefined: all):
 * album id → photos.
 */
async function photosOfAlbums(
  db: Db,
  albumIds: readonly number[],
  mediaBaseUrl: string,
  limit?: number,
): Promise<Map<number, Photo[]>> {
  const byAlbum = new Map<number, Photo[]>();
  if (albumIds.length === 0 || limit === 0) return byAlbum;
  const ranked = db
    .select({
      albumId: storeAlbumPhotos.albumId,
      ...photoColumns,
      position: storeAlbumPhotos.position,
      rank: sql<number>`row_number() over (partition by ${storeAlbumPhotos.albumId} order by ${storeAlbumPhotos.position}, ${storeAlbumPhotos.createdAt})`.as(
        'rank',
      ),
    })
    .from(storeAlbumPhotos)
    .innerJoin(photos, eq(photos.id, storeAlbumPhotos.photoId))
    .where(inArray(storeAlbumPhotos.albumId, [...albumIds]))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(limit === undefined ? undefined : sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(ranked.albumId), asc(ranked.rank));
  for (const row of rows) {
    const list = byAlbum.get(row.albumId) ?? [];
    list.push(toPhoto(row, mediaBaseUrl));
    byAlbum.set(row.albumId, list);
  }
  return byAlbum;
}

/** How many photos each album holds: album id → count (albums without photos are absent). */
async function photoCounts(db: Db, albumIds: readonly number[]): Promise<Map<number, number>> {
  if (albumIds.length === 0) return new Map();
  const rows = await db
    .select({ albumId: storeAlbumPhotos.albumId, n: count() })
    .from(storeAlbumPhotos)
    .where(inArray(storeAlbumPhotos.albumId, [...albumIds]))
    .groupBy(storeAlbumPhotos.albumId);
  return new Map(rows.map((row) => [row.albumId, Number(row.n)]));
}

function toAlbum(row: AlbumRow, photoCount: number, list: Photo[]): StoreAlbum {
  return {
    id: String(row.id),
    name: row.name,
    photo_count: photoCount,
    photos: list,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A store's albums in their order, each with its photo count and its first `photosPerAlbum`
 * photos (thumb, medium and large URLs under `mediaBaseUrl`). For the members' store area and
 * the store's public page (which shows them as `publicAlbumSchema`).
 */
export async function albumsOfStore(
  db: Db,
  storeId: number,
  options: { photosPerAlbum: number; mediaBaseUrl: string },
): Promise<StoreAlbum[]> {
  const rows = await db
    .select()
    .from(storeAlbums)
    .where(eq(storeAlbums.storeId, storeId))
    .orderBy(asc(storeAlbums.position), asc(storeAlbums.id));
  const ids = rows.map((row) => row.id);
  const [counts, lists] = await Promise.all([
    photoCounts(db, ids),
    photosOfAlbums(db, ids, options.mediaBaseUrl, options.photosPerAlbum),
  ]);
  return rows.map((row) => toAlbum(row, counts.get(row.id) ?? 0, lists.get(row.id) ?? []));
}

/** One album of the store with all its photos in order, or undefined. */
export async function albumOf(
  db: Db,
  storeId: number,
  albumId: number,
  mediaBaseUrl: string,
): Promise<StoreAlbum | undefined> {
  const [row] = await db
    .select()
    .from(storeAlbums)
    .where(and(eq(storeAlbums.id, albumId), eq(storeAlbums.storeId, storeId)));
  if (!row) return undefined;
  const list = (await photosOfAlbums(db, [row.id], mediaBaseUrl)).get(row.id) ?? [];
  return toAlbum(row, list.length, list);
}

/**
 * Locks the store's row until the transaction ends: creating and reordering albums of one
 * store take turns, so its album count and positions stay true.
 */
export async function lockStore(tx: Db, storeId: number): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

/** Locks an album of the store (its photos' count and order); undefined when there is none. */
export async function lockAlbum(tx: Db, storeId: number, albumId: number) {
  const [row] = await tx
    .select()
    .from(storeAlbums)
    .where(and(eq(storeAlbums.id, albumId), eq(storeAlbums.storeId, storeId)))
    .for('update');
  return row;
}

/** The store's album ids in their order. */
export async function albumIds(db: Db, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: storeAlbums.id })
    .from(storeAlbums)
    .where(eq(storeAlbums.storeId, storeId))
    .orderBy(asc(storeAlbums.position), asc(storeAlbums.id));
  return rows.map((row) => row.id);
}

/** A new album at the end of the store's list. */
export async function insertAlbum(
  db: Db,
  values: { storeId: number; name: string; at: Date },
): Promise<AlbumRow> {
  const [last] = await db
    .select({ position: max(storeAlbums.position) })
    .from(storeAlbums)
    .where(eq(storeAlbums.storeId, values.storeId));
  const [row] = await db
    .insert(storeAlbums)
    .values({
      storeId: values.storeId,
      name: values.name,
      position: (last?.position ?? -1) + 1,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  return row!;
}

/** Renames an album of the store; undefined when there is none. */
export async function renameAlbum(
  db: Db,
  storeId: number,
  albumId: number,
  name: string,
  at: Date,
): Promise<AlbumRow | undefined> {
  const [row] = await db
    .update(storeAlbums)
    .set({ name, updatedAt: at })
    .where(and(eq(storeAlbums.id, albumId), eq(storeAlbums.storeId, storeId)))
    .returning();
  return row;
}

/** Deletes an album of the store (its photo rows go with it); whether there was one. */
export async function deleteAlbum(db: Db, storeId: number, albumId: number): Promise<boolean> {
  const rows = await db
    .delete(storeAlbums)
    .where(and(eq(storeAlbums.id, albumId), eq(storeAlbums.storeId, storeId)))
    .returning({ id: storeAlbums.id });
  return rows.length > 0;
}

/** Sets the store's album positions to the order of `ids` (all of them, in a transaction). */
export async function setAlbumOrder(db: Db, storeId: number, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${storeAlbums} set position = o.n - 1, updated_at = ${at}
    from ${orderedIds(ids, 'bigint')}
    where ${storeAlbums.id} = o.id and ${storeAlbums.storeId} = ${storeId}`);
}

/** The photo ids of an album in their order. */
export async function albumPhotoIds(db: Db, albumId: number): Promise<string[]> {
  const rows = await db
    .select({ id: storeAlbumPhotos.photoId })
    .from(storeAlbumPhotos)
    .where(eq(storeAlbumPhotos.albumId, albumId))
    .orderBy(asc(storeAlbumPhotos.position), asc(storeAlbumPhotos.createdAt));
  return rows.map((row) => row.id);
}

/** Puts photos at the end of an album, in order (those already in it stay where they are). */
export async function appendPhotos(
  db: Db,
  albumId: number,
  photoIds: readonly string[],
  at: Date,
): Promise<void> {
  if (photoIds.length === 0) return;
  const [last] = await db
    .select({ position: max(storeAlbumPhotos.position) })
    .from(storeAlbumPhotos)
    .where(eq(storeAlbumPhotos.albumId, albumId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(storeAlbumPhotos)
    .values(
      photoIds.map((photoId, i) => ({ albumId, photoId, position: start + i, createdAt: at })),
    )
    .onConflictDoNothing();
  await touchAlbum(db, albumId, at);
}

/** Takes a photo out of an album; whether it was in it. */
export async function removePhoto(
  db: Db,
  albumId: number,
  photoId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .delete(storeAlbumPhotos)
    .where(and(eq(storeAlbumPhotos.albumId, albumId), eq(storeAlbumPhotos.photoId, photoId)))
    .returning({ id: storeAlbumPhotos.photoId });
  if (rows.length > 0) await touchAlbum(db, albumId, at);
  return rows.length > 0;
}

/** Sets an album's photo positions to the order of `photoIds` (all of them). */
export async function setPhotoOrder(
  db: Db,
  albumId: number,
  photoIds: readonly string[],
  at: Date,
): Promise<void> {
  if (photoIds.length === 0) return;
  await db.execute(sql`
    update ${storeAlbumPhotos} set position = o.n - 1
    from ${orderedIds(photoIds, 'uuid')}
    where ${storeAlbumPhotos.photoId} = o.id and ${storeAlbumPhotos.albumId} = ${albumId}`);
  await touchAlbum(db, albumId, at);
}

async function touchAlbum(db: Db, albumId: number, at: Date) {
  await db.update(storeAlbums).set({ updatedAt: at }).where(eq(storeAlbums.id, albumId));
}
