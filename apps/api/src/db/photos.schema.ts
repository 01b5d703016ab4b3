import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './accounts.schema.ts';
import { ads } from './ads.schema.ts';

/**
 * Photos (ADR 0010): what a member uploaded (the stored keys of its WebP renditions
 * and the size of `large`), and the ordered photo lists of ads. A photo no ad uses is deleted
 * by housekeeping a day after its upload.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The storage key of each rendition (`thumb`, `medium`, `large`). */
    keys: jsonb('keys').$type<{ thumb: string; medium: string; large: string }>().notNull(),
    /** Of the `large` rendition. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes stored (the three renditions). */
    bytes: integer('bytes').notNull(),
    /**
     * A clean copy of `large` kept when a store's watermark was laid on the renditions
     * (ADR 0046): a new watermark is drawn from it, so changes never compound.
     */
    sourceKey: text('source_key'),
    /** The store's `watermark_version` the renditions carry (null: none laid). */
    watermarkVersion: integer('watermark_version'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.createdAt),
    index('photos_created_idx').on(t.createdAt),
    check('photos_size_check', sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);

/**
 * An ad's photos in display order (position 0 is the cover). A photo in use cannot be
 * deleted (no cascade from photos); deleting an ad drops its rows.
 */
export const adPhotos = pgTable(
  'ad_photos',
  {
    adId: bigint('ad_id', { mode: 'number' })
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.photoId] }),
    uniqueIndex('ad_photos_ad_position_idx').on(t.adId, t.position),
    index('ad_photos_photo_idx').on(t.photoId),
    check('ad_photos_position_check', sql`${t.position} >= 0`),
  ],
);
