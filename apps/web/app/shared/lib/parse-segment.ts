import { isReservedUsername } from '@repo/domain';

/** The root-level URL patterns of spec §2 that share the first path segment. */
export type Segment =
  | { kind: 'category'; slug: string }
  | { kind: 'location'; slug: string }
  | { kind: 'ad'; titleSlug: string; id: string }
  | { kind: 'profile'; username: string }
  | { kind: 'invalid' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const USERNAME = /^[a-z0-9](?:[a-z0-9._-]{1,28}[a-z0-9])?$/i;

export function parseSegment(segment: string): Segment {
  if (segment.startsWith('all-ads-in-')) {
    const slug = segment.slice('all-ads-in-'.length);
    return SLUG.test(slug) ? { kind: 'location', slug } : { kind: 'invalid' };
  }
  if (segment.startsWith('c-')) {
    const slug = segment.slice(2);
    return SLUG.test(slug) ? { kind: 'category', slug } : { kind: 'invalid' };
  }
  const ad = /^(.*)-adid-(\d{1,12})$/.exec(segment);
  if (ad) return { kind: 'ad', titleSlug: ad[1] ?? '', id: ad[2] ?? '' };
  if (USERNAME.test(segment) && !isReservedUsername(segment))
    return { kind: 'profile', username: segment };
  return { kind: 'invalid' };
}
