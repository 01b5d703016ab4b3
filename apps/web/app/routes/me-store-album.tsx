export { albumAction as action, albumLoader as loader } from '~/pages/stores/index.server.ts';
export { StoreAlbumPage as default, meta } from '~/pages/stores/index.ts';
