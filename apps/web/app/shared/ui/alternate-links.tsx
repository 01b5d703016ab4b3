import { useLocation } from '@remix-run/react';
import { LOCALES, type Locale } from '@repo/domain';
import { localizePath, parseLocalePath } from '@repo/i18n';

/**
 * hreflang alternates for both languages plus x-default (the unprefixed URL, which
 * follows the visitor's choice), and a canonical link to this language's URL.
 */
export function AlternateLinks({ origin, locale }: { origin: string; locale: Locale }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('lng');
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const { path } = parseLocalePath(pathname);
  const href = (target?: Locale) =>
    `${origin}${target ? localizePath(path, target) : path}${query}`;
  return (
    <>
      <link rel="canonical" href={href(locale)} />
      {LOCALES.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={href(target)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href()} />
    </>
  );
}
