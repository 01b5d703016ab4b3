export {
  storeBranchesAction as action,
  storeBranchesLoader as loader,
} from '~/pages/stores/index.server.ts';
export { StoreBranchesPage as default, meta } from '~/pages/stores/index.ts';
