export { CreateStorePage, EditStorePage, StoreOverviewPage } from './ui/store-pages.tsx';
export { BusinessHoursPage } from './ui/hours-page.tsx';
export { StoreMembersPage } from './ui/members-page.tsx';
export { WatermarkPage } from './ui/pictures.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
