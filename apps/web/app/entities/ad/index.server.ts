export {
  fetchPublicAd,
  fetchRelatedAds,
  fetchRelatedAdsCached,
  forgetAd,
} from './api/ad.server.ts';
