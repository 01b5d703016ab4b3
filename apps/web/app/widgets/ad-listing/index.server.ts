export { loadListing } from './api/listing.server.ts';
export type { ListingView } from './api/listing.server.ts';
export { loadFeed } from './api/feed.server.ts';
