import { getErrorCode, isAppError, type ApiClient } from '@repo/api-client';
import type { Photo } from '@repo/domain';
import type { UploadedFile } from '~/shared/api/form-with-files.server.ts';
import {
  PHOTO_ERRORS,
  uploadErrorKey,
  type PhotoErrorKey,
  type PhotoRef,
} from '../model/photo-files.ts';

/** POST {api}/me/photos with one file (multipart field `file`): the stored photo. */
export function uploadPhoto(api: ApiClient, file: UploadedFile): Promise<Photo> {
  const bytes = file.bytes ?? new Uint8Array();
  return api.photos.upload(
    new Blob([bytes], { type: file.type || 'application/octet-stream' }),
    file.name || 'photo',
  );
}

/**
 * Uploads the files chosen without JavaScript, after the photos the form already had, up to
 * `max` photos in all (the files past it, and `extraFiles` the form reader set aside, are
 * refused as "Maximum Files Exceeded").
 */
export async function uploadChosenFiles(
  api: ApiClient,
  files: UploadedFile[],
  extraFiles: number,
  photos: PhotoRef[],
  max: number,
): Promise<{ photos: PhotoRef[]; errors: PhotoErrorKey[] }> {
  const errors: PhotoErrorKey[] = [];
  const all = [...photos];
  let refused = extraFiles;
  for (const file of files) {
    if (all.length >= max) {
      refused += 1;
      continue;
    }
    if (!file.bytes) {
      errors.push(PHOTO_ERRORS.tooLarge);
      continue;
    }
    try {
      const photo = await uploadPhoto(api, file);
      all.push({ id: photo.id, thumb: photo.urls.thumb });
    } catch (error) {
      const status = isAppError(error) ? error.statusCode : 0;
      errors.push(uploadErrorKey(status, getErrorCode(error)));
    }
  }
  if (refused > 0) errors.push(PHOTO_ERRORS.maxFiles);
  return { photos: all, errors: [...new Set(errors)] };
}

export { readFormWithFiles, type UploadedFile } from '~/shared/api/form-with-files.server.ts';
