import { DEFAULT_LOCALE, LOCALES, type Locale } from '@repo/domain';
import { i18nConfig, isLocale, LOCALE_COOKIE, parseLocalePath, resources } from '@repo/i18n';
import { RemixI18Next } from 'remix-i18next/server';
import { readCookie } from '~/shared/lib/cookies.ts';

/**
 * The locale a request asks for, before Accept-Language: the /en or /km path
 * prefix, then `?lng=`, then the plain `locale` cookie (ADR 0004).
 */
export function requestedLocale(request: Request): Locale | null {
  const url = new URL(request.url);
  const fromPath = parseLocalePath(url.pathname).locale;
  if (fromPath) return fromPath;
  const fromQuery = url.searchParams.get('lng');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  return isLocale(fromCookie) ? fromCookie : null;
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ['custom', 'header'],
    findLocale: async (request) => requestedLocale(request),
  },
  i18next: { ...i18nConfig, resources },
});

/** Path prefix, `?lng=`, locale cookie, Accept-Language, then English. */
export async function getLocale(request: Request): Promise<Locale> {
  const locale = await i18nServer.getLocale(request);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
