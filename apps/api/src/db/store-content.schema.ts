import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { locations } from './locations.schema.ts';
import { photos } from './photos.schema.ts';
import { stores } from './stores.schema.ts';

/**
 * A store's branches (issue 17, spec §3 "Branch"): where it can be found, with an address
 * down to the commune, a phone, an email and a point on the map (WGS 84).
 */
export const storeBranches = pgTable(
  'store_branches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => locations.id),
    districtId: text('district_id').references(() => locations.id),
    communeId: text('commune_id').references(() => locations.id),
    address: text('address').notNull().default(''),
    /** E.164, when given. */
    phone: text('phone'),
    email: text('email'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_branches_store_idx').on(t.storeId, t.position, t.id),
    check(
      'store_branches_point_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
);

/** A store's photo albums (`/photos`), in the order its owner and managers chose. */
export const storeAlbums = pgTable(
  'store_albums',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('store_albums_store_idx').on(t.storeId, t.position, t.id)],
);

/** The photos of an album, in order (photos come from the ad photo pipeline). */
export const storeAlbumPhotos = pgTable(
  'store_album_photos',
  {
    albumId: bigint('album_id', { mode: 'number' })
      .notNull()
      .references(() => storeAlbums.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.albumId, t.photoId] }),
    index('store_album_photos_album_idx').on(t.albumId, t.position),
    index('store_album_photos_photo_idx').on(t.photoId),
  ],
);
