export { TopAds } from './ui/top-ads.tsx';
export type { TopAdsView } from '~/entities/ad/index.ts';
