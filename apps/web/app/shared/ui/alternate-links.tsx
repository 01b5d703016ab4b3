import { useLocation, useMatches } from '@remix-run/react';
import { LOCALES, type Locale } from '@repo/domain';
import { localizePath, parseLocalePath } from '@repo/i18n';

/**
 * hreflang alternates for both languages plus x-default (the unprefixed URL, which
 * follows the visitor's choice), and a canonical link to this language's URL. A page whose
 * loader names its `canonicalPath` (unprefixed, e.g. an ad) gets that path without the query.
 */
export function AlternateLinks({ origin, locale }: { origin: string; locale: Locale }) {
  const { pathname, search } = useLocation();
  const leaf = useMatches().at(-1)?.data as { canonicalPath?: unknown } | null | undefined;
  const canonicalPath = typeof leaf?.canonicalPath === 'string' ? leaf.canonicalPath : undefined;
  const params = new URLSearchParams(canonicalPath ? '' : search);
  params.delete('lng');
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const path = canonicalPath ?? parseLocalePath(pathname).path;
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
