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
import { contentSecurityPolicy } from '~/shared/lib/content-security-policy.server.ts';
import { NonceContext } from '~/shared/lib/nonce.ts';

export const streamTimeout = 5_000;

/**
 * Errors of loaders and actions are logged, except what the client got wrong (a 4xx such as
 * a post to a page without a form, 405) and requests the client gave up on.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
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
