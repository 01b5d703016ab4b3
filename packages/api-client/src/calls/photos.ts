import { photoResponseSchema } from '@repo/domain';
import type { Photo } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Decoding a photo and making its three renditions take longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The member's photos, uploaded one at a time before the ad that uses them (ADR 0010). */
export interface PhotoCalls {
  /** POST {api}/me/photos, multipart with one file in `file`: the stored photo. */
  upload(file: Blob, fileName: string): Promise<Photo>;
}

export function photoCalls({ request }: Transport): PhotoCalls {
  return {
    upload(file, fileName) {
      const form = new FormData();
      form.append('file', file, fileName);
      return dataOf(
        request('POST', 'api', 'me/photos', {
          form,
          schema: photoResponseSchema,
          timeout: UPLOAD_TIMEOUT_MS,
        }),
      );
    },
  };
}
