/**
 * A URL slug from Latin text: accents removed, lower case, words joined by hyphens.
 * Characters outside a–z and 0–9 (Khmer included) are dropped, so callers that may
 * receive only Khmer text must supply a fallback.
 */
export function slugify(text: string, fallback = ''): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
