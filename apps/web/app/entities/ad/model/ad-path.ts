import { titleSlug } from '@repo/domain';

/**
 * The title part of an ad's address (`/{title}-adid-{id}`): the title's words, Latin or Khmer
 * (ADR 0017); a title with none gives `ad`.
 */
export function adSlug(title: string): string {
  return titleSlug(title, 'ad');
}

/**
 * The canonical, unprefixed path of an ad's page, as people read it (Khmer words unencoded);
 * prefix it with `localizePath` for /en or /km, and `encodeURI` it for a Location header.
 */
export function adPath(ad: { id: string; title: string }): string {
  return `/${adSlug(ad.title)}-adid-${ad.id}`;
}
