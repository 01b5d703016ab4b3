import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Photo } from '@repo/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema.ts';
import { dataOf, errorOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { noisyImage, upload } from './photos.fixtures.ts';
import { pruneUnusedPhotos } from './photos.housekeeping.ts';
import { createS3Storage } from './photos.storage.ts';

/**
 * A small S3-compatible server: path-style PUT, GET and DELETE of objects in one bucket.
 * Unsigned requests are refused like S3 does (403); `failPuts` makes it answer 500.
 */
class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; type?: string; cacheControl?: string }>();
  readonly requests: { method: string; path: string; authorization?: string }[] = [];
  failPuts = false;
  private server: Server = createServer((request, response) => {
    void this.handle(request).then(({ status, body, type }) => {
      response.writeHead(status, type ? { 'content-type': type } : {});
      response.end(body);
    });
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const authorization = request.headers.authorization;
    this.requests.push({ method: request.method ?? '', path, authorization });
    const error = (status: number, code: string) => ({
      status,
      body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      type: 'application/xml',
    });
    const signed =
      authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') &&
      /SignedHeaders=[^,]*host/.test(authorization) &&
      /Signature=[0-9a-f]{64}$/.test(authorization) &&
      typeof request.headers['x-amz-date'] === 'string';
    if (request.method === 'GET') {
      // Public reads (like a CDN in front of the bucket), except under private/: the bucket
      // policy ADR 0042 asks for.
      if (path.startsWith('/psar-bucket/private/') && !signed) return error(403, 'AccessDenied');
      const object = this.objects.get(path);
      return object
        ? { status: 200, body: object.body, type: object.type }
        : error(404, 'NoSuchKey');
    }
    if (!signed) return error(403, 'AccessDenied');
    if (!path.startsWith('/psar-bucket/')) return error(404, 'NoSuchBucket');
    if (request.method === 'PUT') {
      if (this.failPuts) return error(500, 'InternalError');
      this.objects.set(path, {
        body: Buffer.concat(chunks),
        type: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      return { status: 200, body: '' };
    }
    if (request.method === 'DELETE') {
      this.objects.delete(path);
      return { status: 204, body: '' };
    }
    return error(405, 'MethodNotAllowed');
  }
}

const s3 = new FakeS3();
beforeAll(() => s3.start());
afterAll(() => s3.stop());

const env = setupTestApp({
  seed: false,
  config: () => ({
    PHOTO_STORAGE: 's3',
    S3_ENDPOINT: s3.url,
    S3_BUCKET: 'psar-bucket',
    S3_REGION: 'ap-southeast-1',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    MEDIA_BASE_URL: `${s3.url}/psar-bucket`,
  }),
});

describe('S3 storage', () => {
  it('puts the three renditions with signed requests; the public URLs serve them', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const jpeg = await noisyImage(1200, 900).jpeg().toBuffer();
    const photo = dataOf<Photo>(await upload(env.app, tokens.access_token, jpeg), 201);
    expect(photo).toMatchObject({ width: 1200, height: 900 });

    const puts = s3.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.path).sort()).toEqual(
      ['large', 'medium', 'thumb'].map((name) => `/psar-bucket/photos/${photo.id}/${name}.webp`),
    );
    for (const [name, url] of Object.entries(photo.urls)) {
      expect(url).toBe(`${s3.url}/psar-bucket/photos/${photo.id}/${name}.webp`);
      const object = s3.objects.get(new URL(url).pathname)!;
      expect(object).toMatchObject({
        type: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
    // No /media route when the files live in S3.
    const local = await env.app.inject({
      method: 'GET',
      url: `/media/photos/${photo.id}/thumb.webp`,
    });
    expect(local.statusCode).toBe(404);
  });

  it('answers 503 UPLOAD_FAILED when the bucket refuses, and stores nothing', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const jpeg = await noisyImage(100, 80).jpeg().toBuffer();
    const before = s3.objects.size;
    s3.failPuts = true;
    try {
      const response = await upload(env.app, tokens.access_token, jpeg);
      expect(errorOf(response, 503).code).toBe('UPLOAD_FAILED');
    } finally {
      s3.failPuts = false;
    }
    expect(s3.objects.size).toBe(before);
    // The failed upload did not count against the hourly limit; the next one works.
    dataOf<Photo>(await upload(env.app, tokens.access_token, jpeg), 201);
  });

  it('fails when the bucket refuses the signature (the fake checks requests as S3 does)', async () => {
    const storage = createS3Storage({
      endpoint: s3.url,
      bucket: 'psar-bucket',
      region: 'ap-southeast-1',
      accessKeyId: 'wrong-key',
      secretAccessKey: 'x',
      baseUrl: `${s3.url}/psar-bucket`,
    });
    await expect(
      storage.put('photos/x/thumb.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
    expect(s3.objects.has('/psar-bucket/photos/x/thumb.webp')).toBe(false);
    storage.close();
  });

  it('housekeeping deletes old unused photos from the bucket', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const jpeg = await noisyImage(100, 80).jpeg().toBuffer();
    const photo = dataOf<Photo>(await upload(env.app, tokens.access_token, jpeg), 201);
    const db = env.database.db;
    await db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(photos.id, photo.id));
    const storage = createS3Storage({
      endpoint: s3.url,
      bucket: 'psar-bucket',
      region: 'ap-southeast-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      baseUrl: `${s3.url}/psar-bucket`,
    });
    try {
      expect(await pruneUnusedPhotos({ db, storage, now: Date.now })).toBe(1);
    } finally {
      storage.close();
    }
    for (const url of Object.values(photo.urls)) {
      expect(s3.objects.has(new URL(url).pathname)).toBe(false);
    }
    const deletes = s3.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.every((request) => request.authorization?.startsWith('AWS4-HMAC-SHA256'))).toBe(
      true,
    );
    expect(await db.select().from(photos).where(eq(photos.id, photo.id))).toEqual([]);
  });
});

describe('S3 storage of private files', () => {
  it('reads a private file back with a signed request; the public URL refuses it', async () => {
    const storage = createS3Storage({
      endpoint: s3.url,
      bucket: 'psar-bucket',
      region: 'ap-southeast-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      baseUrl: `${s3.url}/psar-bucket`,
    });
    const key = 'private/chat/7/abc/medium.webp';
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe('webp bytes');
    expect(await storage.get('private/chat/7/none/medium.webp')).toBeNull();
    expect((await fetch(storage.url(key))).status).toBe(403);
    storage.close();
  });
});
