export { AdListing } from './ui/ad-listing.tsx';
