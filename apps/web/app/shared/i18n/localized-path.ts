import { useLocation } from '@remix-run/react';
import { localizePath, parseLocalePath } from '@repo/i18n';

/**
 * Builds links that keep the page's URL form: on /km and /en pages they carry the
 * prefix, on unprefixed pages (language from the cookie) they stay unprefixed.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { locale } = parseLocalePath(pathname);
  return (path) => (locale ? localizePath(path, locale) : path);
}
