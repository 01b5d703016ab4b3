export { markedAdsLoader } from './api/loader.server.ts';
export { markedAdsAction } from './api/action.server.ts';
