export { loadListingTopAds, loadTopAds } from './api/top-ads.server.ts';
