import { DEFAULT_NAMESPACE } from '@repo/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCatalog } from './catalog.ts';

/**
 * Makes i18next use the page's locale. The first page's catalog is loaded before hydration
 * (entry.client.tsx); a later page in another language (a `?lng=` link) loads its catalog
 * here, then switches. The language switch reloads the document, so it never waits.
 */
export function useCatalog(locale: string): void {
  const { i18n } = useTranslation();
  const ready = i18n.hasResourceBundle(locale, DEFAULT_NAMESPACE);
  if (ready && i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    if (i18n.hasResourceBundle(locale, DEFAULT_NAMESPACE)) {
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      return;
    }
    void loadCatalog(locale).then((messages) => {
      i18n.addResourceBundle(locale, DEFAULT_NAMESPACE, messages, true, true);
      void i18n.changeLanguage(locale);
    });
  }, [i18n, locale]);
}
