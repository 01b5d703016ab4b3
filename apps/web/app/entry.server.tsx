import { PassThrough } from 'node:stream';
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
} from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { getLocale, serverI18n } from '~/shared/i18n/i18n.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { contentSecurityPolicy } from '~/shared/lib/content-security-policy.server.ts';
import { NonceContext } from '~/shared/lib/nonce.ts';
import { logFailedRequest, remixReason } from '../server/request-log.js';

export const streamTimeout = 5_000;

/** Remix's warning for a `?_data` request: any visitor may send them, and they are answered. */
const DATA_REQUEST_WARNING = /^Warning: Single fetch-enabled apps should not be making \?_data/;

/**
 * Errors of loaders and actions, and the error responses Remix makes itself (a post to a page
 * without a form or OPTIONS: 405; a GET of a route that only takes posts: 400), are logged
 *: what the client got wrong in one line, without a stack (the router's own error
 * inside the response has one), a server error with its stack. Requests the client gave up on
 * are not logged.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Error && DATA_REQUEST_WARNING.test(error.message)) return;
  const { method, url } = request;
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    logFailedRequest(
      error.status < 500
        ? { method, url, status: error.status, reason: remixReason(error) }
        : { method, url, status: error.status, error: inner ?? error },
    );
    return;
  }
  logFailedRequest({ method, url, status: 500, error });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = serverI18n(await getLocale(request));
  const nonce = loadContext.nonce;
  const policy = contentSecurityPolicy(nonce);
  // With the page: the shared page cache serves the two together.
  if (policy) responseHeaders.set('Content-Security-Policy', policy);

  // Bots get the whole document at once; people get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={streamTimeout}
            nonce={nonce}
          />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A member's copy of a shared page (ADR 0025), for the web server (server/member-pages.js). */
export { personalizePage } from './member-pages.server.ts';

/** The API's bases, from the checked settings: server.js proxies the chat socket to `api`. */
export const apiBases = serverEnv.apiBases;
