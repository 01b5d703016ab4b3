import { markedAdsAction, markedAdsLoader } from '~/pages/marked-ads/index.server.ts';

export const loader = markedAdsLoader('likes');
export const action = markedAdsAction('likes');
export { MarkedAdsPage as default, meta } from '~/pages/marked-ads/index.ts';
