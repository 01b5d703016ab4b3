import { sql, type SQL } from 'drizzle-orm';
import { ads } from '../../db/schema.ts';
import type { ListingFilter } from './listing-filter.ts';

/**
 * Relevance, the default sort of a keyword (ADR 0018): how well an ad matches, as one number
 * computed for each match and sorted on (no index gives this order).
 */

/** Points a keyword term earns an ad by where its words are (ADR 0018); the best one counts. */
const RELEVANCE = {
  /** The ad is of a kind the term names (`car`: an ad of Cars): what was asked for. */
  category: 10,
  titleWord: 8,
  titleWordStart: 6,
  word: 4,
  wordStart: 3,
  titleSimilar: 2,
  similar: 1,
} as const;
/** The points go above the renewal time (ms, below 10^13): one number sorts by both. */
const RELEVANCE_SCALE = sql.raw('10000000000000');

const textArray = (words: readonly string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/**
 * How well an ad matches a keyword (ADR 0018), as one number to sort by, highest first: for
 * each term the best of: the term as a word of the title, a word of the title it begins, the
 * term as a word of the ad (title or description), a word of the ad it begins, a similar word
 * (a misspelling) in the title, in the ad; above them all, the ad being of a category the term
 * names (an ad of Cars for `car` comes before "car rental" or "access by car"). A term matched
 * only inside a compact title earns nothing. The sum of the terms' points, then the renewal
 * time (recent first).
 */
export function relevanceKey(text: NonNullable<ListingFilter['text']>): SQL {
  const title = sql`string_to_array(${ads.searchTitleTokens}, ' ')`;
  const body = sql`string_to_array(${ads.searchTokens}, ' ')`;
  const words = text.words ?? new Map<string, readonly string[]>();
  const points = text.terms.map((term) => {
    const begun = words.get(term);
    // A term asked as a prefix (too many words begin it): any word it begins.
    const begins = (array: SQL) =>
      begun
        ? begun.length > 0
          ? sql`${array} && ${textArray(begun)}`
          : sql`false`
        : sql`exists (select 1 from unnest(${array}) as w(word) where starts_with(w.word, ${term}))`;
    const exact = textArray([term, ...(text.synonyms?.get(term) ?? [])]);
    const similar = [
      ...new Set((text.similar?.get(term) ?? []).flatMap((w) => words.get(w) ?? [w])),
    ];
    const near = (array: SQL) =>
      similar.length > 0 ? sql`${array} && ${textArray(similar)}` : sql`false`;
    const named = text.categories?.get(term) ?? [];
    const ofCategory =
      named.length > 0
        ? sql`${ads.categoryId} = any(array[${sql.join(
            named.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[])`
        : sql`false`;
    return sql`(case
      when ${ofCategory} then ${RELEVANCE.category}
      when ${title} && ${exact} then ${RELEVANCE.titleWord}
      when ${begins(title)} then ${RELEVANCE.titleWordStart}
      when ${body} && ${exact} then ${RELEVANCE.word}
      when ${begins(body)} then ${RELEVANCE.wordStart}
      when ${near(title)} then ${RELEVANCE.titleSimilar}
      when ${near(body)} then ${RELEVANCE.similar}
      else 0 end)`;
  });
  return sql`((${sql.join(points, sql` + `)})::bigint * ${RELEVANCE_SCALE} + (extract(epoch from ${ads.renewedAt}) * 1000)::bigint)`;
}
