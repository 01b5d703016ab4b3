/** The photos module's door: uploads, storage, and the photos of ads and store albums. */
export {
  copyAdPhotos,
  coversOfAds,
  lockOwnPhotos,
  photosOfAds,
  setAdPhotos,
  toPhoto,
  tooManyPhotos,
} from './photos.ads.ts';
export { registerPhotos } from './photos.module.ts';
export { renderRenditions } from './photos.images.ts';
export { createPhotoService } from './photos.service.ts';
export { createPhotoStorage, mediaUrl } from './photos.storage.ts';
export { createPrivatePhotos, type PrivatePhoto, type PrivatePhotos } from './photos.private.ts';
export { photoMultipart, readUploadForm } from './photos.routes.ts';
