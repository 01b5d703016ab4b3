export {
  branchFormAction as action,
  branchFormLoader as loader,
} from '~/pages/stores/index.server.ts';
export { BranchFormPage as default, meta } from '~/pages/stores/index.ts';
