import { logFailedRequest } from './request-log.js';

/**
 * The host Remix compares a post's Origin with (its own check throws, a 500, when they differ):
 * the first X-Forwarded-Host, else Host.
 */
function remixHost(req) {
  return req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host');
}

function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * State changes only from our own pages: a POST (PUT, PATCH, DELETE) whose Origin is
 * another site, or that the browser marks cross-site, is refused with 403 before any
 * action runs (architecture: "state changes only on POST with an Origin check").
 * `publicOrigin` is PUBLIC_URL, the site's address behind a proxy.
 */
export function sameOriginOnly(publicOrigin) {
  return (req, res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    const own = `${req.protocol}://${req.get('host')}`;
    const crossSite =
      origin !== undefined
        ? (origin !== own && origin !== publicOrigin) || hostOf(origin) !== remixHost(req)
        : req.get('sec-fetch-site') === 'cross-site';
    if (!crossSite) return next();
    logFailedRequest({
      method: req.method,
      url: req.originalUrl,
      status: 403,
      reason: 'sent from another site',
    });
    res.status(403).type('text/plain').send('403 Forbidden: this form was sent from another site.');
  };
}

/**
 * The methods a page may be asked with. Any other (TRACE, PROPFIND...) is answered 405 here: the
 * Fetch request Remix reads cannot carry some of them (TRACE threw, a 500 with its stack).
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function knownMethodsOnly(req, res, next) {
  if (METHODS.has(req.method)) return next();
  logFailedRequest({
    method: req.method,
    url: req.originalUrl,
    status: 405,
    reason: 'method not allowed',
  });
  res.status(405).set('Allow', 'GET, HEAD, POST').type('text/plain').send('405 Method Not Allowed');
}
