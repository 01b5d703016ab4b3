export { DirectorySearchPage } from './ui/directory-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
