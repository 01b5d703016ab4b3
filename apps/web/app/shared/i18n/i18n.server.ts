import { DEFAULT_LOCALE, LOCALES, type Locale } from '@repo/domain';
import { i18nConfig, isLocale, LOCALE_COOKIE, parseLocalePath, resources } from '@repo/i18n';
import { createInstance, type i18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

const instances = new Map<Locale, i18n>();

/**
 * One initialised i18next instance per locale, shared by all requests: resources are
 * static and no request changes the language of an instance, so building one per
 * request (as remix-i18next's getFixedT does) is wasted work on every page.
 */
export function serverI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance
      .use(initReactI18next)
      .init({ ...i18nConfig, lng: locale, resources, initImmediate: false });
    instances.set(locale, instance);
  }
  return instance;
}

/** The translate function for a request's locale. */
export async function getT(request: Request): Promise<TFunction> {
  const locale = await getLocale(request);
  return serverI18n(locale).getFixedT(locale);
}
