import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    position: integer('position').notNull().default(0),
    nameEn: text('name_en').notNull(),
    nameKm: text('name_km').notNull(),
    icon: text('icon').notNull(),
    type: text('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('categories_parent_position_idx').on(t.parentId, t.position),
    index('categories_name_km_trgm_idx').using('gin', t.nameKm.op('gin_trgm_ops')),
    index('categories_name_en_trgm_idx').using('gin', sql`lower(${t.nameEn}) gin_trgm_ops`),
    check(
      'categories_type_check',
      sql`${t.type} in ('auto', 'food', 'general', 'job', 'property', 'service')`,
    ),
  ],
);

export const locations = pgTable(
  'locations',
  {
    /** The gazetteer code: 2 digits (province), 4 (district) or 6 (commune). */
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: text('parent_id').references((): AnyPgColumn => locations.id),
    type: text('type').notNull(),
    nameEn: text('name_en').notNull(),
    nameKm: text('name_km').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...timestamps,
  },
  (t) => [
    index('locations_parent_idx').on(t.parentId, t.id),
    index('locations_name_km_trgm_idx').using('gin', t.nameKm.op('gin_trgm_ops')),
    check('locations_type_check', sql`${t.type} in ('province', 'district', 'commune')`),
  ],
);
