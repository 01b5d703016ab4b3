export { accountLoader, settingsLoader } from './api/loader.server.ts';
export { myAdsAction, settingsAction } from './api/action.server.ts';
