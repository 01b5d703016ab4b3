import { STATUS_CODES } from 'node:http';
import type { ErrorCode, FieldIssue } from '@repo/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
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
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.extra));
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
    reply
      .code(404)
      .send(
        errorBody(
          404,
          'ROUTE_NOT_FOUND',
          `No route for ${request.method} ${request.url.split('?')[0]}`,
        ),
      );
  });
}
