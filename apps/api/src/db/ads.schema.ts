import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, tsvector } from './columns.ts';
import { users } from './accounts.schema.ts';
import { categories } from './categories.schema.ts';
import { locations } from './locations.schema.ts';
import { stores } from './stores.schema.ts';

/**
 * Ads (ADR 0009): the common fields of every ad are typed columns (they are
 * filtered and sorted on); the fields of the subcategory's type live in `fields` (jsonb),
 * validated by the domain's `adInputSchema` before they are written.
 */

/** Listings show active ads only (ADR 0012): their indexes leave the others out. */
const active = sql`status = 'active'`;

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
    /**
     * The store it is posted as (issue 17, ADR 0045), or null for the member's own ad. Its
     * `user_id` stays the member who posted it; a store's members see and manage it by role.
     */
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id, {
      onDelete: 'set null',
    }),
    /** The store member it is assigned to (their name and phone show on the ad page). */
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
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
    /**
     * Premium placement (spec §4: top or featured) until `premium_until`. Bought at checkout
     * (a later issue); the demo marketplace marks some ads. A "top" ad is shown in a marked
     * block above its category's organic results (ADR 0014).
     */
    premiumType: text('premium_type'),
    premiumUntil: at('premium_until'),
    idempotencyKey: text('idempotency_key'),
    /** A digest of the body first posted with `idempotency_key`: a repeat with another body is refused. */
    idempotencyHash: text('idempotency_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * Search (ADR 0012), written from the domain's `searchDocument`: the words of title and
     * description (Khmer segmented), and the compact normalised title for trigram matches.
     */
    searchTokens: text('search_tokens').notNull().default(''),
    searchTitle: text('search_title').notNull().default(''),
    /** The title's own tokens (search text version 3): ranking puts a title word first. */
    searchTitleTokens: text('search_title_tokens').notNull().default(''),
    /** The domain's SEARCH_TEXT_VERSION the search text was written with (older: rewritten). */
    searchVersion: smallint('search_version').notNull().default(1),
    /**
     * The words, the sort bands and the category (migration 0020, ADR 0033), and the title's
     * words again, marked `#t` (migration 0036, ADR 0052): a term naming a category matches its
     * other ads by their title only, a question the index now answers alone.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_tokens) || ad_sort_words(price, views, renewed_at, posted_at, category_id) || ad_title_words(search_title_tokens)`,
    ),
  },
  (t) => [
    index('ads_status_renewed_idx').on(t.status, t.renewedAt.desc(), t.id.desc()),
    index('ads_user_status_idx').on(t.userId, t.status),
    index('ads_category_province_renewed_idx').on(t.categoryId, t.provinceId, t.renewedAt.desc()),
    uniqueIndex('ads_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    // Listings (ADR 0012): active ads only, one index per sort, alone and after the category
    // or the province (the filters every listing page fixes).
    index('ads_active_latest_idx').on(t.renewedAt.desc(), t.id.desc()).where(active),
    index('ads_active_newest_idx').on(t.postedAt.desc(), t.id.desc()).where(active),
    index('ads_active_hits_idx').on(t.views.desc(), t.id.desc()).where(active),
    index('ads_active_price_idx').on(t.price, t.id).where(active),
    index('ads_active_category_latest_idx')
      .on(t.categoryId, t.renewedAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_category_newest_idx')
      .on(t.categoryId, t.postedAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_category_hits_idx')
      .on(t.categoryId, t.views.desc(), t.id.desc())
      .where(active),
    index('ads_active_category_price_idx').on(t.categoryId, t.price, t.id).where(active),
    // A category, a province and a price range, the search a buyer of a car or a house makes
    // first: prices follow the category (most cars cost $10,000-30,000), which the planner
    // cannot know, and it ANDed all the ads in the range with the category's in the province
    // (34,000 and 8,000 rows, 22 ms to count 1,001 of 3,668 at 1 M ads; 4 ms with this).
    index('ads_active_category_province_price_idx')
      .on(t.categoryId, t.provinceId, t.price, t.id)
      .where(active),
    index('ads_active_province_latest_idx')
      .on(t.provinceId, t.renewedAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_province_newest_idx')
      .on(t.provinceId, t.postedAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_province_hits_idx')
      .on(t.provinceId, t.views.desc(), t.id.desc())
      .where(active),
    index('ads_active_province_price_idx').on(t.provinceId, t.price, t.id).where(active),
    // A member's ads (`/{username}`, the `user` filter) sorted by latest.
    index('ads_active_user_latest_idx').on(t.userId, t.renewedAt.desc(), t.id.desc()).where(active),
    // A store's ads (`/{store-username}`), on the same keyset as every listing.
    index('ads_active_store_latest_idx')
      .on(t.storeId, t.renewedAt.desc(), t.id.desc())
      .where(sql`status = 'active' and store_id is not null`),
    index('ads_store_status_idx')
      .on(t.storeId, t.status)
      .where(sql`store_id is not null`),
    // A district or commune listing (`/all-ads-in-{place}`) sorted by latest.
    index('ads_active_district_latest_idx')
      .on(t.districtId, t.renewedAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_commune_latest_idx')
      .on(t.communeId, t.renewedAt.desc(), t.id.desc())
      .where(active),
    // The top ads of the moment (ADR 0014): few rows, read by category.
    index('ads_active_top_idx')
      .on(t.categoryId, t.premiumUntil)
      .where(sql`status = 'active' and premium_type = 'top'`),
    // Category filters (ADR 0012): the selects as `fields @> {...}` (containment), and the job
    // sorts by a category's start or end date (`9999-12-31` when the ad has none: last).
    index('ads_active_fields_idx').using('gin', t.fields.op('jsonb_path_ops')).where(active),
    index('ads_active_category_start_date_idx')
      .on(t.categoryId, sql`coalesce((${t.fields} ->> 'start_date'), '9999-12-31')`, t.id)
      .where(active),
    index('ads_active_category_end_date_idx')
      .on(t.categoryId, sql`coalesce((${t.fields} ->> 'end_date'), '9999-12-31')`, t.id)
      .where(active),
    index('ads_search_vector_idx').using('gin', t.searchVector),
    index('ads_search_title_trgm_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    check('ads_status_check', sql`${t.status} in ('active', 'expired', 'sold', 'deleted')`),
    check(
      'ads_premium_check',
      sql`(${t.premiumType} is null) = (${t.premiumUntil} is null) and (${t.premiumType} is null or ${t.premiumType} in ('top', 'featured'))`,
    ),
    check('ads_price_kind_check', sql`${t.priceKind} in ('fixed', 'negotiable', 'free')`),
    check('ads_price_check', sql`${t.price} >= 0`),
    check('ads_renewed_after_posted_check', sql`${t.renewedAt} >= ${t.postedAt}`),
    check(
      'ads_deleted_reason_check',
      sql`${t.deletedReason} is null or ${t.deletedReason} in ('sold', 'unavailable', 'other')`,
    ),
  ],
);

/**
 * Every word of 4+ characters (not only digits) that some ad's search text has had (ADR 0012),
 * kept by a trigger on `ads`: when a keyword matches no ad exactly, its misspelt terms are
 * looked up here by trigram similarity (a small table) and the ads searched for those words.
 */
/**
 * In which sort bands (`#p` price, `#h` hits, `#r` renewal day, `#n` posting day) each word of
 * ads, and each category (`#c` id), has ads: kept by a trigger on ads (migration 0022, ADR 0012
 * "Sort bands").
 */
export const searchWordBands = pgTable(
  'search_word_bands',
  { word: text('word').notNull(), band: text('band').notNull() },
  (t) => [primaryKey({ columns: [t.word, t.band] })],
);

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  // The words a prefix begins (`toyota` → toyota, toyotas), by byte order (ADR 0012).
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);
