export { LocationPage } from './ui/location-page.tsx';
export { locationPageMeta } from './ui/meta.ts';
