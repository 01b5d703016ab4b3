export { chatsAction } from './api/action.server.ts';
export { chatsLoader } from './api/loader.server.ts';
export type { ChatsActionData } from './api/action.server.ts';
export type { ChatsData } from './api/loader.server.ts';
export { chatPhotoLoader } from './api/photo.server.ts';
