export {
  editStoreAction as action,
  editStoreLoader as loader,
} from '~/pages/stores/index.server.ts';
export { EditStorePage as default, meta } from '~/pages/stores/index.ts';
