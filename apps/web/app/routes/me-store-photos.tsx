export { albumsAction as action, albumsLoader as loader } from '~/pages/stores/index.server.ts';
export { StoreAlbumsPage as default, meta } from '~/pages/stores/index.ts';
