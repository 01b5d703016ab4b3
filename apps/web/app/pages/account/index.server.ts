export { accountLoader, settingsLoader } from './api/loader.server.ts';
export { myAdsAction } from './api/action.server.ts';
