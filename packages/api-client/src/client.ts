import { accountCalls, type AccountCalls } from './calls/accounts.ts';
import { adCalls, type AdCalls } from './calls/ads.ts';
import { categoryCalls, type CategoryCalls } from './calls/categories.ts';
import { devCalls, type DevCalls } from './calls/dev.ts';
import { directoryCalls, type DirectoryCalls } from './calls/directory.ts';
import { chatCalls, type ChatCalls } from './calls/chat.ts';
import { storeCalls, type StoreCalls } from './calls/stores.ts';
import { storeAlbumCalls, type StoreAlbumCalls } from './calls/store-albums.ts';
import { engagementCalls, type EngagementCalls } from './calls/engagement.ts';
import { insightCalls, type InsightCalls } from './calls/insights.ts';
import { jobCalls, type JobCalls } from './calls/jobs.ts';
import { listingCalls, type ListingCalls } from './calls/listing.ts';
import { locationCalls, type LocationCalls } from './calls/locations.ts';
import { messageCalls, type MessageCalls } from './calls/messages.ts';
import { myAdCalls, type MyAdCalls } from './calls/my-ads.ts';
import { notificationCalls, type NotificationCalls } from './calls/notifications.ts';
import { photoCalls, type PhotoCalls } from './calls/photos.ts';
import { resumeCalls, type ResumeCalls } from './calls/resume.ts';
import { routeRuleCalls, type RouteRuleCalls } from './calls/route-rules.ts';
import { createTransport, type ApiClientOptions, type Transport } from './transport.ts';

/**
 * The Psar API, one typed call per request, grouped by API area. Every address the web app
 * uses is written in `calls/` and nowhere else (a lint rule keeps it so); each call checks
 * the answer against its `@repo/domain` schema and rejects with an `AppError`.
 */
export interface ApiClient {
  /**
   * A client with other tokens, the same otherwise. A string sets a token, `null` removes it,
   * an omitted/`undefined` key keeps the current one.
   */
  withTokens(tokens: { accessToken?: string | null; refreshToken?: string | null }): ApiClient;
  accounts: AccountCalls;
  categories: CategoryCalls;
  locations: LocationCalls;
  routeRules: RouteRuleCalls;
  ads: AdCalls;
  listing: ListingCalls;
  myAds: MyAdCalls;
  insights: InsightCalls;
  engagement: EngagementCalls;
  chat: ChatCalls;
  stores: StoreCalls;
  storeAlbums: StoreAlbumCalls;
  jobs: JobCalls;
  notifications: NotificationCalls;
  photos: PhotoCalls;
  resume: ResumeCalls;
  directory: DirectoryCalls;
  messages: MessageCalls;
  dev: DevCalls;
}

/** The groups of typed calls, by their name on the client. */
export type CallGroups = Omit<ApiClient, 'withTokens'>;

/** How each group of calls is made over a transport. */
const GROUPS: { [Name in keyof CallGroups]: (transport: Transport) => CallGroups[Name] } = {
  accounts: accountCalls,
  categories: categoryCalls,
  locations: locationCalls,
  routeRules: routeRuleCalls,
  ads: adCalls,
  listing: listingCalls,
  myAds: myAdCalls,
  insights: insightCalls,
  engagement: engagementCalls,
  chat: chatCalls,
  stores: storeCalls,
  storeAlbums: storeAlbumCalls,
  jobs: jobCalls,
  notifications: notificationCalls,
  photos: photoCalls,
  resume: resumeCalls,
  directory: directoryCalls,
  messages: messageCalls,
  dev: devCalls,
};

/**
 * A client over one transport. The web server makes several a request (one per visitor, one
 * per token), and a loader uses one or two groups: each group is made the first time it is
 * read, not with the client (all fifteen cost ~11 µs a client).
 */
class Client implements ApiClient {
  readonly #transport: Transport;
  readonly #groups: Partial<CallGroups> = {};

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  #group<Name extends keyof CallGroups>(name: Name): CallGroups[Name] {
    return (this.#groups[name] ??= GROUPS[name](this.#transport));
  }

  withTokens(tokens: Parameters<ApiClient['withTokens']>[0]): ApiClient {
    return new Client(this.#transport.withTokens(tokens));
  }

  get accounts() {
    return this.#group('accounts');
  }
  get categories() {
    return this.#group('categories');
  }
  get locations() {
    return this.#group('locations');
  }
  get routeRules() {
    return this.#group('routeRules');
  }
  get ads() {
    return this.#group('ads');
  }
  get listing() {
    return this.#group('listing');
  }
  get myAds() {
    return this.#group('myAds');
  }
  get insights() {
    return this.#group('insights');
  }
  get engagement() {
    return this.#group('engagement');
  }
  get chat() {
    return this.#group('chat');
  }

  get stores() {
    return this.#group('stores');
  }
  get storeAlbums() {
    return this.#group('storeAlbums');
  }
  get jobs() {
    return this.#group('jobs');
  }
  get notifications() {
    return this.#group('notifications');
  }
  get photos() {
    return this.#group('photos');
  }
  get resume() {
    return this.#group('resume');
  }
  get directory() {
    return this.#group('directory');
  }
  get messages() {
    return this.#group('messages');
  }
  get dev() {
    return this.#group('dev');
  }
}

/** The names of the groups of calls, as `Object.keys` of a client would not list getters. */
export const CALL_GROUPS = Object.keys(GROUPS) as (keyof CallGroups)[];

/** Makes a client for the three services; see the package README for the behaviour. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return new Client(createTransport(options));
}
