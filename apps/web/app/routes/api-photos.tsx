export { photosAction as action } from '~/pages/post-ad/index.server.ts';
