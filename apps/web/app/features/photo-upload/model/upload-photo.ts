import type { Photo } from '@repo/domain';
import { uploadErrorKey } from './photo-files.ts';

/** A refused or failed upload: the translated message when the server gave one, else a catalog key. */
export interface UploadFailure {
  status: number;
  code?: string;
  message?: string;
  key: string;
}

/**
 * Sends one photo to the web's POST /api/_photos with XMLHttpRequest (fetch cannot report
 * upload progress); `onProgress` gets 0–1. Resolves with the stored photo, rejects with an
 * UploadFailure; `abort()` cancels it (rejecting with status 0 and code ABORTED).
 */
export function uploadPhotoWithProgress(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): { done: Promise<Photo>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Photo>((resolve, reject) => {
    const failure = (status: number, body: unknown): UploadFailure => {
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      return {
        status,
        code: error?.code,
        message: error?.message,
        key: uploadErrorKey(status, error?.code),
      };
    };
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: Photo } | null;
      if (xhr.status === 201 && body?.data) resolve(body.data);
      else reject(failure(xhr.status, body));
    };
    xhr.onerror = () => reject(failure(0, null));
    xhr.ontimeout = () => reject(failure(0, null));
    xhr.onabort = () => reject({ ...failure(0, null), code: 'ABORTED' });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
