import { DEFAULT_LOCALE, LOCALES } from '@repo/domain';
import { en } from './catalogs/en.ts';
import { km } from './catalogs/km.ts';

export const DEFAULT_NAMESPACE = 'common';

/** i18next settings shared by the server (remix-i18next) and the browser. */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: DEFAULT_NAMESPACE,
  ns: [DEFAULT_NAMESPACE],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

/** All catalogs, for the server; the browser receives only the current locale's. */
export const resources = {
  en: { [DEFAULT_NAMESPACE]: en },
  km: { [DEFAULT_NAMESPACE]: km },
} as const;
