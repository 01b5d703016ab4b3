export { en } from './catalogs/en.ts';
export type { Catalog } from './catalogs/en.ts';
export { km } from './catalogs/km.ts';
export { DEFAULT_NAMESPACE, i18nConfig, resources } from './config.ts';
export {
  LOCALE_COOKIE,
  isLocale,
  parseLocalePath,
  localizePath,
  localeFromAcceptLanguage,
  localeTag,
} from './locale.ts';
export {
  toKhmerDigits,
  formatCount,
  formatPrice,
  formatDate,
  formatDayMonth,
  formatMonth,
  formatTime,
  phnomPenhDay,
} from './format.ts';
export { contentEn } from './content/en.ts';
export { contentKm } from './content/km.ts';
export type { ContentPage, ContentPages, ContentSection } from './content/types.ts';
