export { StorePage } from './ui/store-page.tsx';
export { storeMetaDescriptors } from './model/meta.ts';
