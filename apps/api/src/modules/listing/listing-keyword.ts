import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
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

/** The words asked beside a term: its similar words (a misspelling) and its synonyms. */
export function alsoAsked(text: NonNullable<ListingFilter['text']>, term: string): string[] {
  return [...(text.similar?.get(term) ?? []), ...(text.synonyms?.get(term) ?? [])];
}

/**
 * The keyword's condition: one question to the search index (every term: one of its words, or
 * of its similar words, or its categories' ads), or the compact title. `bands` (sort band
 * words, e.g. `#p84`; see `listAdsByBands`): only ads in those bands, asked together with the
 * words, so that the index reads the words' ads in those bands alone.
 */
export function textCondition(
  text: NonNullable<ListingFilter['text']>,
  bands?: readonly string[],
): SQL {
  const { terms, compact } = text;
  const inBands = bands?.length ? bands.map(quotedWord).join(' | ') : undefined;
  const alternativesOf = (term: string) => termAlternatives(text, term);
  const perTerm = terms.map((term) => {
    const alternatives = alternativesOf(term);
    // A term naming a category (`car`, `motorbike`, `រថយន្ត`) also matches that category's ads.
    const named = (text.categories?.get(term) ?? []).map((id) => quotedWord(categoryWord(id)));
    const parts: SQL[] = [];
    if (alternatives.length > 0)
      parts.push(sql`to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`);
    if (named.length > 0) parts.push(sql`${named.join(' | ')}::tsquery`);
    return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` || `)})`;
  });
  // ... and matches other ads only by a word of their title (ADR 0018), as a topic of a
  // category's name does: `ទូរស័ព្ទ` names Mobile Phones, and "call us" (សូមទូរស័ព្ទ) in a job's
  // description is no phone; "7 seats" (៧កៅអី) in a car's is no chair (Sofas & Chairs).
  const outside = terms.flatMap((term) => {
    const ids = [
      ...new Set([...(text.categories?.get(term) ?? []), ...(text.topics?.get(term) ?? [])]),
    ];
    if (ids.length === 0) return [];
    const alternatives = alternativesOf(term);
    const plain = plainWords(text, term);
    // Latin words as the title's own tokens: no text search parser runs for each row.
    const inTitle = plain
      ? sql`string_to_array(${ads.searchTitleTokens}, ' ') && array[${sql.join(
          plain.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`
      : alternatives.length > 0
        ? sql`to_tsvector('simple'::regconfig, ${ads.searchTitleTokens}) @@ to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`
        : sql`false`;
    return [sql`(${inArray(ads.categoryId, ids)} or ${inTitle})`];
  });
  const matches: SQL[] = [];
  // A term no ad has a word (or category) of: only the title can match.
  if (perTerm.every((part) => part !== undefined)) {
    const query = [...perTerm, ...(inBands ? [sql`${inBands}::tsquery`] : [])];
    matches.push(and(sql`${ads.searchVector} @@ (${sql.join(query, sql` && `)})`, ...outside)!);
  }
  // Or the query is part of the compact title.
  if (searchesTitle(text)) {
    const contains = sql`${ads.searchTitle} like ${`%${escapeLike(compact)}%`}`;
    // In Khmer, only where a syllable ends after it (ការ៉េ does not hold ការ): the regular
    // expression checks what the trigram index found.
    const inTitle = KHMER.test(compact)
      ? sql`(${contains} and ${ads.searchTitle} ~ ${`${escapeRegex(compact)}(?![\u17B4-\u17D3\u17DD])`})`
      : contains;
    matches.push(
      inBands ? and(inTitle, sql`${ads.searchVector} @@ ${inBands}::tsquery`)! : inTitle,
    );
  }
  return matches.length === 0 ? sql`false` : or(...matches)!;
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

/**
 * A term's words when every one is known whole and is of lowercase Latin letters and digits
 * (a title token is then one of them exactly as the parser would read it); else undefined.
 */
function plainWords(text: NonNullable<ListingFilter['text']>, term: string): string[] | undefined {
  const words = text.words ?? NONE;
  const asked = [term, ...(text.similar?.get(term) ?? [])].map((word) => words.get(word));
  if (asked.some((known) => known === undefined)) return undefined;
  const all = [...new Set([...asked.flat(), ...(text.synonyms?.get(term) ?? [])])] as string[];
  return all.length > 0 && all.every((word) => /^[a-z0-9]+$/.test(word)) ? all : undefined;
}

/**
 * Ads that surely match the keyword, as one question to the search index, for the planner to
 * estimate how many there are (`countEstimate`): for each term its words, or where the term
 * names categories (whose other ads match by their title only) the ads of those categories; a
 * title match is left out. Nothing matches it that the keyword does not.
 */
export function sureTextCondition(text: NonNullable<ListingFilter['text']>): SQL {
  const perTerm = text.terms.map((term) => {
    const categoryWords = (ids: readonly number[]) =>
      sql`${ids.map((id) => quotedWord(categoryWord(id))).join(' | ')}::tsquery`;
    const named = text.categories?.get(term) ?? [];
    if (named.length > 0) return categoryWords(named);
    const alternatives = termAlternatives(text, term);
    if (alternatives.length === 0) return undefined;
    const words = sql`to_tsquery('simple'::regconfig, ${alternatives.join(' | ')})`;
    const topics = text.topics?.get(term) ?? [];
    return topics.length > 0 ? sql`(${categoryWords(topics)} && ${words})` : words;
  });
  if (perTerm.some((part) => part === undefined)) return sql`false`;
  return sql`${ads.searchVector} @@ (${sql.join(perTerm as SQL[], sql` && `)})`;
}

/** A category as a word of the search vector (migration 0020). */
export const categoryWord = (id: number) => `#c${id}`;
