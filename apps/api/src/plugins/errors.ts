import { STATUS_CODES } from 'node:http';
import type { ErrorCode, FieldIssue } from '@repo/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a handler throws on purpose: its status, code and message reach the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** PostgreSQL class 22 "data exception" (invalid text representation, NUL byte, bad encoding…). */
function isDataException(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Fastify's own routing errors (bad percent-encoding, over-long params) answered in
 * our shape; pass as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The request path is not valid percent-encoding.'
      : error.message;
  reply.code(status).send(errorBody(status, codeForStatus(status), message));
}

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return {
    statusCode,
    statusMessage: STATUS_CODES[statusCode] ?? 'Error',
    data: { code, message, ...extra },
  };
}

/** Fastify's own 4xx error codes mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/**
 * One error shape for every failure: `{ statusCode, statusMessage, data: { code, message } }`.
 * 4xx carry a machine-readable code (and field issues for validation); 5xx are logged
 * in full and answered with a generic message, never a stack or SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        path: [
          error.validationContext,
          ...String(issue.instancePath).split('/').filter(Boolean),
        ].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .code(400)
        .send(errorBody(400, 'VALIDATION_FAILED', 'The request has invalid fields.', { issues }));
    }
    if (error instanceof HttpError) {
      // Limits say when to come back in the body (`retry_after`, seconds) and in the standard header.
      if (typeof error.extra.retry_after === 'number') {
        reply.header('retry-after', String(error.extra.retry_after));
      }
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.extra));
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value (e.g. a NUL byte or an invalid encoding): the input is bad, not the server.
      return reply
        .code(400)
        .send(
          errorBody(
            400,
            'BAD_REQUEST',
            'The request contains characters or values that cannot be stored.',
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? codeForStatus(status);
      return reply.code(status).send(errorBody(status, code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(500, 'INTERNAL_ERROR', 'Something went wrong. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(routeNotFound(request));
  });
}

/** The answer for an address no route serves (or one that pretends not to exist). */
export function routeNotFound(request: { method: string; url: string }) {
  return errorBody(
    404,
    'ROUTE_NOT_FOUND',
    `No route for ${request.method} ${request.url.split('?')[0]}`,
  );
}
