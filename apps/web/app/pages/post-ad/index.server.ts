export { postAdAction, postAdLoader } from './api/post-ad.server.ts';
export type { PostAdActionData } from './api/post-ad.server.ts';
export { photosAction } from './api/resources.server.ts';
