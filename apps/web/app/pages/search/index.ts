export { SearchPage } from './ui/search-page.tsx';
export { meta } from './ui/meta.ts';
