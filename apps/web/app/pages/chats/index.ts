export { ChatsPage } from './ui/chats-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
