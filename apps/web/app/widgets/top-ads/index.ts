export { TopAds } from './ui/top-ads.tsx';
export type { TopAdsView } from './api/top-ads.server.ts';
