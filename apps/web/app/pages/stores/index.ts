export { CreateStorePage, EditStorePage, StoreOverviewPage } from './ui/store-pages.tsx';
export { BusinessHoursPage } from './ui/hours-page.tsx';
export { ChangeStoreUsernamePage } from './ui/change-username-page.tsx';
export { StoreMembersPage } from './ui/members-page.tsx';
export { BranchFormPage, StoreBranchesPage } from './ui/branches-page.tsx';
export { StoreAlbumsPage } from './ui/albums-page.tsx';
export { StoreAlbumPage } from './ui/album-page.tsx';
export { WatermarkPage } from './ui/pictures.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
