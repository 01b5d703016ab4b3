import { Readable } from 'node:stream';
import { AD_MAX_PHOTOS, RESUME_LIMITS } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../app/features/photo-upload/model/photo-files.ts';
import {
  createRequestGuard,
  DOCUMENT_MAX_BYTES,
  FORM_MAX_BYTES,
  limitedBody,
  PHOTO_LIMITS,
  refusalPath,
  uploadLimitOf,
  UPLOADS_PER_CLIENT,
} from './request-guard.js';

/** A request as Express hands it over: a readable body with headers. */
function incoming(method: string, path: string, headers: Record<string, string>, body = '') {
  const req = Readable.from(body ? [Buffer.from(body)] : []) as Readable & Record<string, unknown>;
  Object.assign(req, { method, url: path, path, headers, ip: '203.0.113.9', socket: {} });
  return req as never;
}

const guard = () => createRequestGuard(PHOTO_LIMITS);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('request guard', () => {
  it('holds the post form photo rules', () => {
    expect(PHOTO_LIMITS).toEqual({ photoMaxBytes: PHOTO_MAX_BYTES, maxPhotos: AD_MAX_PHOTOS });
    expect(uploadLimitOf('/km/post/12', PHOTO_LIMITS)).toBeGreaterThan(
      AD_MAX_PHOTOS * PHOTO_MAX_BYTES,
    );
    expect(uploadLimitOf('/api/_photos', PHOTO_LIMITS)).toBeLessThan(2 * PHOTO_MAX_BYTES);
    // The chat's message box takes one photo (ADR 0042), in each language and as a fetcher.
    for (const path of ['/chats', '/km/chats', '/en/chats.data'])
      expect(uploadLimitOf(path, PHOTO_LIMITS)).toBeLessThan(2 * PHOTO_MAX_BYTES);
    expect(uploadLimitOf('/chats/other', PHOTO_LIMITS)).toBeNull();
    // A store album's page takes as many photos as the post form without JavaScript (ADR 0048).
    for (const path of ['/me/store-7/photos-12', '/km/me/store-7/photos-12.data'])
      expect(uploadLimitOf(path, PHOTO_LIMITS)).toBeGreaterThan(AD_MAX_PHOTOS * PHOTO_MAX_BYTES);
    expect(uploadLimitOf('/me/store-7/photos', PHOTO_LIMITS)).toBeNull();
    // A resume's file and an application's file on a job ad's page (issue 18): one document.
    expect(DOCUMENT_MAX_BYTES).toBe(RESUME_LIMITS.attachmentMaxBytes);
    for (const path of ['/me/resume', '/km/me/resume.data', '/en/sales-clerk-adid-42'])
      expect(uploadLimitOf(path, PHOTO_LIMITS)).toBeGreaterThan(DOCUMENT_MAX_BYTES);
    for (const path of ['/me/resume/view', '/sales-clerk-adid-0', '/c-jobs'])
      expect(uploadLimitOf(path, PHOTO_LIMITS)).toBeNull();
    // A store's logo, cover and watermark forms take one picture (ADR 0046).
    for (const path of [
      '/me/store-7/settings/edit-store',
      '/km/me/store-7/settings/watermark',
      '/en/me/store-12/settings/watermark.data',
    ])
      expect(uploadLimitOf(path, PHOTO_LIMITS)).toBeLessThan(2 * PHOTO_MAX_BYTES);
    expect(uploadLimitOf('/me/store-7/settings/business-hours', PHOTO_LIMITS)).toBeNull();
    expect(uploadLimitOf('/login', PHOTO_LIMITS)).toBeNull();
    expect(uploadLimitOf('/posting-rule', PHOTO_LIMITS)).toBeNull();
  });

  it('reads a form, refuses a larger one, a body that is not a form and a broken multipart', async () => {
    const admitted = await guard().admit(
      incoming('POST', '/login', { ...form, 'content-length': '7' }, 'login=1'),
    );
    expect(admitted).toMatchObject({ status: 0 });
    expect(String((admitted as { body: Buffer }).body)).toBe('login=1');
    const large = 'a'.repeat(FORM_MAX_BYTES + 1);
    const chunked = { ...form, 'transfer-encoding': 'chunked' };
    expect(await guard().admit(incoming('POST', '/login', chunked, large))).toEqual({
      status: 413,
    });
    expect(
      await guard().admit(incoming('POST', '/login', { ...form, 'content-length': '99999999' })),
    ).toEqual({ status: 413 });
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    expect(await guard().admit(incoming('POST', '/login', json, '{}'))).toEqual({ status: 415 });
    const broken = { 'content-type': 'multipart/form-data; boundary=b', 'content-length': '9' };
    expect(await guard().admit(incoming('POST', '/login', broken, '--b\r\nxx'))).toEqual({
      status: 400,
    });
    // A multipart form without a body has no closing boundary: it would fail in the action.
    const emptyMultipart = { 'content-type': 'multipart/form-data; boundary=b' };
    expect(await guard().admit(incoming('POST', '/login', emptyMultipart))).toEqual({
      status: 400,
    });
    // No body at all (a logout, a beacon) is fine; a GET is never read.
    expect(await guard().admit(incoming('POST', '/logout', {}))).toMatchObject({ status: 0 });
    expect(await guard().admit(incoming('GET', '/', json, '{}'))).toEqual({ status: 0 });
  });

  it('lets a client have a few uploads at once, then 429 until one is answered', async () => {
    const uploads = guard();
    const multipart = { 'content-type': 'multipart/form-data; boundary=b' };
    const under = [];
    for (let i = 0; i < UPLOADS_PER_CLIENT; i += 1)
      under.push(await uploads.admit(incoming('POST', '/api/_photos', multipart)));
    expect(under.every((admitted) => admitted.status === 0)).toBe(true);
    expect(await uploads.admit(incoming('POST', '/api/_photos', multipart))).toEqual({
      status: 429,
    });
    (under[0] as { done: () => void }).done();
    expect(await uploads.admit(incoming('POST', '/post', multipart))).toMatchObject({ status: 0 });
  });

  it('streams an upload through its limit, failing past it', async () => {
    const chunks: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of limitedBody(
          Readable.from([Buffer.alloc(60), Buffer.alloc(60)]),
          100,
        ))
          chunks.push(chunk as Buffer);
      })(),
    ).rejects.toMatchObject({ code: 'BODY_TOO_LARGE' });
    expect(Buffer.concat(chunks).length).toBeLessThanOrEqual(100);
  });

  it('explains a refusal in the language of the refused path', () => {
    expect(refusalPath('/km/login', 413)).toBe('/km/_request-error/413');
    expect(refusalPath('/en.data', 415)).toBe('/en/_request-error/415');
    expect(refusalPath('/login', 400)).toBe('/_request-error/400');
    expect(refusalPath('/kmer', 400)).toBe('/_request-error/400');
  });
});
