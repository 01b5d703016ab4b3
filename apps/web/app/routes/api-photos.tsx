export { photosAction as action } from '~/features/photo-upload/index.server.ts';
