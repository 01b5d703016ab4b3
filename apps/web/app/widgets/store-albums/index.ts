export { AlbumPhotos, StoreAlbums } from './ui/store-albums.tsx';
