import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './accounts.schema.ts';
import { categories, locations } from './schema.ts';

/**
 * Ads (issue 5, ADR 0009): the common fields of every ad are typed columns (they are
 * filtered and sorted on); the fields of the subcategory's type live in `fields` (jsonb),
 * validated by the domain's `adInputSchema` before they are written.
 */

export const ads = pgTable(
  'ads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    status: text('status').notNull().default('active'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    priceKind: text('price_kind').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => locations.id),
    districtId: text('district_id').references(() => locations.id),
    communeId: text('commune_id').references(() => locations.id),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    /** E.164. */
    phones: text('phones').array().notNull(),
    fields: jsonb('fields').$type<Record<string, string | number | boolean>>().notNull(),
    postedAt: at('posted_at').notNull(),
    renewedAt: at('renewed_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    deletedReason: text('deleted_reason'),
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ads_status_renewed_idx').on(t.status, t.renewedAt.desc(), t.id.desc()),
    index('ads_user_status_idx').on(t.userId, t.status),
    index('ads_category_province_renewed_idx').on(t.categoryId, t.provinceId, t.renewedAt.desc()),
    uniqueIndex('ads_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('ads_status_check', sql`${t.status} in ('active', 'expired', 'sold', 'deleted')`),
    check('ads_price_kind_check', sql`${t.priceKind} in ('fixed', 'negotiable', 'free')`),
    check('ads_price_check', sql`${t.price} >= 0`),
    check(
      'ads_deleted_reason_check',
      sql`${t.deletedReason} is null or ${t.deletedReason} in ('sold', 'unavailable', 'other')`,
    ),
  ],
);
