import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Provinces, districts and communes from the gazetteer (ADR 0003). */
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
