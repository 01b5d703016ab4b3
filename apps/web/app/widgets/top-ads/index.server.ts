export { loadTopAds } from './api/top-ads.server.ts';
