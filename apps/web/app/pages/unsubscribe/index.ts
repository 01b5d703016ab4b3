export { UnsubscribePage } from './ui/unsubscribe-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
