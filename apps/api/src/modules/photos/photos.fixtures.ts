import type { Photo } from '@repo/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { DEVICE } from '../../test/database.ts';
import { multipart } from '../../test/multipart.ts';

/** Test images and upload calls for the photos tests (images are made here, never stored in git). */

/** Noisy RGB pixels (gradients plus per-pixel noise): encodes like a photo, not a flat colour. */
export function noisyPixels(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
      const noise = (state >> 16) & 31;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 200) / width + noise) & 255;
      pixels[i + 1] = ((y * 200) / height + noise) & 255;
      pixels[i + 2] = (((x ^ y) & 127) + noise) & 255;
    }
  }
  return pixels;
}

export const noisyImage = (width: number, height: number) =>
  sharp(noisyPixels(width, height), { raw: { width, height, channels: 3 } });

/** A 400×200 JPEG, left half red and right half blue, with EXIF orientation 6 and a GPS position. */
export async function exifJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } },
        left: 200,
        top: 0,
      },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PsarCam', Model: 'Secret Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '11/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '104/1 55/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block has a GPS directory (tag 0x8825, little or big endian). */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return (
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))
  );
}

export function upload(
  app: FastifyInstance,
  accessToken: string | undefined,
  data: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(
    {},
    { data, field: options.field, name: options.filename, type: options.type },
  );
  return app.inject({
    method: 'POST',
    url: '/api/me/photos',
    headers: {
      ...DEVICE,
      ...(accessToken ? { 'access-token': accessToken } : {}),
      ...body.headers,
    },
    payload: body.payload,
  });
}

/** Uploads a small photo and answers it (asserting 201). */
export async function uploadPhoto(
  app: FastifyInstance,
  accessToken: string,
  size = { width: 64, height: 48 },
): Promise<Photo> {
  const jpeg = await noisyImage(size.width, size.height).jpeg().toBuffer();
  const response = await upload(app, accessToken, jpeg);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data as Photo;
}
