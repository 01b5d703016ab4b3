/** Photo uploads (ADR 0010): the post form's photos and a store's albums (ADR 0048) use them. */
export {
  checkPhotoFiles,
  PHOTO_ERRORS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  PHOTO_TYPES,
  uploadErrorKey,
  type PhotoErrorKey,
  type PhotoRef,
} from './model/photo-files.ts';
export { uploadPhotoWithProgress, type UploadFailure } from './model/upload-photo.ts';
