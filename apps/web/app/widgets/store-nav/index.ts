export { StoreNav } from './ui/store-nav.tsx';
