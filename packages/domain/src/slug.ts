import { khmerWordSegmenter } from './khmer-segmenter.ts';

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

const KHMER_OR_OTHER = /[\u1780-\u17FF\u19E0-\u19FF]+|[^\u1780-\u17FF\u19E0-\u19FF]+/gu;
// Code point ranges of letters, signs and digits, not characters that combine in the class.
// eslint-disable-next-line no-misleading-character-class
const KHMER_WORD = /^[\u1780-\u17D3\u17DC\u17DD\u17E0-\u17E9\u19E0-\u19FF]+$/u;
/** A title's address holds its first words only: readable, and short once percent-encoded. */
const TITLE_SLUG_WORDS = 8;
const TITLE_SLUG_CHARS = 60;

/**
 * A URL slug from a title in English or Khmer (ADR 0017): Latin words as `slugify` writes
 * them, Khmer words kept in Khmer script (browsers show them; the wire carries them
 * percent-encoded), words joined by hyphens. Khmer writes no spaces between words, so its
 * words are cut by `Intl.Segmenter`; Khmer punctuation (។ ៖) and signs are dropped. At most
 * 8 words and 60 characters; `fallback` when nothing is left.
 */
export function titleSlug(text: string, fallback = ''): string {
  const words: string[] = [];
  for (const run of text.normalize('NFC').match(KHMER_OR_OTHER) ?? []) {
    if (/^[\u1780-\u17FF\u19E0-\u19FF]/u.test(run)) {
      for (const { segment } of khmerWordSegmenter().segment(run))
        if (KHMER_WORD.test(segment)) words.push(segment);
    } else {
      words.push(...slugify(run).split('-').filter(Boolean));
    }
  }
  let slug = '';
  for (const word of words.slice(0, TITLE_SLUG_WORDS)) {
    const next = slug ? `${slug}-${word}` : word;
    if ([...next].length > TITLE_SLUG_CHARS) break;
    slug = next;
  }
  return slug || fallback;
}
