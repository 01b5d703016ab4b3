import { markedAdsAction, markedAdsLoader } from '~/pages/marked-ads/index.server.ts';

export const loader = markedAdsLoader('saved');
export const action = markedAdsAction('saved');
export { MarkedAdsPage as default, meta } from '~/pages/marked-ads/index.ts';
