import { DEFAULT_NAMESPACE } from '@repo/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Makes i18next use the page's locale and catalog. Runs during render so the first
 * paint after hydration is already translated.
 */
export function useCatalog(locale: string, messages: Record<string, unknown>): void {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(locale, DEFAULT_NAMESPACE)) {
    i18n.addResourceBundle(locale, DEFAULT_NAMESPACE, messages, true, true);
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}
