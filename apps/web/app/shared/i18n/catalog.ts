import type { Catalog } from '@repo/i18n';

/**
 * The page's catalog in the browser (ADR 0020): a script of its own per language, cached by
 * the browser for as long as the build lives, instead of a copy in every page's data.
 */
export function loadCatalog(locale: string): Promise<Catalog> {
  return locale === 'km'
    ? import('@repo/i18n/catalogs/km').then((module) => module.km)
    : import('@repo/i18n/catalogs/en').then((module) => module.en);
}
