export { chatPhotoLoader as loader } from '~/pages/chats/index.server.ts';
