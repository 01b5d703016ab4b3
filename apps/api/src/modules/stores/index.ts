/** The stores module's door (issue 17, ADRs 0043 and 0046). */
export { registerStores, WATERMARK_JOB } from './stores.module.ts';
export { activeRoleIn } from './stores.repository.ts';
// A store's company profile as its job ads show it (ADR 0051).
export { companyOf } from './stores.service.ts';
// The public store page's branches (ADR 0047): the rows in order, or as the public sees them.
export { branchesOfStore } from './stores.branches.repository.ts';
export { branchView, publicBranchesOfStore } from './stores.branches.service.ts';
// The demo marketplace's albums are filled in the background, as a member's addition would.
export { appendAlbumPhotos } from './stores.albums.service.ts';
