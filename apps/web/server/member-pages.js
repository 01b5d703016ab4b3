// @ts-check
/**
 * Member pages from one render (ADR 0025), in front of the visitors' page cache.
 *
 * The home page, the listings and an ad's page look the same to every member but for their
 * name in the header and their likes and saves (of the ad, of the cards). Rendering each member's copy took a full
 * React render and every API call again (48 pages a second against 3,580 for the same bytes
 * served bare). Here the page is rendered once, as a template with tokens where those parts go
 * (`memberTemplate` in the load context, which no request can set), and kept like a visitor's
 * page for the seconds the route allows; each member's copy is the template filled in with two
 * small API calls (who they are, which of the page's ads they liked and saved).
 *
 * Only GETs of the pages in SHARED_MEMBER_PAGES, with an access token and no cookie other than
 * the session's and those the visitors' cache keys on (a toast, a sign-in in progress: rendered
 * for the member). A hard reload, a token the API refuses (renewed by a render), a template
 * that may not be shared (the API was down): the member's page is rendered as before.
 */
import { pageCacheKey } from './page-cache.js';

const SESSION_COOKIES = new Set(['access_token', 'refresh_token']);

/**
 * The pages members share: home, every listing, an ad's page (`/{title}-adid-{id}`); with or
 * without the language prefix.
 */
const SHARED_MEMBER_PAGES =
  /^\/(?:(?:en|km)(?:\/|$))?(?:all-ads(?:-in-[^/?]+)?|c-[^/?]+|search-result|[^/?]*-adid-\d{1,18})?(?:\?|$)/i;

/** @param {string | string[] | undefined} value */
const single = (value) => (Array.isArray(value) ? value.join('; ') : (value ?? ''));

/**
 * The cookie header without the session's cookies, and whether it had an access token.
 * @param {string} header
 */
function withoutSession(header) {
  let token = false;
  const kept = [];
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const name = pair.slice(0, Math.max(0, pair.indexOf('=')));
    if (SESSION_COOKIES.has(name)) {
      if (name === 'access_token' && pair.length > name.length + 1) token = true;
      continue;
    }
    kept.push(pair);
  }
  return { cookie: kept.join('; '), token };
}

/**
 * The cache key of the template a member's request is answered from, or null when the page is
 * to be rendered for them.
 * @param {string} method
 * @param {string} url the path and query, as requested
 * @param {import('./page-cache.js').RequestHeaders} headers
 * @returns {string | null}
 */
export function memberPageKey(method, url, headers) {
  if (method !== 'GET' || !SHARED_MEMBER_PAGES.test(url)) return null;
  if (/no-cache/i.test(single(headers['cache-control']))) return null;
  const { cookie, token } = withoutSession(single(headers.cookie));
  if (!token) return null;
  const key = pageCacheKey(method, url, { ...headers, cookie });
  return key === null ? null : `${key}\nmember`;
}

/**
 * @param {{
 *   cache: ReturnType<typeof import('./page-cache.js').createPageCache>,
 *   handle: (request: Request, context: any) => Promise<Response>,
 *   toRequest: (req: import('express').Request, res: import('express').Response) => Request,
 *   getLoadContext: (req: import('express').Request, res: import('express').Response) => any,
 *   personalize: () => Promise<(request: Request, context: any, template: string) => Promise<string | null>>,
 * }} options
 * @returns {import('express').RequestHandler}
 */
export function memberPagesHandler({ cache, handle, toRequest, getLoadContext, personalize }) {
  return async (req, res, next) => {
    const key = memberPageKey(req.method, req.originalUrl, req.headers);
    if (key === null) return next();
    try {
      const context = getLoadContext(req, res);
      const request = toRequest(req, res);
      let entry = cache.get(key);
      if (!entry) {
        // The template: the request without the session, rendered as nobody in particular.
        const headers = new Headers(request.headers);
        const { cookie } = withoutSession(headers.get('cookie') ?? '');
        if (cookie) headers.set('cookie', cookie);
        else headers.delete('cookie');
        const render = async () =>
          cache.put(
            key,
            await handle(new Request(request.url, { headers, signal: request.signal }), {
              ...context,
              memberTemplate: true,
            }),
          );
        entry = (await cache.shared(key, render).entry.catch(() => null)) ?? undefined;
      }
      if (!entry) return next();
      const body = await (await personalize())(request, context, entry.body.toString('utf8'));
      if (body === null) return next();
      res.status(entry.status);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      // The member's copy is theirs alone.
      res.set('Cache-Control', 'private, no-cache');
      res.set('X-Page-Cache', 'member');
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}
