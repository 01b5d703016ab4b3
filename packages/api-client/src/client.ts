import { accountCalls, type AccountCalls } from './calls/accounts.ts';
import { adCalls, type AdCalls } from './calls/ads.ts';
import { categoryCalls, type CategoryCalls } from './calls/categories.ts';
import { devCalls, type DevCalls } from './calls/dev.ts';
import { directoryCalls, type DirectoryCalls } from './calls/directory.ts';
import { engagementCalls, type EngagementCalls } from './calls/engagement.ts';
import { insightCalls, type InsightCalls } from './calls/insights.ts';
import { listingCalls, type ListingCalls } from './calls/listing.ts';
import { locationCalls, type LocationCalls } from './calls/locations.ts';
import { messageCalls, type MessageCalls } from './calls/messages.ts';
import { myAdCalls, type MyAdCalls } from './calls/my-ads.ts';
import { photoCalls, type PhotoCalls } from './calls/photos.ts';
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
  photos: PhotoCalls;
  directory: DirectoryCalls;
  messages: MessageCalls;
  dev: DevCalls;
}

/** The groups of typed calls, by their name on the client. */
export type CallGroups = Omit<ApiClient, 'withTokens'>;

function clientOver(transport: Transport): ApiClient {
  return {
    withTokens: (tokens) => clientOver(transport.withTokens(tokens)),
    accounts: accountCalls(transport),
    categories: categoryCalls(transport),
    locations: locationCalls(transport),
    routeRules: routeRuleCalls(transport),
    ads: adCalls(transport),
    listing: listingCalls(transport),
    myAds: myAdCalls(transport),
    insights: insightCalls(transport),
    engagement: engagementCalls(transport),
    photos: photoCalls(transport),
    directory: directoryCalls(transport),
    messages: messageCalls(transport),
    dev: devCalls(transport),
  };
}

/** Makes a client for the three services; see the package README for the behaviour. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return clientOver(createTransport(options));
}
