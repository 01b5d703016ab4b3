export { createStoreAction, createStoreLoader } from './api/create.server.ts';
export { editStoreAction, editStoreLoader } from './api/edit.server.ts';
export {
  storeInvitationAction,
  storeMembersAction,
  storeMembersLoader,
} from './api/members.server.ts';
export { storeOverviewLoader, storeSettingsLoader } from './api/overview.server.ts';
export { storeAdsAction } from './api/store-ads.server.ts';
export {
  changeStoreUsernameAction,
  changeStoreUsernameLoader,
} from './api/change-username.server.ts';
export { businessHoursAction, businessHoursLoader } from './api/hours.server.ts';
export {
  branchFormAction,
  branchFormLoader,
  storeBranchesAction,
  storeBranchesLoader,
} from './api/branches.server.ts';
export { albumsAction, albumsLoader } from './api/albums.server.ts';
export { albumAction, albumLoader } from './api/album.server.ts';
export { watermarkAction, watermarkLoader } from './api/watermark.server.ts';
export { storeCompanyAction, storeCompanyLoader } from './api/company.server.ts';
