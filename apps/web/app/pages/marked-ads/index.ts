export { MarkedAdsPage } from './ui/marked-ads-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
