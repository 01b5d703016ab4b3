export { accountLoader as loader, myAdsAction as action } from '~/pages/account/index.server.ts';
export { AccountPage as default, meta } from '~/pages/account/index.ts';
