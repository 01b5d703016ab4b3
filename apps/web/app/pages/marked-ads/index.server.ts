export { markedAdsAction, markedAdsLoader } from './api/marked-ads.server.ts';
