// Long on purpose: one algorithm (normalise, segment, tokenise) that writes and queries must share; its word lists are in search-lexicon.ts.
/**
 * Search text (ADR 0012): the one place where ad text and search queries are turned into the
 * words the database indexes and matches, so writes and queries always agree. Khmer is written
 * without spaces between words, so Khmer runs are cut into words with ICU's dictionary
 * (`Intl.Segmenter`); other text is cut on spaces.
 *
 * Runs on every ad write and every search, and may be bundled for the browser: it imports
 * only its word list and builds its segmenter only when first needed.
 */
import { JOINED_NAMES, KHMER_LOANWORDS, SEARCH_PHRASES } from './search-lexicon.ts';
import { khmerWordSegmenter } from './khmer-segmenter.ts';

/**
 * The version of what `searchDocument` writes: ads written by an older one are written again
 * (the API's start-up backfill). 2: Khmer loanwords (`search-lexicon.ts`) and coeng DA folded.
 * 3: the title's own tokens, for ranking by relevance (title before description).
 * 4: more Khmer loanword spellings (`ខុនដូរ`).
 * 5: phrases and places in either script (`SEARCH_PHRASES`: `ប្លង់រឹង` and "hard title" are
 * `hardtitle`), more loanwords (`ព្រីអុស`, `អាផាតមិន`), and a hyphenated word also written
 * joined (`CR-V`: `crv`).
 * 6: the sign u typed for the triisap before an upper vowel (`ម៉ាសុីន` is `ម៉ាស៊ីន`).
 */
export const SEARCH_TEXT_VERSION = 6;

/** Longest token kept (characters); longer ones are cut to this length. */
export const SEARCH_TOKEN_MAX = 64;
/** Most terms a query keeps. */
export const SEARCH_QUERY_TERMS_MAX = 8;
/** Longest compact query kept (characters). */
export const SEARCH_QUERY_COMPACT_MAX = 100;

export interface SearchDocument {
  /** Space-joined tokens of title and description, for `to_tsvector('simple', …)`. */
  tokens: string;
  /** The normalized title without spaces, for trigram substring matches. */
  title: string;
  /** Space-joined tokens of the title alone: a word found there ranks first (relevance). */
  titleTokens: string;
}

export interface SearchQuery {
  terms: string[];
  compact: string;
}

/** Zero-width space, non-joiner, joiner, word joiner, byte-order mark and soft hyphen. */
const ZERO_WIDTH = /\u00AD|\u200B|\u200C|\u200D|\u2060|\uFEFF/g;
const LATIN_ACCENTS = /[\u0300-\u036F]/g;
const COENG_RUN = /\u17D2{2,}/g;
/** Subscript DA (្ដ) and subscript TA (្ត) look alike and are typed for each other. */
const COENG_DA = /\u17D2\u178A/g;
/**
 * The sign u (ុ) before a vowel above the letter (ិ ី ឹ ឺ ើ): how the triisap (៊) is drawn
 * there, so people type ម៉ាសុីន for ម៉ាស៊ីន ("machine"). A syllable has one vowel: ុ with one of
 * these is always the triisap.
 */
const U_FOR_TRIISAP = /\u17BB(?=[\u17B7-\u17BA\u17BE])/g;
const KHMER_DIGIT = /[\u17E0-\u17E9]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{Nd}]+/gu;
const NON_ASCII = /[\u0080-\uFFFF]/;
const KHMER = /[\u1780-\u17FF]/;
const KHMER_OR_OTHER_RUN = /[\u1780-\u17FF]+|[^\u1780-\u17FF]+/g;
const LETTERS_OR_DIGITS = /[\p{L}\p{M}]+|\p{Nd}+/gu;

/** Characters of a query read at most: far more than 8 terms and 100 compact characters need. */
const QUERY_READ_MAX = 1024;
/** Khmer runs up to this length have their words remembered (ICU segmenting is the slow part). */
const KHMER_RUN_MEMO_LENGTH = 128;
const KHMER_RUN_MEMO_SIZE = 2048;

const khmerRunWords = new Map<string, readonly string[]>();

function* segmentKhmer(run: string): Generator<string> {
  for (const segment of khmerWordSegmenter().segment(run)) {
    if (segment.isWordLike) yield segment.segment;
  }
}

/**
 * The words of a run of Khmer letters, by the Khmer word dictionary. Ads and queries repeat
 * the same phrases, so the words of short runs are remembered (the oldest forgotten first).
 */
function khmerWords(run: string): Iterable<string> {
  if (run.length > KHMER_RUN_MEMO_LENGTH) return segmentKhmer(run);
  let found = khmerRunWords.get(run);
  if (found === undefined) {
    found = [...segmentKhmer(run)];
    if (khmerRunWords.size >= KHMER_RUN_MEMO_SIZE) {
      khmerRunWords.delete(khmerRunWords.keys().next().value as string);
    }
    khmerRunWords.set(run, found);
  }
  return found;
}

/** The first `max` characters (code points, so no surrogate pair is cut in half). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/**
 * Text folded for search: NFKC, lower case, Latin accents dropped, zero-width characters and
 * soft hyphens removed (ICU finds the words again), repeated coeng collapsed, subscript DA
 * written as subscript TA, the sign u before an upper vowel written as the triisap it stands
 * for, Khmer digits made Latin, and every run of anything but letters,
 * marks and digits made one space.
 */
export function normalizeSearchText(text: string): string {
  let folded = text.replace(ZERO_WIDTH, '').normalize('NFKC').toLowerCase();
  if (NON_ASCII.test(folded)) {
    folded = folded
      .normalize('NFD')
      .replace(LATIN_ACCENTS, '')
      .normalize('NFC')
      .replace(COENG_RUN, '\u17D2')
      .replace(COENG_DA, '\u17D2\u178F')
      .replace(U_FOR_TRIISAP, '\u17CA')
      .replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0));
  }
  return folded.replace(NOT_WORD, ' ').trim();
}

/**
 * How a Khmer loanword is kept: an ad keeps the Khmer name and the Latin word (so both find
 * it); a query asks for the Latin word alone (which ads in either script now have).
 */
type LoanwordMode = 'document' | 'query';

/**
 * The Khmer names with a Latin word (KHMER_LOANWORDS, and the Khmer spellings of
 * SEARCH_PHRASES), normalized, to that word.
 */
const LOANWORD_LATIN = new Map([
  ...Object.entries(KHMER_LOANWORDS).map(([khmer, latin]) => [normalizeSearchText(khmer), latin]),
  ...Object.entries(SEARCH_PHRASES).flatMap(([word, spellings]) =>
    spellings
      .filter((spelling) => KHMER.test(spelling))
      .map((khmer) => [normalizeSearchText(khmer), word]),
  ),
] as [string, string][]);
/** The loanwords, longest first, so a longer name wins over one it contains. */
const LOANWORDS = new RegExp(
  [...LOANWORD_LATIN.keys()].sort((a, b) => b.length - a.length).join('|'),
  'g',
);

/** The Latin spellings of SEARCH_PHRASES as their words, to the phrase's one word. */
const PHRASE_OF = new Map(
  Object.entries(SEARCH_PHRASES).flatMap(([word, spellings]) =>
    spellings
      .filter((spelling) => !KHMER.test(spelling))
      .map((latin) => [normalizeSearchText(latin), word] as const),
  ),
);
/** The most words a Latin spelling of SEARCH_PHRASES has. */
const PHRASE_WORDS_MAX = Math.max(1, ...[...PHRASE_OF.keys()].map((key) => key.split(' ').length));

/** The phrase (SEARCH_PHRASES) that the last words of `recent` spell, if any. */
function phraseEnding(recent: readonly string[]): string | undefined {
  for (let length = Math.min(PHRASE_WORDS_MAX, recent.length); length >= 1; length -= 1) {
    const word = PHRASE_OF.get(recent.slice(-length).join(' '));
    if (word !== undefined) return word;
  }
  return undefined;
}

/** The words of a Khmer run: its loanwords as `mode` says, the rest by the dictionary. */
function* khmerRunTokens(run: string, mode: LoanwordMode): Generator<string> {
  let from = 0;
  for (const match of run.matchAll(LOANWORDS)) {
    if (match.index > from) yield* khmerWords(run.slice(from, match.index));
    if (mode === 'document') yield match[0];
    yield LOANWORD_LATIN.get(match[0])!;
    from = match.index + match[0].length;
  }
  if (from < run.length) yield* khmerWords(from === 0 ? run : run.slice(from));
}

/**
 * The words of already normalized text, in order, repeats included. In a document, Latin
 * words that spell a phrase of SEARCH_PHRASES also give its word, after them (a query's terms
 * are joined instead: `joinNames`).
 */
function* words(normalized: string, mode: LoanwordMode): Generator<string> {
  if (normalized === '') return;
  /** The last Latin words, for phrases (Khmer between them ends a phrase). */
  const recent: string[] = [];
  for (const chunk of normalized.split(' ')) {
    if (!KHMER.test(chunk)) {
      yield* withParts(chunk, mode);
      recent.push(chunk);
      if (recent.length > PHRASE_WORDS_MAX) recent.shift();
      const phrase = mode === 'document' ? phraseEnding(recent) : undefined;
      if (phrase !== undefined && phrase !== chunk) yield phrase;
      continue;
    }
    recent.length = 0;
    for (const run of chunk.match(KHMER_OR_OTHER_RUN) ?? []) {
      if (KHMER.test(run)) {
        yield* khmerRunTokens(run, mode);
      } else {
        yield* withParts(run, mode);
      }
    }
  }
}

/**
 * A non-Khmer word, then in a document (when it mixes letters and digits) its letter and digit
 * parts. A query asks the word alone: an ad with the word has its parts too, so asking them as
 * well finds no other ad, and costs the search index a prefix read each (`10` of `10x30`).
 */
function* withParts(word: string, mode: LoanwordMode): Generator<string> {
  yield word;
  if (mode === 'query') return;
  const parts = word.match(LETTERS_OR_DIGITS);
  if (parts && parts.length > 1) yield* parts;
}

/** Distinct tokens of normalized text, in order of first appearance, at most `limit` of them. */
function collect(
  normalized: string,
  into: Set<string>,
  mode: LoanwordMode,
  limit = Infinity,
): Set<string> {
  if (into.size >= limit) return into;
  for (const word of words(normalized, mode)) {
    into.add(cut(word, SEARCH_TOKEN_MAX));
    if (into.size >= limit) break;
  }
  return into;
}

/**
 * The words of a text: Khmer runs cut with the Khmer word dictionary, other text on spaces;
 * `iphone13` also gives `iphone` and `13`. Distinct, in order, each at most 64 characters.
 */
export function searchTokens(text: string): string[] {
  return [...collect(normalizeSearchText(text), new Set(), 'document')];
}

/** Latin words and numbers joined by hyphens (`CR-V`, `Wi-Fi`, `D-Max`). */
const HYPHENATED = /[a-z0-9]+(?:[-\u2010\u2011][a-z0-9]+)+/g;

/**
 * The tokens of a text, and each hyphenated word also joined (`CR-V` also gives `crv`, as
 * people type it): a document's, never a query's (`honda-dream` asks both words).
 */
function documentTokens(text: string, into: Set<string>): Set<string> {
  collect(normalizeSearchText(text), into, 'document');
  const folded = text.normalize('NFKC').toLowerCase();
  for (const [word] of folded.matchAll(HYPHENATED)) {
    into.add(cut(word.replace(/[-\u2010\u2011]/g, ''), SEARCH_TOKEN_MAX));
  }
  return into;
}

/** What an ad stores for search: its tokens and its compact title. */
export function searchDocument({
  title,
  description,
}: {
  title: string;
  description: string;
}): SearchDocument {
  const normalizedTitle = normalizeSearchText(title);
  const titleTokens = [...documentTokens(title, new Set())];
  const tokens = documentTokens(description, new Set(titleTokens));
  return {
    tokens: [...tokens].join(' '),
    title: normalizedTitle.replaceAll(' ', ''),
    titleTokens: titleTokens.join(' '),
  };
}

/**
 * `i`, `phone` → `iphone`: neighbouring terms that make a name of JOINED_NAMES, as one; and
 * terms that spell a phrase of SEARCH_PHRASES (`hard`, `title`) as its word (`hardtitle`).
 */
function joinNames(terms: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < terms.length; index += 1) {
    const phrase = phraseStarting(terms, index);
    if (phrase) {
      joined.push(phrase.word);
      index += phrase.length - 1;
      continue;
    }
    const pair = `${terms[index]}${terms[index + 1] ?? ''}`;
    if (index + 1 < terms.length && JOINED_NAMES.has(pair)) {
      joined.push(pair);
      index += 1;
    } else {
      joined.push(terms[index]!);
    }
  }
  return [...new Set(joined)];
}

/** The longest phrase of SEARCH_PHRASES that the terms from `index` spell, if any. */
function phraseStarting(
  terms: readonly string[],
  index: number,
): { word: string; length: number } | undefined {
  const most = Math.min(PHRASE_WORDS_MAX, terms.length - index);
  for (let length = most; length >= 1; length -= 1) {
    const word = PHRASE_OF.get(terms.slice(index, index + length).join(' '));
    if (word !== undefined) return { word, length };
  }
  return undefined;
}

/**
 * A keyword query: its first 8 tokens and its compact form (normalized, without spaces, at most
 * 100 characters); null when nothing searchable is left. Only the first 1,024 characters are
 * read and only as much is cut into words as the 8 terms need, so a huge query costs little.
 */
export function searchQuery(q: string): SearchQuery | null {
  const normalized = normalizeSearchText(q.slice(0, QUERY_READ_MAX));
  const terms = joinNames([...collect(normalized, new Set(), 'query', SEARCH_QUERY_TERMS_MAX)]);
  const compact = cut(normalized.replaceAll(' ', ''), SEARCH_QUERY_COMPACT_MAX);
  if (terms.length === 0 || compact === '') return null;
  return { terms, compact };
}
