/**
 * Top-level path segments the app uses or may use. `/{username}` shares the root with
 * them, so no username may equal one of these (compared case-insensitively).
 */
export const RESERVED_PATHS = [
  'en',
  'km',
  'me',
  'search',
  'search-result',
  'all-ads',
  'login',
  'logout',
  'register',
  'auth',
  'forgot-password',
  'feedback',
  'contact-us',
  'safety-tips',
  'posting-rule',
  'privacy-policy',
  'insights',
  'notifications',
  'orders',
  'post',
  'chats',
  'unsubscribe',
  'checkout',
  'premium-account',
  'premium-store',
  'premium-ads',
  'color-mode',
  'api',
  'assets',
  'builds',
  'docs',
  'health',
  'admin',
  'dev',
  'help',
  'about',
  'terms',
  'store',
  'stores',
  'jobs',
  'ads',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
] as const;

const reserved = new Set<string>(RESERVED_PATHS);

/**
 * True when a username would shadow a route: a reserved segment, or one of the
 * root-level patterns (`c-…`, `all-ads-in-…`, `…-adid-…`).
 */
export function isReservedUsername(username: string): boolean {
  const name = username.toLowerCase();
  return (
    reserved.has(name) ||
    name.startsWith('c-') ||
    name.startsWith('all-ads-in-') ||
    name.includes('-adid-')
  );
}
