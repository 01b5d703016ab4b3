export {
  storeAdsAction as action,
  storeOverviewLoader as loader,
} from '~/pages/stores/index.server.ts';
export { StoreOverviewPage as default, meta } from '~/pages/stores/index.ts';
