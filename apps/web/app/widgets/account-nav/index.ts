export { AccountNav, ACCOUNT_NAV } from './ui/account-nav.tsx';
