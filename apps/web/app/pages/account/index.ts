export { AccountPage, SettingsPage } from './ui/account-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
