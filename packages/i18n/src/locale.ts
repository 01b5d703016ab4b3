import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, type Locale } from '@repo/domain';

export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Splits a path into its locale prefix and the rest (spec §2: every route exists
 * unprefixed, under /en and under /km).
 */
export function parseLocalePath(pathname: string): { locale: Locale | null; path: string } {
  // Route matching ignores case, so /KM is Khmer too.
  const match = /^\/(en|km)(?=\/|$)/i.exec(pathname);
  if (!match) return { locale: null, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1]!.toLowerCase() as Locale, path: rest === '' ? '/' : rest };
}

/** The path under the given locale's prefix. */
export function localizePath(pathname: string, locale: Locale): string {
  const { path } = parseLocalePath(pathname);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The best supported locale from an Accept-Language header, or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

export function localeTag(locale: Locale): string {
  return LOCALE_TAGS[locale] ?? LOCALE_TAGS[DEFAULT_LOCALE];
}
