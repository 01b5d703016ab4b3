export { chatsAction as action, chatsLoader as loader } from '~/pages/chats/index.server.ts';
export { ChatsPage as default, meta } from '~/pages/chats/index.ts';

export const handle = { layout: 'no-footer' };
