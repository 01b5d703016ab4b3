/**
 * Every table, for drizzle-kit (migrations) and the database client's typed queries. A plain
 * barrel: each table lives in its own `*.schema.ts`, and those import each other, never this.
 */
export { categories } from './categories.schema.ts';
export { locations } from './locations.schema.ts';
export { visitorMessages } from './messages.schema.ts';
export { routeRules } from './route-rules.schema.ts';

// Accounts and sessions.
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
export { storeFollowers, storeMembers, stores } from './stores.schema.ts';
export { storeAlbumPhotos, storeAlbums, storeBranches } from './store-content.schema.ts';
export { jobApplications, resumes } from './jobs.schema.ts';

// Chat, blocks, reports and the notification centre (issue 16, ADR 0035).
export {
  conversations,
  chatMessages,
  memberBlocks,
  chatReports,
  notifications,
} from './chat.schema.ts';
