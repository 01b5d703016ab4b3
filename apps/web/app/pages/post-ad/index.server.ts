export { postAdAction, postAdLoader } from './api/post-ad.server.ts';
export type { PostAdActionData } from './api/post-ad.server.ts';
export { photosAction, placesLoader } from './api/resources.server.ts';
