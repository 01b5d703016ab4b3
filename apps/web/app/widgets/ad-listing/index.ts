export { AdListing } from './ui/ad-listing.tsx';
export { AdFeed, type FeedView } from './ui/ad-feed.tsx';
export { FilterForm } from './ui/filter-form.tsx';
