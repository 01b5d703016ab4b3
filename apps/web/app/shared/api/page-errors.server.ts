import { isAppError } from '@repo/api-client';

/**
 * Turns an API failure into the response a page should throw: 404 stays 404; no
 * answer, timeouts and 5xx become 503 so the page says the service is unavailable
 * instead of crashing.
 */
export function pageErrorFrom(error: unknown): Response {
  if (isAppError(error) && error.statusCode === 404)
    return new Response(null, { status: 404, statusText: 'Not Found' });
  const status = isAppError(error) && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 503;
  return new Response(null, {
    status,
    statusText: status === 503 ? 'Service Unavailable' : 'Bad Request',
  });
}

export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}
