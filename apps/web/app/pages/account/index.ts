export { AccountPage, SettingsPage } from './ui/account-page.tsx';
export { meta } from './ui/meta.ts';
