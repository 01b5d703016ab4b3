import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchWords } from '../../db/schema.ts';
import { endsAtSyllable } from './listing-khmer.ts';

/** The ads' words (`search_words`, ADR 0012): the words a term begins, and a misspelling's. */

/**
 * The words of ads most similar to a (misspelt) term, from `search_words` (trigram similarity
 * above `pg_trgm.similarity_threshold`, set on every connection), most similar first.
 */
export async function similarWords(db: Db, term: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${term}`)
    .orderBy(sql`similarity(${searchWords.word}, ${term}) desc`, searchWords.word)
    .limit(limit);
  return rows.map((row) => row.word);
}

/**
 * Whether every word of ads that a term begins is known: `search_words` keeps each word of 3 to
 * 64 characters that is not only digits (migrations 0010 and 0036), and a word a term begins is
 * at least as long as the term and holds its letters; the only shorter one a 2-character term
 * begins is itself (`wordsBeginning` adds it). A number is its own only word (`NUMBER`).
 */
export function listsWordsBeginning(term: string): boolean {
  return NUMBER.test(term) || ([...term].length >= 2 && /[^0-9]/.test(term));
}

/**
 * A number (`13` of "iPhone 13") is its only word: it is asked whole. As a prefix it also found
 * 130, 1300 and 13,000 (prices, years), and the search index gathered every such entry.
 */
const NUMBER = /^[0-9]+$/;

/**
 * For each prefix (see `listsWordsBeginning`), the ads' words it begins, from `search_words`
 * (never pruned: a word no ad has any more costs an empty lookup), and a 2-character prefix
 * itself (such a word is never in `search_words`), or nothing when more than `cap` words begin
 * it; a number, itself alone. A term asked as its words matches the same ads as the term asked as a
 * prefix, but the search index reads each word's own list instead of gathering every entry the
 * prefix begins, and can skip through them when other terms are rarer (ADR 0012).
 */
export async function wordsBeginning(
  db: Db,
  asked: readonly string[],
  cap: number,
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const prefix of asked) if (NUMBER.test(prefix)) found.set(prefix, [prefix]);
  const prefixes = asked.filter((prefix) => !found.has(prefix));
  if (prefixes.length === 0) return found;
  // Byte order (text_pattern_ops): the words beginning with p lie from p up to p + U+10FFFF.
  const result = (await db.execute(sql`
    select p.prefix, array(
      select ${searchWords.word} from ${searchWords}
      where ${searchWords.word} ~>=~ p.prefix and ${searchWords.word} ~<~ (p.prefix || chr(1114111))
        and starts_with(${searchWords.word}, p.prefix)
      order by ${searchWords.word} limit ${cap + 1}
    ) as words
    from unnest(array[${sql.join(
      prefixes.map((prefix) => sql`${prefix}`),
      sql`, `,
    )}]::text[]) as p(prefix)`)) as unknown as { rows: { prefix: string; words: string[] }[] };
  for (const row of result.rows) {
    // A Khmer prefix stopping inside a syllable is no word of it (ការ is not in ការ៉េ).
    const words = row.words.filter((word) => endsAtSyllable(row.prefix, word));
    if (row.words.length <= cap)
      found.set(row.prefix, [...row.prefix].length === 2 ? [row.prefix, ...words] : words);
  }
  return found;
}
