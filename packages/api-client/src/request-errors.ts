import { apiErrorSchema } from '@repo/domain';
import { isHTTPError, isTimeoutError } from 'ky';
import { AppError, NO_STATUS, isAppError, statusTextOf } from './errors.ts';

/**
 * What went wrong with a request, as the one error type the client throws: the API's error
 * body when it sent one, else the status line, a timeout, an abort or a network failure.
 */

export function describeIssues(error: unknown): { path: string; message: string }[] | undefined {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return undefined;
  const { issues } = error as { issues: unknown };
  if (!Array.isArray(issues)) return undefined;
  return issues.map((issue: { path?: readonly PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: issue.message ?? '',
  }));
}

export function invalidResponse(
  message: string,
  url: string,
  extra: object = {},
  cause?: unknown,
): AppError {
  return new AppError({
    statusCode: 502,
    statusMessage: statusTextOf(502),
    message,
    data: { code: 'INVALID_RESPONSE', message, url, ...extra },
    cause,
  });
}

/** The AppError for an HTTP error response: the API's error body when it has one. */
async function fromErrorResponse(response: Response, cause: unknown): Promise<AppError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // the body could not be read: fall back to the status line
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Only the status fields are checked, so an error code newer than this client still counts.
  // The HTTP status always wins: a proxy's 502 carrying an upstream 404 body stays a 502.
  const status = apiErrorSchema.pick({ statusCode: true, statusMessage: true }).safeParse(parsed);
  if (status.success && status.data.statusCode === response.status) {
    const { data } = parsed as { data?: unknown };
    return new AppError({ ...status.data, data: data ?? null, cause });
  }
  return new AppError({
    statusCode: response.status,
    statusMessage: response.statusText || statusTextOf(response.status),
    data: text === '' ? null : text,
    cause,
  });
}

/** Turns whatever a request threw into an AppError. */
export async function toAppError(error: unknown, url: string): Promise<AppError> {
  if (isAppError(error)) return error;
  if (isHTTPError(error)) return fromErrorResponse(error.response, error);
  if (isTimeoutError(error)) {
    return new AppError({
      statusCode: NO_STATUS,
      statusMessage: 'Timeout',
      data: { code: 'TIMEOUT', message: `No response within the timeout: ${url}`, url },
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new AppError({
      statusCode: NO_STATUS,
      statusMessage: 'Aborted',
      data: { code: 'ABORTED', message: `The request was aborted: ${url}`, url },
      cause: error,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError({
    statusCode: NO_STATUS,
    statusMessage: 'Network Error',
    data: { code: 'NETWORK_ERROR', message: `${reason}: ${url}`, url },
    cause: error,
  });
}
