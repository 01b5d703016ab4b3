export { PostAdPage } from './ui/post-ad-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
