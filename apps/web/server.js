// The web server: Remix behind Express, serving the built app (or Vite in --dev).
import { STATUS_CODES } from 'node:http';
// The Express adapter's own request and response converters (exported by its server module).
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import { createReadableStreamFromReadable, createRequestHandler } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { chatSocketProxy } from './server/chat-socket-proxy.js';
import { memberPagesHandler } from './server/member-pages.js';
import { cachedHandler, createPageCache } from './server/page-cache.js';
import {
  createRequestGuard,
  limitedBody,
  PHOTO_LIMITS,
  refusalPath,
} from './server/request-guard.js';
import { knownMethodsOnly, sameOriginOnly } from './server/request-filters.js';
import { logFailedRequest } from './server/request-log.js';
import { newNonce, securityHeaders } from './server/security-headers.js';
import { visitorCookies } from './server/visitor-cookies.js';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const secureCookies =
  !dev && process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true';

if (!dev) process.env.NODE_ENV ??= 'production';

const vite = dev
  ? await import('vite').then(({ createServer }) =>
      createServer({ server: { middlewareMode: true } }),
    )
  : undefined;

const { deviceIdFor, rememberLocale } = visitorCookies({ secure: secureCookies });

const app = express();
app.disable('x-powered-by');
// Behind a reverse proxy or load balancer set TRUST_PROXY (e.g. "loopback" or the proxy's
// address) so req.ip is the visitor's address, which the API's rate limits rely on.
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY);
app.use(securityHeaders({ hsts: secureCookies }));
app.use(compression());
app.use(knownMethodsOnly);
app.use(sameOriginOnly(process.env.PUBLIC_URL?.replace(/\/$/, '')));

if (vite) {
  app.use(vite.middlewares);
} else {
  // Hashed build assets never change: cache them for a year.
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h' }));
}

/** The built app; a setting it refuses (env.server.ts) stops the start with its message alone. */
async function loadBuild() {
  try {
    return await import('./build/server/index.js');
  } catch (error) {
    if (error instanceof Error && error.name === 'ServerEnvError') {
      console.error(`[web] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const build = vite ? () => vite.ssrLoadModule('virtual:remix/server-build') : await loadBuild();

// The id of the build this server runs; open tabs compare theirs with it (spec §7, §9).
if (!vite) {
  app.get('/builds/latest.json', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ id: build.assets.version });
  });
}

// Development pages (/dev/outbox) only when DEV_ROUTES is set, and only for this machine.
const devRoutes = process.env.DEV_ROUTES === 'true' || process.env.DEV_ROUTES === '1';
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

const getLoadContext = (req, res) => {
  // Once per request, however many handlers ask (the member pages', then the page cache's).
  if (res.locals.loadContext) return res.locals.loadContext;
  rememberLocale(req, res);
  return (res.locals.loadContext = {
    deviceId: deviceIdFor(req, res),
    clientIp: req.ip ?? req.socket.remoteAddress ?? '',
    nonce: newNonce(),
    devRoutes:
      devRoutes &&
      LOOPBACK.test(req.socket.remoteAddress ?? '') &&
      LOOPBACK.test(req.ip ?? req.socket.remoteAddress ?? ''),
  });
};

const handle = createRequestHandler(build, dev ? 'development' : 'production');

/**
 * The Fetch request Remix sees. Its body is the one the guard admitted: a form's bytes, read
 * already, or a photo upload's stream through its limit. (The adapter's own request would read
 * `req` itself: it is given the request as a GET, and the body is added here.)
 */
function toRequest(req, res) {
  const request = createRemixRequest(Object.create(req, { method: { value: 'GET' } }), res);
  if (req.method === 'GET' || req.method === 'HEAD') return request;
  const admitted = res.locals.admitted;
  const body = admitted?.body
    ? new Uint8Array(admitted.body)
    : admitted?.limit
      ? createReadableStreamFromReadable(limitedBody(req, admitted.limit))
      : undefined;
  // No body at all (a logout, a beacon) is an empty form, whatever type it named: the actions
  // read it as one (read as a form without a form's type, it threw: a 500 with its stack).
  const type = request.headers.get('content-type') ?? '';
  if (admitted?.body?.length === 0 && !/^application\/x-www-form-urlencoded\b/i.test(type))
    request.headers.set('content-type', 'application/x-www-form-urlencoded');
  return new Request(request.url, {
    method: req.method,
    headers: request.headers,
    signal: request.signal,
    ...(body ? { body, duplex: 'half' } : {}),
  });
}

const REFUSED_BODY_DRAIN = 1024 * 1024;

/** Why the guard refuses a body, by the status it answers (one line in the log). */
const REFUSALS = {
  400: 'form body does not parse',
  413: 'body too large',
  415: 'body is not a form',
  429: 'too many uploads at once',
};

/** Answers a refused request with the app's translated error page for its status. */
async function refuse(req, res, status, reason = REFUSALS[status]) {
  logFailedRequest({ method: req.method, url: req.originalUrl, status, reason });
  const own = `${req.protocol}://${req.get('host')}`;
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    if (req.headers[name]) headers.set(name, String(req.headers[name]));
  }
  const page = await handle(
    new Request(new URL(refusalPath(req.path, status), own), { headers }),
    getLoadContext(req, res),
  );
  // The rest of a refused body is read and dropped, so that the client sees the answer, up to
  // REFUSED_BODY_DRAIN bytes; past that the connection is closed.
  let drained = 0;
  req.on('data', (chunk) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN) req.socket.destroy();
  });
  req.resume();
  if (Number(req.headers['content-length'] ?? 0) > REFUSED_BODY_DRAIN)
    res.set('Connection', 'close');
  await sendRemixResponse(res, page);
}

// Bodies are bounded before Remix reads them: forms are read here (small), photo uploads are
// streamed through their limit, a few at a time per client (server/request-guard.js).
const guard = createRequestGuard(PHOTO_LIMITS);
app.use(async (req, res, next) => {
  try {
    const admitted = await guard.admit(req);
    if (admitted.status !== 0) return await refuse(req, res, admitted.status);
    res.locals.admitted = admitted;
    if (admitted.done) res.on('close', admitted.done);
    next();
  } catch (error) {
    next(error);
  }
});

// Pages every visitor without an account sees alike are shared for the few seconds their route
// allows (ADR 0011); PAGE_CACHE_SECONDS=0 (read by the routes) turns it off. A member's copy of
// the home page or a listing is that page's one member template, filled in (ADR 0025).
const pageCache = createPageCache();
app.get(
  '*',
  memberPagesHandler({
    cache: pageCache,
    handle,
    toRequest,
    getLoadContext,
    personalize: async () =>
      (typeof build === 'function' ? await build() : build).entry.module.personalizePage,
  }),
);
app.all(
  '*',
  cachedHandler({
    cache: pageCache,
    handle,
    toRequest,
    send: sendRemixResponse,
    getLoadContext,
  }),
);

// A path Express cannot decode (`/en/%E0%A4%A`) is a 400 page in the visitor's language, not
// the bare "Bad Request" of Express's default handler.
app.use(async (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = error?.status ?? error?.statusCode;
  if (status === 400 || status === 413 || status === 415) {
    try {
      const reason = error instanceof URIError ? 'path does not decode' : STATUS_CODES[status];
      return await refuse(req, res, status, reason);
    } catch (failure) {
      return next(failure);
    }
  }
  next(error);
});

// The last answer to an error: logged as any other failed request (Express's own handler
// printed every error's stack, a client's too), then a bare status.
app.use((error, req, res, _next) => {
  const declared = Number(error?.status ?? error?.statusCode);
  const status = declared >= 400 && declared < 600 ? declared : 500;
  logFailedRequest({ method: req.method, url: req.originalUrl, status, error });
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res
    .status(status)
    .type('text/plain')
    .send(`${status} ${STATUS_CODES[status] ?? 'Error'}`);
});

const server = app.listen(port, host, () => {
  console.log(`[web] Psar is running at http://${host}:${port}`);
});

// The chat socket: `/_chat/socket` upgraded and piped to the API's with the session's token
// (server/chat-socket-proxy.js, ADR 0038). In --dev, Vite's own socket uses another port.
const builtEntry = (typeof build === 'function' ? await build() : build).entry.module;
const chatSockets = chatSocketProxy({
  apiBase: builtEntry.apiBases.api,
  publicOrigin: process.env.PUBLIC_URL?.replace(/\/$/, ''),
  trustProxy: Boolean(process.env.TRUST_PROXY),
});
server.on('upgrade', chatSockets.onUpgrade);

// Finish in-flight requests, then exit (lets profilers and process managers see a clean exit).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    chatSockets.closeAll();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3_000).unref();
  });
}
