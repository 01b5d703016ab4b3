export {
  storeMembersAction as action,
  storeMembersLoader as loader,
} from '~/pages/stores/index.server.ts';
export { StoreMembersPage as default, meta } from '~/pages/stores/index.ts';
