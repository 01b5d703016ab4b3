import type { MetaDescriptor } from '@remix-run/node';
import type { Locale } from '@repo/domain';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 155;

/**
 * The first `max` characters of a text as one line: whitespace collapsed, cut at the last
 * space before the limit (or at the limit when a word is longer) with an ellipsis.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Everything the ad page's `<head>` says about it, decided by the loader. */
export interface AdMeta {
  title: string;
  description: string;
  /** Absolute URL of the page in this language (canonical, og:url). */
  url: string;
  siteName: string;
  locale: Locale;
  image: { url: string; width: number; height: number } | null;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', km: 'km_KH' };

/** Title, description and Open Graph tags of an ad page. */
export function adMetaDescriptors(meta: AdMeta): MetaDescriptor[] {
  return [
    { title: `${meta.title} | ${meta.siteName}` },
    { name: 'description', content: meta.description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.url },
    { property: 'og:site_name', content: meta.siteName },
    { property: 'og:locale', content: OG_LOCALES[meta.locale] },
    ...(meta.image
      ? [
          { property: 'og:image', content: meta.image.url },
          { property: 'og:image:width', content: String(meta.image.width) },
          { property: 'og:image:height', content: String(meta.image.height) },
        ]
      : []),
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
  ];
}
