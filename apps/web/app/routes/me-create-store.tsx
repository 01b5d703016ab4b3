export {
  createStoreAction as action,
  createStoreLoader as loader,
} from '~/pages/stores/index.server.ts';
export { CreateStorePage as default, meta } from '~/pages/stores/index.ts';
