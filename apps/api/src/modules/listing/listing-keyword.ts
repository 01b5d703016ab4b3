import { and, or, sql, type SQL } from 'drizzle-orm';
import { ads } from '../../db/schema.ts';
import { escapeLike } from '../../db/sql.ts';
import type { ListingFilter } from './listing-filter.ts';

/**
 * A keyword's condition (ADR 0012, ADR 0018): its terms as one question to the search index
 * (`search_vector`), and the compact title where words may be cut otherwise.
 */

/** A tsquery word, quoted (never parsed as an operator). */
function quotedWord(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * A term (or a similar word) as tsquery alternatives: the words of ads it begins when they are
 * known, else the term prefix-matched from 2 characters.
 */
function tsAlternatives(word: string, words: ReadonlyMap<string, readonly string[]>): string[] {
  const known = words.get(word);
  if (known) return known.map(quotedWord);
  return [[...word].length >= 2 ? `${quotedWord(word)}:*` : quotedWord(word)];
}

/**
 * A synonym (a term's word in the other language, ADR 0018) as a tsquery alternative: a whole
 * word, asked exactly (`bed` is not "bedrooms"); a Khmer one as the words it begins, since the
 * dictionary may join it to the next word.
 */
function synonymAlternative(word: string): string {
  return KHMER.test(word) ? `${quotedWord(word)}:*` : quotedWord(word);
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
}

/**
 * Whether a keyword query is also looked for in the compact title (`search_title`): when it
 * has Khmer, whose words the dictionary may cut otherwise in the title than in the query (a
 * Khmer word inside a longer one), or a word joining letters and digits (`iphone13` is in
 * `iPhone 13 Pro`). Other words are looked for as the start of the ads' words only (`cat` is
 * not looked for inside `education`). Not when `title` is false: the words alone match many
 * ads (`titleSearched`).
 */
export function searchesTitle(
  text: Pick<NonNullable<ListingFilter['text']>, 'terms' | 'compact' | 'title'>,
) {
  return (
    text.title !== false &&
    [...text.compact].length >= 3 &&
    text.terms.some((term) => KHMER.test(term) || (/\p{L}/u.test(term) && /\p{N}/u.test(term)))
  );
}

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/u;

/**
 * Terms are typed by visitors: they are looked up in Maps only (a plain object answers
 * `constructor` and `__proto__` with its prototype's members).
 */
export const NONE: ReadonlyMap<string, never> = new Map<string, never>();

/**
 * The keyword's condition: one question to the search index (every term: one of its words, or
 * of its similar words, or its categories' ads; `termQuery`), or the compact title. `bands`
 * (sort band words, e.g. `#p84`; see `listAdsByBands`): only ads in those bands, asked together
 * with the words, so that the index reads the words' ads in those bands alone.
 */
export function textCondition(
  text: NonNullable<ListingFilter['text']>,
  bands?: readonly string[],
): SQL {
  const inBands = bands?.length ? bands.map(quotedWord).join(' | ') : undefined;
  const matches: SQL[] = [];
  const words = wordsQuery(text);
  // A term no ad has a word (or category) of: only the title can match.
  if (words) {
    const query = inBands ? sql`(${words} && ${inBands}::tsquery)` : words;
    matches.push(sql`${ads.searchVector} @@ ${query}`);
  }
  // Or the query is part of the compact title.
  if (searchesTitle(text)) {
    const contains = sql`${ads.searchTitle} like ${`%${escapeLike(text.compact)}%`}`;
    // In Khmer, only where a syllable ends after it (ការ៉េ does not hold ការ): the regular
    // expression checks what the trigram index found.
    const inTitle = KHMER.test(text.compact)
      ? sql`(${contains} and ${ads.searchTitle} ~ ${`${escapeRegex(text.compact)}(?![\u17B4-\u17D3\u17DD])`})`
      : contains;
    matches.push(
      inBands ? and(inTitle, sql`${ads.searchVector} @@ ${inBands}::tsquery`)! : inTitle,
    );
  }
  return matches.length === 0 ? sql`false` : or(...matches)!;
}

/**
 * Every term's question to the search index, together (`termQuery`); undefined when a term has
 * nothing to ask (no ad can have it). `exact`: whole words only, as the planner's statistics
 * know them (a prefix's estimate is a guess; `estimatedMatches`).
 */
export function wordsQuery(
  text: NonNullable<ListingFilter['text']>,
  exact = false,
): SQL | undefined {
  const perTerm = text.terms.map((term) => termQuery(text, term, exact));
  if (perTerm.some((part) => part === undefined)) return undefined;
  return sql`(${sql.join(perTerm as SQL[], sql` && `)})`;
}

/**
 * A term as a tsquery: one of its words (or its similar words' or synonyms'). A term naming
 * categories (`car`, `motorbike`, `រថយន្ត`) matches those categories' ads, and other ads only
 * by a word of their title (ADR 0018), as a topic of a category's name does outside the
 * category's section: `ទូរស័ព្ទ` names Mobile Phones, and "call us" (សូមទូរស័ព្ទ) in a job's
 * description is no phone; "7 seats" (៧កៅអី) in a car's is no chair (Sofas & Chairs). The
 * title's words are the vector's `#t` words (migration 0036), so the index answers it alone.
 */
export function termQuery(
  text: NonNullable<ListingFilter['text']>,
  term: string,
  exact = false,
): SQL | undefined {
  const alternatives = termAlternatives(text, term).map((word) =>
    exact ? word.replace(/:\*$/, '') : word,
  );
  const words =
    alternatives.length > 0
      ? sql`to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`
      : undefined;
  const named = text.categories?.get(term) ?? [];
  const topics = text.topics?.get(term) ?? [];
  if (named.length === 0 && topics.length === 0) return words;
  // (words or the named categories) and (the named or topic categories, or the title's words):
  // the named categories' ads, or words in the topics' sections, or in the title.
  const parts: SQL[] = [];
  if (named.length > 0) parts.push(categoriesQuery(named));
  if (words && topics.length > 0) parts.push(sql`(${words} && ${categoriesQuery(topics)})`);
  if (words) parts.push(titleWords(words));
  // No ad has a word it begins, and it names no category: nothing can match it.
  if (parts.length === 0) return undefined;
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** Ads of these categories, as a tsquery of their category words (`categoryWord`). */
const categoriesQuery = (ids: readonly number[]) =>
  sql`${ids.map((id) => quotedWord(categoryWord(id))).join(' | ')}::tsquery`;

/**
 * The same words asked of the title alone: each lexeme of the tsquery marked `#t`, as the
 * vector marks the title's (migration 0036). The words pass the same parser first, so they are
 * the lexemes the title's words became (a constant: computed once, when the query is planned).
 */
function titleWords(words: SQL): SQL {
  return sql`regexp_replace((${words})::text, ${"'((?:[^']|'')*)'"}, ${"'#t\\1'"}, 'g')::tsquery`;
}

/** A term's tsquery alternatives: its words (or prefix), its similar words' and its synonyms. */
function termAlternatives(text: NonNullable<ListingFilter['text']>, term: string): string[] {
  const words = text.words ?? NONE;
  return [
    ...new Set([
      ...[term, ...(text.similar?.get(term) ?? [])].flatMap((word) => tsAlternatives(word, words)),
      ...(text.synonyms?.get(term) ?? []).map(synonymAlternative),
    ]),
  ];
}

/** A category as a word of the search vector (migration 0020). */
export const categoryWord = (id: number) => `#c${id}`;
