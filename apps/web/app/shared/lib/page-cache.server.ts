import type { HeadersFunction } from '@remix-run/node';
import { serverEnv } from '../config/env.server.ts';

/**
 * Cache-Control for the short-lived shared cache of anonymous pages (ADR 0011). A page opts in
 * with `sharedPageHeaders()` from its loader and `pageHeaders` as its route's `headers`; the
 * root marks every answer that is this visitor's own (a session, a toast, missing data) with
 * `PRIVATE_PAGE`, which wins over any child's opt-in. The web server's cache (server/page-cache.js)
 * keeps only answers marked public, for anonymous requests, for their s-maxage.
 */
export const PRIVATE_PAGE = 'private, no-cache';

/** Headers for a page every anonymous visitor sees alike, for PAGE_CACHE_SECONDS (0: none). */
export function sharedPageHeaders(seconds = serverEnv.pageCacheSeconds): Record<string, string> {
  if (seconds <= 0) return {};
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${seconds}`,
    // The page's language and colour come from cookies or Accept-Language.
    Vary: 'Cookie, Accept-Language',
  };
}

/** A route's `headers`: the parent's private mark if any, else the loader's Cache-Control and Vary. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  const parent = parentHeaders.get('Cache-Control');
  if (parent) {
    headers.set('Cache-Control', parent);
    return headers;
  }
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
