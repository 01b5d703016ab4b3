export { ListingPage } from './ui/listing-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
