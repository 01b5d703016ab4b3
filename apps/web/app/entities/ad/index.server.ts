export {
  fetchAd,
  fetchListing,
  fetchPublicAd,
  fetchRelatedAds,
  fetchRelatedAdsCached,
  fetchTopAds,
  forgetAd,
} from './api/ad.server.ts';
