import { slugify } from '@repo/domain';

/**
 * The title part of an ad's address (`/{title}-adid-{id}`): the title's Latin letters and
 * digits as a slug; a title with none (a Khmer-only title) gives `ad`.
 */
export function adSlug(title: string): string {
  return slugify(title, 'ad');
}

/** The canonical, unprefixed path of an ad's page; prefix it with `localizePath` for /en or /km. */
export function adPath(ad: { id: string; title: string }): string {
  return `/${adSlug(ad.title)}-adid-${ad.id}`;
}
