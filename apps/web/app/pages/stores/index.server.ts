export { createStoreAction, createStoreLoader } from './api/create.server.ts';
export { editStoreAction, editStoreLoader } from './api/edit.server.ts';
export {
  storeInvitationAction,
  storeMembersAction,
  storeMembersLoader,
} from './api/members.server.ts';
export { storeOverviewLoader } from './api/overview.server.ts';
export { businessHoursAction, businessHoursLoader } from './api/hours.server.ts';
export { watermarkAction, watermarkLoader } from './api/watermark.server.ts';
