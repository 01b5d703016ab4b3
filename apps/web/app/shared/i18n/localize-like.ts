import { localizePath, parseLocalePath } from '@repo/i18n';

/** `path` in the same language form as the request (prefixed /en, /km, or not). */
export function localizeLike(request: Request, path: string): string {
  const { locale } = parseLocalePath(new URL(request.url).pathname);
  return locale ? localizePath(path, locale) : path;
}
