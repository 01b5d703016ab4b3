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

/** Feedback and contact messages from visitors (web forms /feedback and /contact-us). */
export const visitorMessages = pgTable(
  'visitor_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    page: text('page'),
    locale: text('locale'),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visitor_messages_device_idx').on(t.deviceId, t.createdAt),
    index('visitor_messages_ip_idx').on(t.ip, t.createdAt),
    check('visitor_messages_kind_check', sql`${t.kind} in ('feedback', 'contact')`),
  ],
);

/** Route rules the web app consults before every navigation (old URLs, campaigns, partners). */
export const routeRules = pgTable('route_rules', {
  fromPath: text('from_path').primaryKey(),
  toTarget: text('to_target').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  allowExternal: boolean('allow_external').notNull().default(false),
  ...timestamps,
});

// Accounts and sessions live in their own file; drizzle-kit reads them through here.
export {
  users,
  verificationCodes,
  authTickets,
  authSessions,
  refreshTokens,
  accessTokens,
  devices,
  rateLimitHits,
  outbox,
} from './accounts.schema.ts';

// Ads.
export { ads, searchWordBands, searchWords } from './ads.schema.ts';
export { adRenewals, adAutoRenewSchedules } from './ad-lifecycle.schema.ts';

// Engagement with ads (ADR 0010).
export { adLikes, adSaves, adViews, adStatsDaily } from './engagement.schema.ts';

// Photos of ads (ADR 0010).
export { photos, adPhotos } from './photos.schema.ts';

// Stores, first slice: what the company search needs (ADR 0013).
export { stores } from './stores.schema.ts';
