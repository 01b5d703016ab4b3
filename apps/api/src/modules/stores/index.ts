/** The stores module's door (issue 17, ADR 0043). */
export { registerStores } from './stores.module.ts';
export { activeRoleIn } from './stores.repository.ts';
// The public store page's branches (ADR 0047): the rows in order, or as the public sees them.
export { branchesOfStore } from './stores.branches.repository.ts';
export { branchView, publicBranchesOfStore } from './stores.branches.service.ts';
