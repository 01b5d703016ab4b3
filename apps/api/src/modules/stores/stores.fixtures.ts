import { readdirSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import type { MyStore, Photo } from '@repo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { adPhotos, photos, storeMembers, stores } from '../../db/schema.ts';
import { call, dataOf, signedUpMember } from '../../test/accounts.ts';
import { insertPhoneAd } from '../../test/ads.ts';
import { DEVICE, type setupTestApp } from '../../test/database.ts';
import { multipart } from '../../test/multipart.ts';
import { noisyImage, uploadPhoto } from '../photos/photos.fixtures.ts';

/** Members, stores, ads with photos and picture uploads for the stores' picture tests. */

type Env = Pick<ReturnType<typeof setupTestApp>, 'app' | 'database'>;

export interface Member {
  id: number;
  token: string;
}

export async function member(env: Env): Promise<Member> {
  const { id, token } = await signedUpMember(env.app, env.database.db);
  return { id, token };
}

let names = 0;

/** A new store owned by `owner`. */
export async function storeOf(env: Env, owner: Member): Promise<MyStore> {
  const response = await call(env.app, 'POST', '/api/me/stores', {
    accessToken: owner.token,
    body: { name: 'Sokha Phone Shop', username: `pic${Date.now() % 1_000_000}x${(names += 1)}` },
  });
  return dataOf<MyStore>(response, 201);
}

/** Puts `userId` in the store with a role. */
export async function join(
  env: Env,
  storeId: string,
  userId: number,
  role: string,
  status = 'active',
) {
  await env.database.db
    .insert(storeMembers)
    .values({ storeId: Number(storeId), userId, role, status });
}

/** The store's row. */
export async function storeRow(env: Env, storeId: string) {
  const [row] = await env.database.db
    .select()
    .from(stores)
    .where(eq(stores.id, Number(storeId)));
  return row!;
}

/** PUT {api}/me/stores/{id}/{kind} with a file (and fields). */
export function putPicture(
  app: FastifyInstance,
  token: string | undefined,
  storeId: string,
  kind: 'logo' | 'cover' | 'watermark',
  file: { data: Buffer; type?: string; name?: string },
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, {
    data: file.data,
    name: file.name ?? 'picture.png',
    type: file.type ?? 'image/png',
  });
  return app.inject({
    method: 'PUT',
    url: `/api/me/stores/${storeId}/${kind}`,
    headers: { ...DEVICE, ...(token ? { 'access-token': token } : {}), ...body.headers },
    payload: body.payload,
  });
}

/**
 * A watermark: a 200×100 PNG, transparent but for an opaque white box with a black frame in
 * its middle (the transparency lets the photo through around it).
 */
export async function watermarkPng(): Promise<Buffer> {
  const frame = await sharp({
    create: { width: 160, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
  })
    .composite([
      {
        input: {
          create: { width: 140, height: 40, channels: 4, background: '#ffffffff' },
        },
        left: 10,
        top: 10,
      },
    ])
    .png()
    .toBuffer();
  return sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: frame, left: 20, top: 20 }])
    .png()
    .toBuffer();
}

/**
 * An ad of `owner` (in `storeId`, or their own when null) with `count` uploaded photos,
 * written directly: posting as the store is the ads module's, built beside this.
 */
export async function adWithPhotos(
  env: Env,
  owner: Member,
  storeId: string | null,
  count = 1,
): Promise<{ adId: number; photos: Photo[] }> {
  const uploaded: Photo[] = [];
  for (let i = 0; i < count; i += 1)
    uploaded.push(await uploadPhoto(env.app, owner.token, { width: 640, height: 480 }));
  const adId = await insertPhoneAd(env.database.db, owner.id, {
    storeId: storeId === null ? null : Number(storeId),
  });
  await env.database.db
    .insert(adPhotos)
    .values(uploaded.map((photo, position) => ({ adId, photoId: photo.id, position })));
  return { adId, photos: uploaded };
}

/** A photo's row. */
export async function photoRow(env: Env, id: string) {
  const [row] = await env.database.db.select().from(photos).where(eq(photos.id, id));
  return row!;
}

/** Every file under `dir` (relative paths). */
export const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => joinPath(entry.parentPath, entry.name).slice(dir.length + 1));

/** A noisy JPEG, like a photo. */
export const photoJpeg = (width: number, height: number) =>
  noisyImage(width, height).jpeg({ quality: 90 }).toBuffer();
