import type { MetaDescriptor } from '@remix-run/node';

/** Title, description and Open Graph tags of a store's page (decided by its loader). */
export function storeMetaDescriptors(meta: {
  title: string;
  description: string;
  url: string;
  siteName: string;
  ogLocale: string;
  image: string | null;
}): MetaDescriptor[] {
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:type', content: 'business.business' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.url },
    { property: 'og:site_name', content: meta.siteName },
    { property: 'og:locale', content: meta.ogLocale },
    ...(meta.image ? [{ property: 'og:image', content: meta.image }] : []),
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
  ];
}
