import { createCookie } from '@remix-run/node';
import { COOKIE_MAX_AGE, DEFAULT_LOCALE, LOCALES, type Locale } from '@repo/domain';
import { i18nConfig, isLocale, LOCALE_COOKIE, parseLocalePath, resources } from '@repo/i18n';
import { RemixI18Next } from 'remix-i18next/server';

/** The locale cookie (spec §9: 365 days); readable by scripts so the switcher can mirror it. */
export const localeCookie = createCookie(LOCALE_COOKIE, {
  path: '/',
  sameSite: 'lax',
  maxAge: COOKIE_MAX_AGE.locale,
  secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
});

/**
 * Locale order: the /en or /km path prefix, then `?lng=`, then the locale cookie, then
 * Accept-Language, then English (ADR 0004).
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    searchParamKey: 'lng',
    order: ['custom', 'searchParams', 'cookie', 'header'],
    findLocale: async (request) => parseLocalePath(new URL(request.url).pathname).locale,
  },
  i18next: { ...i18nConfig, resources },
});

export async function getLocale(request: Request): Promise<Locale> {
  const locale = await i18nServer.getLocale(request);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
