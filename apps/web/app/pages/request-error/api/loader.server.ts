import type { LoaderFunctionArgs } from '@remix-run/node';
import { STATUS_CODES } from 'node:http';

/** The statuses the web server refuses a request with before Remix reads it (server.js). */
const REFUSALS = new Set([400, 413, 415, 429]);

/**
 * `/_request-error/{status}`: the page the web server renders when it refuses a request
 * (a body too large, not a form, a malformed address): the root error boundary shows it
 * translated, with that status. Any other status is a 404.
 */
export function loader({ params }: LoaderFunctionArgs): never {
  const status = Number(params.status);
  if (!REFUSALS.has(status)) throw new Response(null, { status: 404, statusText: 'Not Found' });
  throw new Response(null, { status, statusText: STATUS_CODES[status] });
}
