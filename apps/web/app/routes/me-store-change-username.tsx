export {
  changeStoreUsernameAction as action,
  changeStoreUsernameLoader as loader,
} from '~/pages/stores/index.server.ts';
export { ChangeStoreUsernamePage as default, meta } from '~/pages/stores/index.ts';
