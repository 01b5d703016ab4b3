export {
  storeCompanyAction as action,
  storeCompanyLoader as loader,
} from '~/pages/stores/index.server.ts';
export { StoreCompanyPage as default, meta } from '~/pages/stores/index.ts';
