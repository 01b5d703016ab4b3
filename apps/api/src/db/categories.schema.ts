import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** The category tree (spec §5): main categories and their subcategories, in both languages. */
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
