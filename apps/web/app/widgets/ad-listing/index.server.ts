export { loadListing } from './api/listing.server.ts';
export type { ListingView } from './api/listing.server.ts';
export { loadSearchForm } from './api/filter-form.server.ts';
export type { FilterFormView } from './api/filter-form.server.ts';
export { placePageRedirect } from './api/listing-address.server.ts';
export { loadFeed } from './api/feed.server.ts';
