// @ts-check
/**
 * What the web server accepts as a request body, checked before Remix reads a byte.
 *
 * Undici's `request.formData()` reads a whole body into memory, and anyone may post to a page
 * before signing in: twelve 100 MB posts to /login took the process to its heap limit. So:
 * - a form (every action but the photo uploads) is read here, at most FORM_MAX_BYTES (413 from
 *   its Content-Length, or as soon as more arrives), and must be a form: urlencoded or
 *   multipart that parses (else 415 or 400), or no body at all;
 * - the routes that carry photos stream their body to Remix through a counter that fails past
 *   their own limit (the action answers 413), and a client may have only a few of them at once
 *   (429).
 * The refusals are rendered by the app as translated error pages (`refusalPath`).
 */
import { Transform } from 'node:stream';

/**
 * The photo rules of the post form (`app/features/photo-upload/model/photo-files.ts`, the
 * domain's AD_MAX_PHOTOS; a test holds them equal): 10 MB a photo, 12 an ad (and 12 a post of
 * a store album's form without JavaScript).
 */
export const PHOTO_LIMITS = { photoMaxBytes: 10 * 1024 * 1024, maxPhotos: 12 };

/** A resume's or an application's document (spec §9, the domain's RESUME_LIMITS; a test holds them equal). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The largest form body without photos: far above any of the app's forms (a few kB). */
export const FORM_MAX_BYTES = 64 * 1024;
/** Room for a form's text fields and the multipart headers beside its photos. */
const FORM_TEXT_BYTES = 1024 * 1024;
/** Photo uploads one client (address) may have under way at once. */
export const UPLOADS_PER_CLIENT = 4;
/** A counter's error when a streamed body passes its route's limit (read by the actions). */
export const BODY_TOO_LARGE = 'BODY_TOO_LARGE';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * The byte limit of a route that carries photos, or null for any other route: the post form
 * (every photo of an ad in one no-JavaScript post), the one-photo upload of the JavaScript form,
 * the chat's message box (one photo with a message, ADR 0042), a store album's page (its upload
 * form without JavaScript, ADR 0048) and a store's picture forms (ADR 0046).
 * @param {string} path the URL path, without the query
 * @param {{ photoMaxBytes: number, maxPhotos: number }} photos
 * @returns {number | null}
 */
export function uploadLimitOf(path, { photoMaxBytes, maxPhotos }) {
  if (/^\/api\/_photos(?:\.data)?\/?$/.test(path)) return photoMaxBytes + FORM_TEXT_BYTES;
  if (/^(?:\/(?:en|km))?\/chats(?:\.data)?\/?$/i.test(path)) return photoMaxBytes + FORM_TEXT_BYTES;
  // A store's logo, cover (edit-store) or watermark: one picture a form (ADR 0046).
  if (
    /^(?:\/(?:en|km))?\/me\/store-[1-9][0-9]{0,11}\/settings\/(?:edit-store|watermark)(?:\.data)?\/?$/i.test(
      path,
    )
  )
    return photoMaxBytes + FORM_TEXT_BYTES;
  if (/^(?:\/(?:en|km))?\/post(?:\/[^/]+)?(?:\.data)?\/?$/i.test(path))
    return maxPhotos * photoMaxBytes + FORM_TEXT_BYTES;
  if (/^(?:\/(?:en|km))?\/me\/store-\d+\/photos-\d+(?:\.data)?\/?$/i.test(path))
    return maxPhotos * photoMaxBytes + FORM_TEXT_BYTES;
  // One document (issue 18): the resume's file on `/me/resume`, an application's file on a job
  // ad's page (`/{title}-adid-{id}?apply`).
  if (/^(?:\/(?:en|km))?\/me\/resume(?:\.data)?\/?$/i.test(path))
    return DOCUMENT_MAX_BYTES + FORM_TEXT_BYTES;
  if (/^(?:\/(?:en|km))?\/[^/]*-adid-[1-9][0-9]{0,15}(?:\.data)?\/?$/i.test(path))
    return DOCUMENT_MAX_BYTES + FORM_TEXT_BYTES;
  return null;
}

/**
 * The path of the page that explains a refusal, in the language of the refused request's
 * path (the app's root reads the cookie and the browser's languages for an unprefixed one).
 * @param {string} path
 * @param {number} status
 */
export function refusalPath(path, status) {
  const prefix = /^\/(en|km)(?=[/.?]|$)/i.exec(path)?.[1]?.toLowerCase();
  return `${prefix ? `/${prefix}` : ''}/_request-error/${status}`;
}

/**
 * @typedef {{ status: 400 | 413 | 415 | 429 }} Refusal
 * @typedef {{ status: 0, body?: Buffer, limit?: number, done?: () => void }} Admission
 */

/**
 * @param {{ photoMaxBytes: number, maxPhotos: number, formMaxBytes?: number, uploadsPerClient?: number }} options
 */
export function createRequestGuard(options) {
  const formMaxBytes = options.formMaxBytes ?? FORM_MAX_BYTES;
  const uploadsPerClient = options.uploadsPerClient ?? UPLOADS_PER_CLIENT;
  /** Uploads under way per client address. */
  const uploading = new Map();

  /**
   * Reads a form body of at most `max` bytes: the bytes, or null past the limit (the rest is
   * drained, never kept).
   * @param {import('node:http').IncomingMessage} req
   * @param {number} max
   * @returns {Promise<Buffer | null>}
   */
  function readForm(req, max) {
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      req.on('data', (/** @type {Buffer} */ chunk) => {
        size += chunk.length;
        if (size > max) {
          chunks.length = 0;
          resolve(null);
        } else chunks.push(chunk);
      });
      req.on('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
      req.on('error', reject);
    });
  }

  /**
   * Whether Remix may see the request: a refusal, or the admission with the form's bytes (a
   * form route) or the upload's limit and the callback to call when it is answered.
   * @param {import('node:http').IncomingMessage & { path?: string, ip?: string }} req
   * @returns {Promise<Refusal | Admission>}
   */
  async function admit(req) {
    if (SAFE_METHODS.has(req.method ?? 'GET')) return { status: 0 };
    const type = req.headers['content-type'] ?? '';
    const declared = req.headers['content-length'];
    const length = declared === undefined ? undefined : Number(declared);
    const chunked = /chunked/i.test(req.headers['transfer-encoding'] ?? '');
    const empty = !chunked && (length === undefined || length === 0);
    if (!empty && !FORM_TYPES.test(type)) return { status: 415 };

    const path = req.path ?? new URL(req.url ?? '/', 'http://x').pathname;
    const limit = uploadLimitOf(path, options);
    if (limit !== null) {
      if (length !== undefined && length > limit) return { status: 413 };
      const client = req.ip ?? req.socket.remoteAddress ?? '';
      const under = uploading.get(client) ?? 0;
      if (under >= uploadsPerClient) return { status: 429 };
      uploading.set(client, under + 1);
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        const left = (uploading.get(client) ?? 1) - 1;
        if (left > 0) uploading.set(client, left);
        else uploading.delete(client);
      };
      return { status: 0, limit, done };
    }

    // No body is an empty form; an empty multipart body is not (it has no closing boundary).
    if (empty && !/^multipart\//i.test(type)) return { status: 0, body: Buffer.alloc(0) };
    if (length !== undefined && length > formMaxBytes) return { status: 413 };
    const body = await readForm(req, formMaxBytes);
    if (body === null) return { status: 413 };
    if (/^multipart\//i.test(type)) {
      // A multipart form that does not parse would fail in the action (a 500): refused here.
      try {
        await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
      } catch {
        return { status: 400 };
      }
    }
    return { status: 0, body };
  }

  return { admit };
}

/**
 * The request's body as a stream that fails with BODY_TOO_LARGE past `limit` bytes.
 * @param {import('node:stream').Readable} source
 * @param {number} limit
 */
export function limitedBody(source, limit) {
  let size = 0;
  const counter = new Transform({
    transform(chunk, _encoding, callback) {
      size += chunk.length;
      if (size <= limit) return callback(null, chunk);
      const error = Object.assign(new Error('The request body is too large.'), {
        code: BODY_TOO_LARGE,
      });
      source.unpipe(counter);
      source.resume(); // drained, never kept
      callback(error);
    },
  });
  source.on('error', (error) => counter.destroy(error));
  return source.pipe(counter);
}
