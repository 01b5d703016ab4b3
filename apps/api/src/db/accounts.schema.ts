import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Accounts, sessions and the things around them (ADR 0007). Every token,
 * ticket and code is stored as a hash only; ids are bigint identities exposed as strings.
 */

const userId = () =>
  bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164 (`+85512345678`). */
    phone: text('phone').unique(),
    email: text('email').unique(),
    /** argon2id (PHC string); null for a Google-only account. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    /** Email me about messages left unread (ADR 0041); off after an unsubscribe link. */
    chatEmail: boolean('chat_email').notNull().default(true),
    /** The random token of the member's unsubscribe links (made with the first such email). */
    emailToken: text('email_token').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * Member search (ADR 0013): names and username folded by `search_fold` (migration 0014,
     * the SQL twin of the domain's `normalizeSearchText`).
     */
    searchName: text('search_name').generatedAlwaysAs(
      sql`search_fold(first_name || ' ' || last_name || ' ' || coalesce(username, ''))`,
    ),
  },
  (t) => [
    // Word starts, and substrings with the spaces left out (`sokdara`, Khmer without spaces).
    index('users_search_idx')
      .using('gin', t.searchName.op('gin_trgm_ops'))
      .where(sql`status = 'active'`),
    index('users_search_compact_idx')
      .using('gin', sql`replace(${t.searchName}, ' ', '') gin_trgm_ops`)
      .where(sql`status = 'active'`),
    check('users_status_check', sql`${t.status} in ('pending', 'active')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'km')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_username_lower_check', sql`${t.username} = lower(${t.username})`),
  ],
);

/** A 6-digit code sent to a phone or email, reached through an opaque ticket. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketHash: text('ticket_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** E.164 phone or lowercase email. */
    target: text('target').notNull(),
    userId: userId(),
    /** HMAC-SHA256 of the code keyed by the ticket (the ticket itself is never stored). */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_user_idx').on(t.userId),
    index('verification_codes_expires_idx').on(t.expiresAt),
    check(
      'verification_codes_purpose_check',
      sql`${t.purpose} in ('register', 'reset_password', 'set_phone', 'change_phone', 'login')`,
    ),
    check('verification_codes_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

/**
 * One-use tickets that are not codes: the reset token a reset code leads to, and the
 * signup ticket of a Google sign-in that still needs a phone.
 */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketHash: text('ticket_hash').notNull().unique(),
    kind: text('kind').notNull(),
    userId: userId(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('auth_tickets_user_idx').on(t.userId),
    index('auth_tickets_expires_idx').on(t.expiresAt),
    check('auth_tickets_kind_check', sql`${t.kind} in ('reset_password', 'google_signup')`),
  ],
);

/** One sign-in on one device: a refresh-token family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userId().notNull(),
    deviceId: text('device_id').notNull(),
    scope: text('scope').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_device_idx').on(t.userId, t.deviceId)],
);

const sessionId = () =>
  bigint('session_id', { mode: 'number' })
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' });

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: sessionId(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: sessionId(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('access_tokens_session_idx').on(t.sessionId),
    index('access_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Spec §3 device payload, per user and device. */
export const devices = pgTable(
  'devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userId().notNull(),
    deviceId: text('device_id').notNull(),
    deviceType: text('device_type'),
    platform: text('platform'),
    name: text('name'),
    brand: text('brand'),
    model: text('model'),
    version: text('version'),
    appVersion: text('app_version'),
    type: text('type').notNull().default('browser'),
    notification: text('notification').notNull().default('off'),
    /** Push token, or empty. */
    token: text('token').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_user_device_idx').on(t.userId, t.deviceId)],
);

/** Hits counted by the PostgreSQL rate limiter (see src/lib/rate-limiter.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_hits_bucket_key_idx').on(t.bucket, t.key, t.createdAt),
    index('rate_limit_hits_created_idx').on(t.createdAt),
  ],
);

/** Messages "sent" by the outbox transport: the default for email and SMS outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.id),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
