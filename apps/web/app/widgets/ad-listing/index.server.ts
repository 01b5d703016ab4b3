export { loadListing, loadSearchForm, placePageRedirect } from './api/listing.server.ts';
export type { FilterFormView, ListingView } from './api/listing.server.ts';
export { loadFeed } from './api/feed.server.ts';
