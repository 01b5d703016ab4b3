import type { Locale, NotificationKind } from '@repo/domain';
import type { SQL } from 'drizzle-orm';
import type { ApiConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { RequireUser } from '../plugins/access-token.ts';
import type { JobRunner } from './jobs.ts';

/** The settings the app is built with (the API's environment, ADR 0002); each module reads its own. */
export type AppConfig = Pick<
  ApiConfig,
  | 'API_BASE_PATH'
  | 'AUTH_BASE_PATH'
  | 'NOTIFICATION_BASE_PATH'
  | 'CATEGORY_CACHE_TTL_MS'
  | 'LOG_LEVEL'
  | 'MESSAGE_LIMIT_PER_DEVICE'
  | 'MESSAGE_LIMIT_PER_IP'
  | 'MESSAGE_WINDOW_MS'
  | 'TRUST_PROXY'
  | 'ACCESS_TOKEN_TTL_S'
  | 'REFRESH_TOKEN_TTL_S'
  | 'REFRESH_REUSE_GRACE_S'
  | 'LOGIN_LIMIT_PER_IP_PER_MINUTE'
  | 'LOGIN_FREE_FAILURES_PER_ADDRESS'
  | 'LOGIN_CODE_AFTER_FAILURES'
  | 'CODE_RESEND_INTERVAL_MS'
  | 'CODE_SENDS_PER_IP_PER_HOUR'
  | 'EMAIL_TRANSPORT'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_TRANSPORT'
  | 'SMS_URL'
  | 'SMS_API_KEY'
  | 'GOOGLE_USERINFO_URL'
  | 'GOOGLE_TOKENINFO_URL'
  | 'GOOGLE_CLIENT_ID'
  | 'DEV_ROUTES'
  | 'AD_TTL_DAYS'
  | 'AD_ACTIVE_LIMIT'
  | 'AD_POSTS_PER_HOUR'
  | 'AD_RENEWS_PER_DAY'
  | 'AD_AUTO_RENEW_LIMIT'
  | 'JOBS'
  | 'PHOTO_MAX_BYTES'
  | 'PHOTO_UPLOADS_PER_HOUR'
  | 'PHOTO_STORAGE'
  | 'MEDIA_DIR'
  | 'MEDIA_BASE_URL'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'PHONE_REVEALS_PER_HOUR'
  | 'CHAT_MESSAGES_PER_MINUTE'
  | 'CHAT_CONVERSATIONS_PER_HOUR'
  | 'REDIS_URL'
  | 'REDIS_KEY_PREFIX'
  | 'CHAT_SOCKET_ORIGINS'
  | 'CHAT_SOCKET_PING_MS'
  | 'CHAT_SOCKETS_PER_MEMBER'
  | 'CHAT_EMAIL_DELAY_MINUTES'
  | 'WEB_PUBLIC_URL'
  | 'PHONE_REVEALS_PER_IP_PER_HOUR'
  | 'VIEWS_PER_ADDRESS_PER_AD'
  | 'VIEWS_PER_ADDRESS_PER_HOUR'
>;

/**
 * What every module is given when the app registers it (`register<Module>(app, context)`):
 * its settings, the database, the clock and the job runner. A module builds its services
 * from these and nothing else; another module's data comes through that module's `index.ts`.
 */
export interface ModuleContext {
  config: AppConfig;
  database: Database;
  /** The clock of accounts and limits (ms since the epoch); tests move it to expire things. */
  now: () => number;
  /** The process's job runner: a module defines its periodic jobs (clean-ups included) on it. */
  jobs: JobRunner;
}

/** The context of a module with signed-in routes: the accounts module's access-token check. */
export interface MemberModuleContext extends ModuleContext {
  /** The route hook that answers 401 without a valid Access-Token and sets `request.user`. */
  requireUser: RequireUser;
}

/**
 * Tells members of events (the notification module's, ADR 0039). Modules that cause events (a
 * message, an ad's expiry or renewal) are given it; they never see the notifications table.
 * Notifying never fails the event: a failure is logged and the event stands.
 */
export interface Notifier {
  notify(event: {
    userId: number;
    kind: NotificationKind;
    /** What it is about (`conversation:12`, `ad:34`): one unread notification per subject. */
    subject: string;
    data: Record<string, unknown>;
  }): Promise<void>;
  /** The member has seen the subject (read the conversation): its notification is read. */
  seen(userId: number, kind: NotificationKind, subject: string): Promise<void>;
  /**
   * What an unread notification names is gone (an application withdrawn): the line naming
   * `named` (`data[key] = value`) is removed when it counts that one thing alone; else it
   * counts one fewer and names `instead` (the data of the latest thing left).
   */
  retract(event: {
    userId: number;
    kind: NotificationKind;
    subject: string;
    named: { key: string; value: string };
    instead: Record<string, unknown> | null;
  }): Promise<void>;
}

/** The context of a module whose events members are told of. */
export interface NotifyingModuleContext extends MemberModuleContext {
  notifier: Notifier;
}

/** A member who wants the unread-message email (ADR 0041), as the accounts module knows them. */
export interface ChatEmailRecipient {
  userId: number;
  email: string;
  locale: Locale;
  firstName: string;
  /** The member's unsubscribe token (made with their first such email). */
  token: string;
}

/**
 * Email to members, the accounts module's (ADR 0041): who wants the unread-message email,
 * and the configured email transport (the code messages' own: outbox, console or SMTP). The
 * notification module is given it; it never reads the users table itself.
 */
export interface MemberMail {
  /** False when this server sends no email (EMAIL_TRANSPORT=off): nothing is claimed or sent. */
  readonly enabled: boolean;
  /**
   * A subquery of the ids of members who want the email: an active account with an email
   * address and the setting on (`user_id in (…)` keeps a batch to those).
   */
  audience(): SQL;
  /** Those of `userIds` who still want it, with what the email needs; tokens made as needed. */
  recipients(userIds: number[]): Promise<ChatEmailRecipient[]>;
  /** Sends one email; rejects when the transport did not take it. */
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
