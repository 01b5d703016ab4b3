/**
 * Business constants and limits of the product spec (§4, §5, §9). Durations are in
 * milliseconds unless the name says otherwise.
 */

export const LOCALES = ['en', 'km'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** BCP 47 tags used for formatting (spec §1). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', km: 'km-KH' };

export const ONE_SECOND = 1_000;
export const ONE_HOUR = 3_600_000;
export const ONE_DAY = 24 * ONE_HOUR;

/** Cookie lifetimes in seconds (spec §9). */
export const COOKIE_MAX_AGE = {
  /** refresh_token, device_id and the other one-year cookies */
  oneYear: 365 * 24 * 60 * 60,
  /** locale cookie */
  locale: 365 * 24 * 60 * 60,
  /** scope and token_lifetime cookies */
  scope: 8 * 60 * 60,
  /** badges cookie */
  badges: 3 * 60,
} as const;

/** Text limits of spec §5 and §9. */
export const TEXT_LIMITS = {
  adTitle: { min: 5, max: 100 },
  adDescription: { min: 2, max: 255 },
  adName: { min: 2, max: 255 },
  adAddress: { min: 2, max: 255 },
} as const;

export const RESUME_MAX_PHONES = 3;
export const RESUME_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ATTACHMENT_TYPES = ['doc', 'docx', 'pdf', 'txt'] as const;

/** A paid ad may be switched again only after this cool-down (spec §4). */
export const PAID_AD_SWITCH_COOLDOWN = 48 * ONE_HOUR;

/** Generic HTTP behaviour (spec §7): a GET is retried once for these statuses. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRY_LIMIT = 1;

/** Multi-tab leadership (spec §4, §9). */
export const LEADER_HEARTBEAT_MS = 1_000;
export const LEADER_STALE_MS = 1_600;

/**
 * Session timing (spec §9: "delay settings userLogin, manageStore, retry, renewToken,
 * badges: values not shown"); these are our defaults, in ms. The web server may override
 * them (SESSION_DELAY_* variables).
 */
export const SESSION_DELAYS = {
  /** How often the leader tab checks that the user is still signed in. */
  userLogin: 60_000,
  /** How often the leader tab reloads the user's stores. */
  manageStore: 5 * 60_000,
  /** Wait after a failed renewal or poll (500+ or no answer) before trying again. */
  retry: 10_000,
  /** Renew the access token this long before it expires. */
  renewToken: 60_000,
  /** How often the leader tab polls the badges (the badges cookie lives 3 minutes). */
  badges: 3 * 60_000,
} as const;
export type SessionDelays = { [K in keyof typeof SESSION_DELAYS]: number };

/** Shell behaviour (spec §2, §9). */
export const TOAST = {
  maxVisible: 5,
  shellDurationMs: 2_000,
  defaultDurationMs: 5_000,
  closeDelayMs: 200,
  position: 'top-right',
  hotkey: 'F8',
  swipeThreshold: 50,
} as const;
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;
export const BACK_TO_TOP_THRESHOLD = 1.2;
export const BODY_MIN_WIDTH_PX = 1024;
export const BUILD_CHECK_SUPPRESS_MS = 10_000;
export const CHUNK_RELOAD_TTL_MS = 10_000;
export const ICON_FETCH_TIMEOUT_MS = 1_500;

export const PLANS = ['bronze', 'silver', 'gold'] as const;
export type Plan = (typeof PLANS)[number];

export const PREMIUM_TYPES = ['top', 'featured'] as const;
export type PremiumType = (typeof PREMIUM_TYPES)[number];

export const SORT_OPTIONS = [
  'latest',
  'newest',
  'most-hits',
  'price-asc',
  'price-desc',
  'start-date',
  'end-date',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const DATE_FILTERS = ['today', 'last-7-days', 'last-14-days', 'last-30-days'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const STATUSES = [
  'active',
  'nearly-expired',
  'expired',
  'cancelled',
  'failed',
  'pending',
  'paid',
  'unpaid',
  'awaiting-payment',
  'open',
  'done',
  'success',
] as const;
export type Status = (typeof STATUSES)[number];

export const JOB_TYPES = [
  'full-time',
  'part-time',
  'internships',
  'freelance',
  'contract',
  'volunteer',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_APPLICATION_STATUSES = ['all', 'hired', 'viewed', 'rejected'] as const;
export const SKILL_LEVELS = [
  'basic',
  'beginner',
  'intermediate',
  'advanced',
  'native',
  'expert',
] as const;
export const EDUCATION_LEVELS = [
  'high-school',
  'associate',
  'bachelor',
  'master',
  'professional',
  'doctor',
] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced'] as const;
export const GENDERS = ['m', 'f'] as const;
export const AVAILABILITY = ['available', 'unavailable'] as const;
export const TRANSMISSIONS = ['auto', 'manual'] as const;
export const STORE_HOURS_MODES = [
  '24-hours',
  'selected-hours',
  'always-open',
  'permanently-closed',
  'no-hours',
] as const;
export const BILLING_ADDRESS_CATEGORIES = ['home', 'work', 'other'] as const;
export const PRIVACY_LEVELS = ['only-me', 'public'] as const;

/** A top-level category's or province's `parent` is the string "0" (spec §3). */
export const TOP_LEVEL_PARENT = '0';

/** The subcategory types of spec §3: they decide which fields an ad of that kind has. */
export const SUBCATEGORY_TYPES = ['auto', 'food', 'general', 'job', 'property', 'service'] as const;

export const LOCATION_TYPES = ['province', 'district', 'commune'] as const;
