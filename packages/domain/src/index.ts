export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  ONE_SECOND,
  ONE_HOUR,
  ONE_DAY,
  COOKIE_MAX_AGE,
  TEXT_LIMITS,
  RESUME_MAX_PHONES,
  RESUME_ATTACHMENT_MAX_BYTES,
  RESUME_ATTACHMENT_TYPES,
  PAID_AD_SWITCH_COOLDOWN,
  RETRY_STATUS_CODES,
  RETRY_LIMIT,
  LEADER_HEARTBEAT_MS,
  LEADER_STALE_MS,
  TOAST,
  TOOLTIP,
  BACK_TO_TOP_THRESHOLD,
  BODY_MIN_WIDTH_PX,
  BUILD_CHECK_SUPPRESS_MS,
  CHUNK_RELOAD_TTL_MS,
  ICON_FETCH_TIMEOUT_MS,
  PLANS,
  PREMIUM_TYPES,
  SORT_OPTIONS,
  DATE_FILTERS,
  STATUSES,
  JOB_TYPES,
  JOB_APPLICATION_STATUSES,
  SKILL_LEVELS,
  EDUCATION_LEVELS,
  MARITAL_STATUSES,
  GENDERS,
  AVAILABILITY,
  TRANSMISSIONS,
  STORE_HOURS_MODES,
  BILLING_ADDRESS_CATEGORIES,
  PRIVACY_LEVELS,
  TOP_LEVEL_PARENT,
  SUBCATEGORY_TYPES,
  LOCATION_TYPES,
} from './constants.ts';
export type {
  Locale,
  Plan,
  PremiumType,
  SortOption,
  DateFilter,
  Status,
  JobType,
} from './constants.ts';
export {
  subcategoryTypeSchema,
  localizedNameSchema,
  slugSchema,
  categoryMetaSchema,
  categorySchema,
  postingCategorySchema,
  categoriesResponseSchema,
  postingCategoriesResponseSchema,
} from './category.ts';
export { indexCategories } from './category-index.ts';
export type {
  SubcategoryType,
  LocalizedName,
  CategoryMeta,
  Category,
  PostingCategory,
} from './category.ts';
export type { CategoryIndex } from './category-index.ts';
export {
  locationTypeSchema,
  locationIdSchema,
  locationSchema,
  locationsResponseSchema,
  locationResponseSchema,
} from './location.ts';
export { locationTypeOf, locationParentOf, indexLocations } from './location-index.ts';
export type { LocationType, Location } from './location.ts';
export type { LocationIndex } from './location-index.ts';
export {
  ERROR_CODES,
  fieldIssueSchema,
  apiErrorSchema,
  HEADERS,
  deviceIdSchema,
} from './errors.ts';
export type { ErrorCode, FieldIssue, ApiError } from './errors.ts';
export { COMMON_AD_FIELDS, AD_FIELDS_BY_TYPE, adFieldsFor } from './ad-fields.ts';
export { slugify } from './slug.ts';
export { RESERVED_PATHS, isReservedUsername } from './reserved-paths.ts';
export { MESSAGE_LIMITS, CONTACT_SUBJECTS, feedbackSchema, contactSchema } from './messages.ts';
export type { ContactSubject, FeedbackInput, ContactInput } from './messages.ts';
export {
  FORBIDDEN_SCHEMES,
  classifyTarget,
  normalizeRulePath,
  encodeInternalTarget,
  routeRuleSchema,
  routeRulesResponseSchema,
} from './route-rules.ts';
export type { NavigationTarget, RouteRule } from './route-rules.ts';
