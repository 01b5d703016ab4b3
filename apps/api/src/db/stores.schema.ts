import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { at } from './columns.ts';

/**
 * Stores (spec §3 "Store: name, username, about, short description, categories, keywords,
 * logo, cover …"): the first slice, with what the company search needs (ADR 0013).
 * About, categories, cover, members, branches, hours and the rest come with the store pages.
 *
 * Search reads `search_text`: the folded name, username and keywords (`store_search_text`,
 * built on `search_fold`, migration 0014), trigram-indexed as words and without spaces.
 */
export const stores = pgTable(
  'stores',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Unique, lower case (the store's address, like a member's username). */
    username: text('username').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    /** The store's own words about itself (spec §3 "about"; issue 17). */
    about: text('about').notNull().default(''),
    /** The main categories it sells in (ids of `categories`), at most a few. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Business hours (ADR 0044, `StoreHours` of the domain): `no-hours` until the store sets them. */
    hours: jsonb('hours').notNull().default({ mode: 'no-hours' }),
    /**
     * The company profile job seekers read (ADR 0051, the domain's `StoreCompanyProfile`):
     * null until the owner or a manager fills something in.
     */
    company: jsonb('company'),
    /** Storage key of the logo (under MEDIA_BASE_URL), when it has one. */
    logoPath: text('logo_path'),
    /** Storage key of the cover picture, when it has one. */
    coverPath: text('cover_path'),
    /**
     * The watermark (issue 17, ADR 0046): an image laid on the renditions of the store's ad
     * photos at `watermark_opacity` percent. `watermark_version` grows with each change; a
     * photo rendered with another version is re-rendered by the background job.
     */
    watermarkPath: text('watermark_path'),
    watermarkOpacity: smallint('watermark_opacity').notNull().default(50),
    watermarkVersion: integer('watermark_version').notNull().default(0),
    status: text('status').notNull().default('active'),
    /**
     * When the marketplace verified the business (ADR 0049): the premium plans set it; until
     * they land only the demo stores have it. The public page shows the badge when set.
     */
    verifiedAt: at('verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Name, username and keywords folded by `search_fold` (through `store_search_text`). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`store_search_text(name, username, keywords)`,
    ),
  },
  (t) => [
    index('stores_owner_idx').on(t.ownerId),
    index('stores_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`status = 'active'`),
    index('stores_search_compact_idx')
      .using('gin', sql`replace(${t.searchText}, ' ', '') gin_trgm_ops`)
      .where(sql`status = 'active'`),
    check('stores_username_lower_check', sql`${t.username} = lower(${t.username})`),
    check('stores_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('stores_watermark_opacity_check', sql`${t.watermarkOpacity} between 0 and 100`),
  ],
);

/**
 * The people of a store (ADR 0043): its owner (also `stores.owner_id`), managers and staff,
 * each active, invited and waiting for an answer (`pending`), or `declined`. A member who
 * leaves or is removed loses the row.
 */
export const storeMembers = pgTable(
  'store_members',
  {
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    status: text('status').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    index('store_members_user_idx').on(t.userId, t.status),
    check('store_members_role_check', sql`${t.role} in ('owner', 'manager', 'staff')`),
    check('store_members_status_check', sql`${t.status} in ('active', 'pending', 'declined')`),
    // The owner is always an active member.
    check('store_members_owner_check', sql`${t.role} <> 'owner' or ${t.status} = 'active'`),
  ],
);

/**
 * Who follows a store (ADR 0049): the public page counts them. Following and unfollowing
 * come with the social issue; the table is here so the count is real from the start.
 */
export const storeFollowers = pgTable(
  'store_followers',
  {
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.userId] }),
    index('store_followers_user_idx').on(t.userId),
  ],
);
