export { CALL_GROUPS, createApiClient } from './client.ts';
export type { ApiClient, CallGroups } from './client.ts';
export type { AccountCalls } from './calls/accounts.ts';
export type { AdCalls } from './calls/ads.ts';
export type { CategoryCalls } from './calls/categories.ts';
export type { DevCalls } from './calls/dev.ts';
export type { DirectoryCalls } from './calls/directory.ts';
export type { EngagementCalls, Mark } from './calls/engagement.ts';
export type { ChatCalls } from './calls/chat.ts';
export type { JobCalls, JobsPage, PageOptions } from './calls/jobs.ts';
export type { StoreAlbumCalls } from './calls/store-albums.ts';
export type { StoreCalls, StorePictureKind } from './calls/stores.ts';
export type { BytesAnswer } from './transport.ts';
export type { InsightCalls } from './calls/insights.ts';
export type { ListingCalls } from './calls/listing.ts';
export type { LocationCalls } from './calls/locations.ts';
export type { MessageCalls } from './calls/messages.ts';
export type { MyAdCalls, MyAdsQuery } from './calls/my-ads.ts';
export type { NotificationCalls } from './calls/notifications.ts';
export type { PhotoCalls } from './calls/photos.ts';
export type { RouteRuleCalls } from './calls/route-rules.ts';
export type {
  ApiClientOptions,
  BaseName,
  FetchFn,
  FormRecord,
  FormValue,
  RetryConfig,
  Tokens,
} from './transport.ts';
export {
  AppError,
  CLIENT_ERROR_CODES,
  NO_STATUS,
  createAppError,
  getErrorCode,
  isAppError,
  statusTextOf,
} from './errors.ts';
export type { AppErrorInit, ClientErrorCode } from './errors.ts';
