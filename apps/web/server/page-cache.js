// @ts-check
/**
 * A short-lived shared cache of anonymous pages (ADR 0011), in the web server's memory.
 *
 * A page every visitor without an account sees alike (an ad, a category, the home page) is
 * rendered once and served from memory to the next visitors for a few seconds: the route opts
 * in by answering `Cache-Control: public, s-maxage=N`, as it would for a CDN, and this cache
 * honours it. Only requests that cannot be told apart are shared:
 * - GET only, never a form post, a HEAD or anything else;
 * - cookies limited to `device_id` (not part of the page), `locale` and `colorMode` (part of
 *   the key); any other cookie (a session, a toast, a sign-in in progress) renders the page;
 * - the key is the host the page was asked of (with X-Forwarded-Host and -Proto: the page's
 *   canonical and Open Graph addresses come from it unless PUBLIC_URL is set, so one visitor's
 *   forged Host must never reach the others), the path and query, those two cookies and, when
 *   neither the path prefix nor the cookie chooses the language, the Accept-Language header;
 * - only a 200 that sets no cookie is kept, for at most its s-maxage (and MAX_TTL_SECONDS).
 * Visitors asking for the same page while it renders share that render. A hard reload
 * (`Cache-Control: no-cache`) renders afresh and refreshes the entry.
 */

/** Cookies an anonymous page may see: the device id is not part of the page, the others are. */
// Cookies no server render reads: the device id, and the header's badge counts (issue 16),
// which the browser draws after hydration.
const HARMLESS_COOKIES = new Set(['device_id', 'badges']);
const KEYED_COOKIES = ['locale', 'colorMode'];
const MAX_TTL_SECONDS = 60;
const MAX_KEY_PART = 256;
/** Response headers that belong to one answer, not to the stored page. */
const NOT_STORED = new Set([
  'set-cookie',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * @typedef {{ status: number, headers: [string, string][], body: Buffer, storedAt: number, expiresAt: number }} PageEntry
 * @typedef {{ cookie?: string | string[], 'accept-language'?: string | string[], 'cache-control'?: string | string[], host?: string | string[], 'x-forwarded-host'?: string | string[], 'x-forwarded-proto'?: string | string[] }} RequestHeaders
 */

/** @param {string | string[] | undefined} value */
const single = (value) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * The cache key of a request whose answer may be shared, or null when it must be rendered for
 * this visitor alone.
 * @param {string} method
 * @param {string} url the path and query, as requested
 * @param {RequestHeaders} headers
 * @returns {string | null}
 */
export function pageCacheKey(method, url, headers) {
  if (method !== 'GET' || url.length > 2048) return null;
  /** @type {Record<string, string>} */
  const keyed = {};
  for (const part of single(headers.cookie).split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    if (HARMLESS_COOKIES.has(name)) continue;
    if (!KEYED_COOKIES.includes(name) || value.length > MAX_KEY_PART) return null;
    keyed[name] = value;
  }
  const prefixed = /^\/(?:en|km)(?:[/?.]|$)/i.test(url);
  let language = '';
  if (!prefixed && !keyed.locale) {
    language = single(headers['accept-language']).trim().toLowerCase();
    if (language.length > MAX_KEY_PART) return null;
  }
  const origin = ['host', 'x-forwarded-host', 'x-forwarded-proto'].map((name) =>
    single(headers[/** @type {'host'} */ (name)]).toLowerCase(),
  );
  if (origin.some((part) => part.length > MAX_KEY_PART)) return null;
  return [...origin, url, ...KEYED_COOKIES.map((name) => keyed[name] ?? ''), language].join('\n');
}

/**
 * The seconds a response may be shared, per its Cache-Control (`public` and `s-maxage`), or 0.
 * @param {Response} response
 */
export function sharedSeconds(response) {
  if (response.status !== 200 || response.headers.has('set-cookie')) return 0;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  const directives = control.split(',').map((directive) => directive.trim());
  if (!directives.includes('public')) return 0;
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = maxAge ? Number(maxAge.slice('s-maxage='.length)) : 0;
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, MAX_TTL_SECONDS) : 0;
}

/**
 * @param {{ maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache(options = {}) {
  const { maxEntries = 2_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = options;
  /** @type {Map<string, PageEntry>} */
  const entries = new Map();
  /** @type {Map<string, Promise<PageEntry | null>>} */
  const rendering = new Map();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  return {
    /**
     * A fresh entry for the key, if any.
     * @param {string} key
     * @returns {PageEntry | undefined}
     */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry;
      drop(key);
      return undefined;
    },

    /**
     * Reads the response; keeps it when it may be shared. Answers the entry (kept or not) or,
     * when the response is not to be shared, null (the caller sends the response itself).
     * @param {string} key
     * @param {Response} response
     * @returns {Promise<PageEntry | null>}
     */
    async put(key, response) {
      const seconds = sharedSeconds(response);
      if (seconds === 0) return null;
      const body = Buffer.from(await response.arrayBuffer());
      /** @type {[string, string][]} */
      const headers = [];
      for (const [name, value] of response.headers) {
        if (!NOT_STORED.has(name.toLowerCase())) headers.push([name, value]);
      }
      const time = now();
      const entry = {
        status: 200,
        headers,
        body,
        storedAt: time,
        expiresAt: time + seconds * 1000,
      };
      if (body.length > maxBytes / 8) return entry; // served, never kept: one page must not fill it
      drop(key);
      entries.set(key, entry);
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return entry;
    },

    /**
     * Shares one render between the visitors asking for the same key at once: the first runs
     * `render`, the others wait for its entry (null when it was not to be shared).
     * @param {string} key
     * @param {() => Promise<PageEntry | null>} render
     */
    shared(key, render) {
      const pending = rendering.get(key);
      if (pending) return { leader: false, entry: pending };
      const entry = render().finally(() => rendering.delete(key));
      rendering.set(key, entry);
      return { leader: true, entry };
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * The page cache in front of a Web-fetch request handler (Remix's), for Express.
 * @param {{
 *   cache: ReturnType<typeof createPageCache>,
 *   handle: (request: Request, context: unknown) => Promise<Response>,
 *   toRequest: (req: import('express').Request, res: import('express').Response) => Request,
 *   send: (res: import('express').Response, response: Response) => Promise<void>,
 *   getLoadContext: (req: import('express').Request, res: import('express').Response) => unknown,
 * }} options
 * @returns {import('express').RequestHandler}
 */
export function cachedHandler({ cache, handle, toRequest, send, getLoadContext }) {
  /**
   * @param {import('express').Response} res
   * @param {PageEntry} entry
   * @param {'hit' | 'miss'} state
   */
  function sendEntry(res, entry, state) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.set('Age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    res.set('X-Page-Cache', state);
    res.end(entry.body);
  }

  return async (req, res, next) => {
    try {
      const context = getLoadContext(req, res);
      const key = pageCacheKey(req.method, req.originalUrl, req.headers);
      if (key === null) return await send(res, await handle(toRequest(req, res), context));

      const hardReload = /no-cache/i.test(single(req.headers['cache-control']));
      const hit = hardReload ? undefined : cache.get(key);
      if (hit) return sendEntry(res, hit, 'hit');

      /** @type {Response | undefined} */
      let own;
      const render = async () => {
        own = await handle(toRequest(req, res), context);
        return cache.put(key, own);
      };
      const { leader, entry } = hardReload
        ? { leader: true, entry: render() }
        : cache.shared(key, render);
      // A render that failed is the leader's error; the visitors waiting for it render their own.
      const shared = leader ? await entry : await entry.catch(() => null);
      if (shared) return sendEntry(res, shared, leader ? 'miss' : 'hit');
      // Not to be shared: the leader sends its own answer, the others render theirs.
      return await send(res, own ?? (await handle(toRequest(req, res), context)));
    } catch (error) {
      next(error);
    }
  };
}
