export { NotificationsPage } from './ui/notifications-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
