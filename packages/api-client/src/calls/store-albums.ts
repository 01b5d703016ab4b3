import {
  storeAlbumResponseSchema,
  storeAlbumsResponseSchema,
  storeOkResponseSchema,
  type StoreAlbum,
  type StoreAlbumInput,
} from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** A store's photo albums (issue 17, ADR 0048), for its members. */
export interface StoreAlbumCalls {
  /** GET {api}/me/stores/{id}/albums: the albums in order, each with its first photos. */
  list(storeId: string): Promise<StoreAlbum[]>;
  /** POST {api}/me/stores/{id}/albums: a new, empty album at the end. */
  create(storeId: string, input: StoreAlbumInput): Promise<StoreAlbum>;
  /** PUT {api}/me/stores/{id}/albums/order: the albums in a new order (ids, first first). */
  reorder(storeId: string, albumIds: string[]): Promise<StoreAlbum[]>;
  /** GET {api}/me/stores/{id}/albums/{albumId}: one album with all its photos. */
  get(storeId: string, albumId: string): Promise<StoreAlbum>;
  /** PUT {api}/me/stores/{id}/albums/{albumId}: a new name. */
  rename(storeId: string, albumId: string, input: StoreAlbumInput): Promise<StoreAlbum>;
  /** DELETE {api}/me/stores/{id}/albums/{albumId}: the album goes (its uploads stay). */
  remove(storeId: string, albumId: string): Promise<void>;
  /** POST {api}/me/stores/{id}/albums/{albumId}/photos: the member's uploads, by id, at the end. */
  addPhotos(storeId: string, albumId: string, photoIds: string[]): Promise<StoreAlbum>;
  /** PUT {api}/me/stores/{id}/albums/{albumId}/photos/order: the photos in a new order. */
  reorderPhotos(storeId: string, albumId: string, photoIds: string[]): Promise<StoreAlbum>;
  /** DELETE {api}/me/stores/{id}/albums/{albumId}/photos/{photoId}: a photo out of the album. */
  removePhoto(storeId: string, albumId: string, photoId: string): Promise<StoreAlbum>;
}

export function storeAlbumCalls({ request }: Transport): StoreAlbumCalls {
  const albums = (id: string) => `me/stores/${encodeURIComponent(id)}/albums`;
  const album = (id: string, albumId: string) => `${albums(id)}/${encodeURIComponent(albumId)}`;
  const one = { schema: storeAlbumResponseSchema };
  return {
    list: (id) => dataOf(request('GET', 'api', albums(id), { schema: storeAlbumsResponseSchema })),
    create: (id, input) => dataOf(request('POST', 'api', albums(id), { json: input, ...one })),
    reorder: (id, ids) =>
      dataOf(
        request('PUT', 'api', `${albums(id)}/order`, {
          json: { ids },
          schema: storeAlbumsResponseSchema,
        }),
      ),
    get: (id, albumId) => dataOf(request('GET', 'api', album(id, albumId), one)),
    rename: (id, albumId, input) =>
      dataOf(request('PUT', 'api', album(id, albumId), { json: input, ...one })),
    async remove(id, albumId) {
      await request('DELETE', 'api', album(id, albumId), { schema: storeOkResponseSchema });
    },
    addPhotos: (id, albumId, photos) =>
      dataOf(request('POST', 'api', `${album(id, albumId)}/photos`, { json: { photos }, ...one })),
    reorderPhotos: (id, albumId, ids) =>
      dataOf(
        request('PUT', 'api', `${album(id, albumId)}/photos/order`, { json: { ids }, ...one }),
      ),
    removePhoto: (id, albumId, photoId) =>
      dataOf(
        request(
          'DELETE',
          'api',
          `${album(id, albumId)}/photos/${encodeURIComponent(photoId)}`,
          one,
        ),
      ),
  };
}
