import { deviceIdSchema, HEADERS } from '@repo/domain';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    deviceId: string;
  }
}

/**
 * Every call under the product bases carries a `Device-Id` header (spec §7), unknown
 * routes included; /docs and /health stay open.
 */
export function requireDeviceId(app: FastifyInstance, basePaths: string[]): void {
  // Match on the decoded path, as the router does: `/%61pi/...` is `/api/...`.
  const underBase = (url: string) => {
    const rawPath = url.split('?')[0] ?? '';
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      path = rawPath;
    }
    return basePaths.some((base) => path === base || path.startsWith(`${base}/`));
  };
  app.decorateRequest('deviceId', '');
  app.addHook('onRequest', async (request, reply) => {
    if (!underBase(request.url)) return;
    const raw = request.headers[HEADERS.deviceId.toLowerCase()];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) {
      return reply
        .code(400)
        .send(errorBody(400, 'DEVICE_ID_REQUIRED', `The ${HEADERS.deviceId} header is required.`));
    }
    if (!deviceIdSchema.safeParse(value).success) {
      return reply
        .code(400)
        .send(
          errorBody(
            400,
            'DEVICE_ID_INVALID',
            `The ${HEADERS.deviceId} header must be 8–128 letters, digits or . _ : - characters.`,
          ),
        );
    }
    request.deviceId = value;
  });
}
