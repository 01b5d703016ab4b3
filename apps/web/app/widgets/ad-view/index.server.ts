export { adViewAction, loadAdView } from './api/ad-view.server.ts';
export type { AdViewData } from './api/ad-view.server.ts';
