// @ts-check
/**
 * What the web server writes to its log about a request that failed.
 *
 * A client's mistake (4xx: a post to a page without a form, OPTIONS, a GET of a route that only
 * takes posts, a body that is not a form) is expected: any visitor can send as many as they like.
 * It is one short line, `[web] 405 POST /login: no action at this address`, so that nobody can
 * fill the log with stacks and real errors stay easy to find. Only a server error (5xx) carries
 * its stack.
 *
 * Used by the Express server (server.js) and by Remix's `handleError` (app/entry.server.tsx).
 */
import { STATUS_CODES } from 'node:http';

/** The longest path a line keeps (a visitor chooses the path). */
const PATH_MAX = 160;

/**
 * Text a visitor chose, made safe for one log line: printable ASCII only, at most `max` characters.
 * @param {string} text
 * @param {number} max
 */
function printable(text, max) {
  const clean = text.replace(/[^\x20-\x7e]/g, (char) => encodeURIComponent(char));
  return clean.length > max ? `${clean.slice(0, max)}...` : clean;
}

/**
 * The path of a request URL without its query (which may carry a search or a code).
 * @param {string} url a path with an optional query, or an absolute URL
 */
export function pathOf(url) {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/**
 * The one line of a client error: status, method, path and the reason.
 * @param {{ method: string, url: string, status: number, reason?: string }} failure
 */
export function clientErrorLine({ method, url, status, reason }) {
  const why = reason || STATUS_CODES[status] || 'client error';
  return `[web] ${status} ${printable(method, 16)} ${printable(pathOf(url), PATH_MAX)}: ${why}`;
}

/**
 * Logs a failed request: a client error (below 500) as one line on stderr, a server error with
 * its stack.
 * @param {{ method: string, url: string, status: number, reason?: string, error?: unknown }} failure
 */
export function logFailedRequest(failure) {
  if (failure.status < 500) {
    console.warn(clientErrorLine(failure));
    return;
  }
  const { method, url, status, error } = failure;
  console.error(
    `[web] ${status} ${printable(method, 16)} ${printable(pathOf(url), PATH_MAX)}:`,
    error ?? STATUS_CODES[status],
  );
}

/**
 * The reason of an error response Remix makes itself (its router's 400, 404 and 405), in a few
 * words: the router's message names the route and repeats the address.
 * @param {{ status: number, statusText?: string, error?: unknown }} response
 */
export function remixReason(response) {
  const message = response.error instanceof Error ? response.error.message : '';
  if (/`action`/.test(message)) return 'no action at this address';
  if (/`loader`/.test(message)) return 'no loader at this address';
  if (/^Invalid request method/.test(message)) return 'method not allowed';
  if (/^No route matches/.test(message)) return 'no route';
  return response.statusText || STATUS_CODES[response.status] || 'client error';
}
