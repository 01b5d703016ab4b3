export { ChangePasswordPage, ChangePhonePage, ChangeUsernamePage } from './ui/settings-pages.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
