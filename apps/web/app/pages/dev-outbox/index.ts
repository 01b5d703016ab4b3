export { DevOutboxPage } from './ui/dev-outbox-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
