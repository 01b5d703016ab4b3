import { DEFAULT_LOCALE, type Locale } from '@repo/domain';
import { isLocale } from '@repo/i18n';
import { useRouteLoaderData } from '@remix-run/react';

/** The page's locale, as the root loader decided it. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<{ locale?: string }>('root');
  return isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE;
}
