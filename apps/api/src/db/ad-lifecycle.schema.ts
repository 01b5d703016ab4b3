import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './accounts.schema.ts';
import { ads } from './ads.schema.ts';

/**
 * An ad's lifecycle (ADR 0010 "Lifecycle"): every renewal, manual or automatic, and
 * the auto-renew schedules the `ads.auto-renew` job runs.
 */

/**
 * One row per renewal attempt that counted or was refused by a job: the daily cap
 * (AD_RENEWS_PER_DAY per member per Cambodian day) counts the `renewed` rows, and the
 * unique (ad_id, slot) makes a second run of the same scheduled slot a no-op.
 */
export const adRenewals = pgTable(
  'ad_renewals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adId: bigint('ad_id', { mode: 'number' })
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    renewedAt: at('renewed_at').notNull(),
    /** `manual` (POST …/renew) or `auto` (the schedule). */
    source: text('source').notNull(),
    /** The scheduled time an automatic renewal ran for; null for manual ones. */
    slot: at('slot'),
    /** `renewed`, or why a scheduled run did nothing: `limit` (daily cap) or `inactive` (not active). */
    outcome: text('outcome').notNull().default('renewed'),
  },
  (t) => [
    index('ad_renewals_user_renewed_idx').on(t.userId, t.renewedAt),
    uniqueIndex('ad_renewals_ad_slot_idx').on(t.adId, t.slot),
    check('ad_renewals_source_check', sql`${t.source} in ('manual', 'auto')`),
    check('ad_renewals_outcome_check', sql`${t.outcome} in ('renewed', 'limit', 'inactive')`),
    check('ad_renewals_slot_check', sql`(${t.source} = 'auto') = (${t.slot} is not null)`),
  ],
);

/** An ad's auto-renew schedule (at most one per ad): a time of day in Cambodia, every N days. */
export const adAutoRenewSchedules = pgTable(
  'ad_auto_renew_schedules',
  {
    adId: bigint('ad_id', { mode: 'number' })
      .primaryKey()
      .references(() => ads.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    everyDays: integer('every_days').notNull(),
    nextRunAt: at('next_run_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ad_auto_renew_schedules_next_run_idx').on(t.nextRunAt),
    index('ad_auto_renew_schedules_user_idx').on(t.userId),
    check('ad_auto_renew_schedules_hour_check', sql`${t.hour} between 0 and 23`),
    check('ad_auto_renew_schedules_minute_check', sql`${t.minute} between 0 and 59`),
    check('ad_auto_renew_schedules_every_days_check', sql`${t.everyDays} between 1 and 30`),
  ],
);
