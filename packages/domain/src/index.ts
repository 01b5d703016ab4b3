// Long on purpose: the package's one door, a list of the names it exports and nothing else.
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
  SESSION_DELAYS,
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
  SessionDelays,
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
export {
  COMMON_AD_FIELDS,
  AD_FIELDS_BY_TYPE,
  adFieldsFor,
  COMMON_AD_FIELD_DEFINITIONS,
  AD_FIELD_DEFINITIONS,
  adFieldDefinitionsFor,
  AD_PRICE_MAX,
  AD_MAX_PHONES,
  AD_YEAR_MIN,
  PRICE_KINDS,
  CONDITIONS,
  COLORS,
  VEHICLE_BRANDS,
  TAX_TYPES,
  FUELS,
  BODY_TYPES,
  OFFER_TYPES,
  PROPERTY_TYPES,
  FURNISHINGS,
  STORAGE_SIZES,
  PRICE_UNITS,
} from './ad-fields.ts';
export type { AdFieldKind, AdFieldDefinition, PriceKind, VehicleBrand } from './ad-fields.ts';
// The constants the web's pages read come from zod-free modules (see ad-values.ts).
export { AD_STATUSES, AD_DELETE_REASONS, AD_SORTS, AD_AUTO_RENEW_LIMITS } from './ad-values.ts';
export type { AdStatus, AdDeleteReason, AdSort } from './ad-values.ts';
export {
  adInputSchema,
  adDeleteSchema,
  adSchema,
  adResponseSchema,
  adsResponseSchema,
} from './ad.ts';
export type { AdFieldValue, AdInput, AdDeleteInput, Ad, AdsPage } from './ad.ts';
export {
  adAutoRenewInputSchema,
  adAutoRenewSchema,
  cambodianDayStart,
  firstAutoRenewRun,
  nextAutoRenewRun,
} from './ad-lifecycle.ts';
export type { AdAutoRenewInput, AdAutoRenew } from './ad-lifecycle.ts';
export {
  CAMBODIA_UTC_OFFSET_MS,
  cambodianDate,
  addDays,
  INSIGHTS_DAYS,
  RELATED_ADS_LIMIT,
  AD_CARDS_LIMIT,
  adToggleInputSchema,
  adCardSchema,
  adCardsPageSchema,
  adCardsResponseSchema,
  adViewsResponseSchema,
  adPhonesResponseSchema,
  adEngagementSchema,
  adEngagementResponseSchema,
  adInsightsDaySchema,
  adInsightsSchema,
  adInsightsResponseSchema,
} from './ad-engagement.ts';
export type {
  AdToggleInput,
  AdCard,
  AdCardsPage,
  AdEngagement,
  AdInsightsDay,
  AdInsights,
} from './ad-engagement.ts';
export {
  PHOTO_RENDITIONS,
  AD_MAX_PHOTOS,
  PHOTO_MAX_PIXELS,
  PHOTO_INPUT_FORMATS,
} from './photo-limits.ts';
export type { PhotoRendition } from './photo-limits.ts';
export { photoIdSchema, photoSchema, photoResponseSchema, adPhotosInputSchema } from './photo.ts';
export type { Photo } from './photo.ts';
export { slugify, titleSlug } from './slug.ts';
export {
  normalizeSearchText,
  searchTokens,
  searchDocument,
  searchQuery,
  SEARCH_TEXT_VERSION,
} from './search-text.ts';
export {
  BRAND_PRODUCTS,
  CATEGORY_ALIASES,
  KHMER_LOANWORDS,
  NARROWER_WORDS,
  SEARCH_PHRASES,
  SEARCH_SYNONYMS,
} from './search-lexicon.ts';
export { RESERVED_PATHS, isReservedUsername } from './reserved-paths.ts';
export { MESSAGE_LIMITS, CONTACT_SUBJECTS } from './message-limits.ts';
export type { ContactSubject } from './message-limits.ts';
export { feedbackSchema, contactSchema } from './messages.ts';
export { CHAT_LIMITS, CHAT_REPORT_REASONS, CHAT_PHOTO_RENDITIONS } from './chat-limits.ts';
export type { ChatReportReason, ChatPhotoRendition } from './chat-limits.ts';
export {
  chatMessageInputSchema,
  chatStartInputSchema,
  chatReportInputSchema,
  chatMessageSchema,
  chatPhotoInputSchema,
  chatConversationSchema,
  chatConversationsPageSchema,
  chatThreadSchema,
  chatSentSchema,
  chatSentResponseSchema,
  chatThreadResponseSchema,
  chatConversationsResponseSchema,
  chatOkResponseSchema,
  chatReadResponseSchema,
  chatReportResponseSchema,
  blockedMemberSchema,
  blockedMembersResponseSchema,
  BADGE_FIELDS,
  badgesResponseSchema,
} from './chat.ts';
export type {
  ChatMessageInput,
  ChatPhotoInput,
  ChatStartInput,
  ChatReportInput,
  ChatMessage,
  ChatConversation,
  ChatConversationsPage,
  ChatThread,
  ChatSent,
  BlockedMember,
  BadgeField,
  Badges,
} from './chat.ts';
export { messageSegments, messageWarnings } from './chat-safety.ts';
export type { MessageWarning, MessageSegment } from './chat-safety.ts';
export type { FeedbackInput, ContactInput } from './messages.ts';
export {
  FORBIDDEN_SCHEMES,
  classifyTarget,
  normalizeRulePath,
  encodeInternalTarget,
  routeRuleSchema,
  routeRulesResponseSchema,
} from './route-rules.ts';
export type { NavigationTarget, RouteRule } from './route-rules.ts';
export { PASSWORD_LIMITS, PERSON_NAME_MAX, USERNAME_LIMITS, CODE_LENGTH } from './auth-limits.ts';
export {
  AUTH_LIMITS,
  CODE_PURPOSES,
  CODE_CHANNELS,
  normalizeCambodianPhone,
  formatCambodianPhone,
  parseLoginIdentifier,
  loginIdentifierSchema,
  phoneSchema,
  newPasswordSchema,
  passwordSchema,
  codeSchema,
  usernameSchema,
  ticketSchema,
  registerSchema,
  loginSchema,
  forgotPasswordSchema,
  verifyCodeSchema,
  resendCodeSchema,
  resetPasswordSchema,
  setPhoneSchema,
  changePasswordSchema,
  changeUsernameSchema,
  changePhoneSchema,
  googleSignInSchema,
  devicePayloadSchema,
  tokenSetSchema,
  tokenResponseSchema,
  verificationSchema,
  verificationResponseSchema,
  userSchema,
  userResponseSchema,
  verifyResultSchema,
  verifyResponseSchema,
  googleResultSchema,
  googleResponseSchema,
  LOGIN_THROTTLE,
  loginDelayMs,
} from './auth.ts';
export type {
  CodePurpose,
  CodeChannel,
  LoginIdentifier,
  RegisterInput,
  LoginInput,
  DevicePayload,
  TokenSet,
  Verification,
  User,
  VerifyResult,
  GoogleResult,
} from './auth.ts';
export {
  LISTING_SORTS,
  defaultListingSort,
  LISTING_LIMIT,
  LISTING_TOP_MAX,
  LISTING_EXACT_TOTAL_MAX,
  LISTING_QUERY_MAX,
  LISTING_FILTERS,
  LISTING_PARAMS,
  LISTING_CONDITIONS,
  LISTING_POSTED,
  LISTING_PRICE_MAX,
  parseListingQuery,
  listingSearchParams,
  LISTING_FIELD_FILTERS,
  LISTING_FIELD_PARAMS,
  LISTING_FIELD_RANGES,
  LISTING_JOB_SORTS,
  listingFieldFiltersFor,
  narrowListingQuery,
} from './ad-listing.ts';
export {
  listingNoteSchema,
  adListingSchema,
  adListingResponseSchema,
} from './ad-listing-response.ts';
export type {
  ListingSort,
  ListingNote,
  ListingNoteReason,
  ListingQuery,
  ListingParam,
  ListingFilterParam,
  ListingFieldFilter,
  ListingFieldMatch,
  ListingFieldParam,
  ListingFieldQuery,
  ListingFieldType,
  ListingJobSort,
} from './ad-listing.ts';
export type { AdListing } from './ad-listing-response.ts';
export {
  TOP_ADS_ROTATION_MS,
  TOP_ADS_LIMIT,
  CATEGORY_COUNTS_TTL_MS,
  topAdsSchema,
  topAdsResponseSchema,
  categoryCountSchema,
  categoryCountsResponseSchema,
} from './ad-showcase.ts';
export type { TopAds, CategoryCount } from './ad-showcase.ts';
export { publicProfileSchema, publicProfileResponseSchema } from './profile.ts';
export type { PublicProfile } from './profile.ts';
export {
  DIRECTORY_KINDS,
  DIRECTORY_LIMIT,
  DIRECTORY_QUERY_MAX,
  DIRECTORY_QUERY_TERMS_MAX,
  DIRECTORY_CURSOR_MAX,
  DIRECTORY_EXACT_TOTAL_MAX,
  DIRECTORY_PARAMS,
  DIRECTORY_NOTE_REASONS,
  parseDirectoryQuery,
  directorySearchParams,
  directoryNoteSchema,
  memberCardSchema,
  storeCardSchema,
  memberSearchSchema,
  memberSearchResponseSchema,
  storeSearchSchema,
  storeSearchResponseSchema,
} from './directory.ts';
export type {
  DirectoryKind,
  DirectoryParam,
  DirectoryNote,
  DirectoryNoteReason,
  DirectoryQuery,
  MemberCard,
  StoreCard,
  MemberSearch,
  StoreSearch,
} from './directory.ts';
export {
  AD_MARKS_ALL_MAX,
  AD_MARKS_IDS_MAX,
  adMarksQuerySchema,
  adMarksResponseSchema,
  adMarksSchema,
} from './ad-marks.ts';
export type { AdMarks } from './ad-marks.ts';
export { devOutboxMessageSchema, devOutboxResponseSchema } from './dev-outbox.ts';
export type { DevOutboxMessage } from './dev-outbox.ts';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  notificationSchema,
  notificationsPageSchema,
  notificationsResponseSchema,
  notificationsReadInputSchema,
  notificationsReadResponseSchema,
} from './notification.ts';
export type { NotificationKind, Notification, NotificationsPage } from './notification.ts';
export {
  CHAT_EMAIL_LIMITS,
  chatEmailFormSchema,
  chatEmailInputSchema,
  emailTokenSchema,
  memberSettingsResponseSchema,
  memberSettingsSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from './member-email.ts';
export type { MemberSettings } from './member-email.ts';
export {
  WEEKDAYS,
  HOURS_RANGES_MAX,
  storeHoursSchema,
  openStateAt,
  type Weekday,
  type StoreHoursMode,
  type StoreHours,
  type OpenState,
} from './store-hours.ts';
export {
  STORE_LIMITS,
  STORE_BRANCH_LIMITS,
  STORE_ROLES,
  STORE_MEMBER_STATUSES,
  type StoreRole,
  type StoreMemberStatus,
} from './store-limits.ts';
export {
  storeProfileInputSchema,
  storeCreateInputSchema,
  storeSchema,
  myStoreSchema,
  storeResponseSchema,
  myStoresResponseSchema,
  storeInviteInputSchema,
  storeMemberSchema,
  storeMembersResponseSchema,
  storeMemberResponseSchema,
  storeOkResponseSchema,
  storeInvitationAnswerSchema,
  publicStoreSchema,
  publicStoreResponseSchema,
  storeWatermarkOpacitySchema,
} from './stores.ts';
export type {
  StoreProfileInput,
  StoreCreateInput,
  Store,
  MyStore,
  PublicStore,
  StoreInviteInput,
  StoreMember,
  StoreWatermarkOpacity,
} from './stores.ts';
export {
  storeBranchInputSchema,
  publicBranchSchema,
  storeBranchSchema,
  toPublicBranch,
  storeBranchResponseSchema,
  storeBranchesResponseSchema,
  publicBranchesResponseSchema,
} from './store-branches.ts';
export type { StoreBranchInput, PublicBranch, StoreBranch } from './store-branches.ts';
export { directionsUrl, formatDegrees } from './map-links.ts';
export { STORE_ALBUM_LIMITS } from './store-album-limits.ts';
export {
  storeAlbumInputSchema,
  storeAlbumOrderInputSchema,
  storeAlbumPhotosInputSchema,
  storeAlbumPhotoOrderInputSchema,
  publicAlbumSchema,
  storeAlbumSchema,
  storeAlbumsResponseSchema,
  storeAlbumResponseSchema,
} from './store-albums.ts';
export type {
  StoreAlbumInput,
  StoreAlbumOrderInput,
  StoreAlbumPhotosInput,
  StoreAlbumPhotoOrderInput,
  PublicAlbum,
  StoreAlbum,
} from './store-albums.ts';
export {
  RESUME_LIMITS,
  RESUME_ATTACHMENT_MIME,
  RESUME_SECTIONS,
  resumeInputSchema,
  resumeSchema,
  resumeResponseSchema,
  resumeAttachmentSchema,
  resumeAttachmentResponseSchema,
  resumeOkResponseSchema,
  workExperienceSchema,
  educationSchema,
  skillSchema,
  languageSchema,
  referenceSchema,
  resumeCompleteness,
  sentencesIn,
} from './resume.ts';
export type {
  SkillLevel,
  ResumeAttachmentKind,
  WorkExperience,
  Education,
  ResumeInput,
  ResumeAttachment,
  Resume,
  ResumeSection,
} from './resume.ts';
export {
  APPLICATION_STATUSES,
  APPLICANT_STATUSES,
  APPLICATION_FILTERS,
  APPLICATION_LIMITS,
  applyInputSchema,
  applicationDecisionSchema,
  sentApplicationSchema,
  receivedApplicationSchema,
  receivedApplicationDetailSchema,
  applicationsPageSchema,
  jobWithApplicationsSchema,
  sentApplicationResponseSchema,
  sentApplicationsResponseSchema,
  receivedApplicationsResponseSchema,
  receivedApplicationDetailResponseSchema,
  jobsWithApplicationsResponseSchema,
  applicationOkResponseSchema,
  sentApplicationsQuerySchema,
  myJobsQuerySchema,
  receivedApplicationsQuerySchema,
} from './job-applications.ts';
export type {
  ApplicationStatus,
  ApplicantStatus,
  ApplicationFilter,
  ApplyInput,
  ApplicationDecision,
  SentApplication,
  ReceivedApplication,
  ReceivedApplicationDetail,
  JobWithApplications,
  ReceivedApplicationsQuery,
} from './job-applications.ts';
