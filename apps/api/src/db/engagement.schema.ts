import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './accounts.schema.ts';
import { ads } from './ads.schema.ts';

/**
 * Engagement with ads (ADR 0010). A "day" is a Cambodian calendar day
 * (Asia/Phnom_Penh, UTC+7), computed by the API from its clock.
 */
const adId = () =>
  bigint('ad_id', { mode: 'number' })
    .notNull()
    .references(() => ads.id, { onDelete: 'cascade' });
const userId = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A member's likes; `created_at` orders GET {api}/me/likes (keyset on (created_at, ad_id)). */
export const adLikes = pgTable(
  'ad_likes',
  { userId: userId(), adId: adId(), createdAt: at('created_at').notNull().defaultNow() },
  (t) => [
    primaryKey({ columns: [t.userId, t.adId] }),
    index('ad_likes_user_created_idx').on(t.userId, t.createdAt.desc(), t.adId.desc()),
    index('ad_likes_ad_idx').on(t.adId),
  ],
);

/** A member's saved ads, like `ad_likes`. */
export const adSaves = pgTable(
  'ad_saves',
  { userId: userId(), adId: adId(), createdAt: at('created_at').notNull().defaultNow() },
  (t) => [
    primaryKey({ columns: [t.userId, t.adId] }),
    index('ad_saves_user_created_idx').on(t.userId, t.createdAt.desc(), t.adId.desc()),
    index('ad_saves_ad_idx').on(t.adId),
  ],
);

/**
 * One row per ad, device and Cambodian day: a view counts once per device per day. Only
 * today's rows matter; housekeeping deletes older ones.
 */
export const adViews = pgTable(
  'ad_views',
  {
    adId: adId(),
    deviceId: text('device_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.deviceId, t.day] }),
    index('ad_views_day_idx').on(t.day),
  ],
);

/** Per ad and Cambodian day: views, likes and saves given, phone reveals (the insights). */
export const adStatsDaily = pgTable(
  'ad_stats_daily',
  {
    adId: adId(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    phoneReveals: integer('phone_reveals').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.day] }),
    check(
      'ad_stats_daily_counts_check',
      sql`${t.views} >= 0 and ${t.likes} >= 0 and ${t.saves} >= 0 and ${t.phoneReveals} >= 0`,
    ),
  ],
);
