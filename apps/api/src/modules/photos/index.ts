/** The photos module's door: uploads, storage, and the photos of ads and store albums. */
/**
 * The photos module's door: uploads, storage, the photos of ads, a store's pictures and its
 * watermark on its ads' photos (ADR 0046).
 */
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
export {
  createPhotoStorage,
  mediaUrl,
  PRIVATE_PREFIX,
  type PhotoStorage,
} from './photos.storage.ts';
export {
  createStoreImages,
  STORE_IMAGE_SIZES,
  type StoreImageKind,
  type StoreImages,
} from './photos.store-images.ts';
export {
  createStoreWatermarks,
  WATERMARK_PLACEMENT,
  type StoreWatermarks,
  type WatermarkRun,
} from './photos.watermark.ts';
export { createPrivatePhotos, type PrivatePhoto, type PrivatePhotos } from './photos.private.ts';
export { photoMultipart, readUploadForm } from './photos.routes.ts';
