import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A response body serialised once and reused, with its entity tag. */
export interface CachedBody {
  body: string;
  etag: string;
}

export function serialise(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends a pre-serialised JSON body, or 304 when the client already has it. */
export function sendCachedBody(
  reply: FastifyReply,
  cached: CachedBody,
  ifNoneMatch: string | undefined,
  maxAgeSeconds = 60,
) {
  reply.header('etag', cached.etag).header('cache-control', `public, max-age=${maxAgeSeconds}`);
  if (ifNoneMatch === cached.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
