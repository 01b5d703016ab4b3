import { DEFAULT_LOCALE, LOCALES } from '@repo/domain';
import { en } from './catalogs/en.ts';
import { km } from './catalogs/km.ts';
import { toKhmerDigits } from './format.ts';

/**
 * Every interpolated value passes here (`alwaysFormat`): a number in a Khmer sentence is
 * written in Khmer digits ("រូបថត ០ ក្នុងចំណោម ១២"), as a Cambodian writes it. Text values
 * (prices and counts already formatted, names, titles) are left as they are.
 */
function formatValue(value: unknown, _format: string | undefined, lng: string | undefined): string {
  // Typed as i18next wants it; a value that is not a string is made one by i18next after this.
  return (
    lng === 'km' && typeof value === 'number' ? toKhmerDigits(String(value)) : value
  ) as string;
}

export const DEFAULT_NAMESPACE = 'common';

/** i18next settings shared by the server (remix-i18next) and the browser. */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: DEFAULT_NAMESPACE,
  ns: [DEFAULT_NAMESPACE],
  interpolation: { escapeValue: false, alwaysFormat: true, format: formatValue },
  react: { useSuspense: false },
} as const;

/** All catalogs, for the server; the browser receives only the current locale's. */
export const resources = {
  en: { [DEFAULT_NAMESPACE]: en },
  km: { [DEFAULT_NAMESPACE]: km },
} as const;
