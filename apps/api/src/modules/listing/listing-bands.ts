import type { ListingSort } from '@repo/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchWordBands } from '../../db/schema.ts';
import type { ListingCursor } from './listing-cursor.ts';
import type { ListingFilter } from './listing-filter.ts';
import { categoryWord, NONE, searchesTitle } from './listing-keyword.ts';
import { listAds, type PageOptions } from './listing-query.ts';

/**
 * Sort bands (ADR 0033): an ad's search vector holds its price, hits and dates as band words
 * (migration 0020), so a keyword listing can be read a band at a time in the sort's order.
 */

/**
 * The sorts whose key an ad's search vector holds in bands (migrations 0020, 0037): the prefix of
 * their rows in `search_word_bands` (`#p84`, `#r20786`), and of the vector's band words where
 * they differ: a date's rows there are days, its words in the vector hours (`#rh498864`), so
 * that a day found there is read an hour or a few at a time (`subBands`).
 */
const BANDED: Partial<
  Record<
    ListingSort,
    { prefix: '#p' | '#h' | '#r' | '#n'; words?: '#rh' | '#nh'; ascending: boolean }
  >
> = {
  'price-asc': { prefix: '#p', ascending: true },
  'price-desc': { prefix: '#p', ascending: false },
  'most-hits': { prefix: '#h', ascending: false },
  latest: { prefix: '#r', words: '#rh', ascending: false },
  newest: { prefix: '#n', words: '#nh', ascending: false },
};

const DAY_MS = 24 * 3600 * 1000;
/** A date's band in the search vector: its UTC hour (`ad_hour` in SQL). */
const HOURS_PER_DAY = 24;
const HOUR_MS = DAY_MS / HOURS_PER_DAY;

/** The band of a price or a hits count: as `ad_value_band` in SQL (each 2% wider). */
function valueBand(value: number): number {
  return Math.floor(Math.log(Math.max(value, 0) + 1) / Math.log(1.02));
}

const dated = (sort: ListingSort) => sort === 'latest' || sort === 'newest';

/**
 * The vector's band of a sort's value: a price or hits band, or a date's UTC hour (`ad_hour` in
 * SQL; an hour starts on a whole millisecond, so the same number in both).
 */
function bandOf(sort: ListingSort, value: string | number): number {
  return dated(sort) ? Math.floor(Date.parse(String(value)) / HOUR_MS) : valueBand(Number(value));
}

/**
 * A band of `search_word_bands` as the vector's bands, in the sort's order: a day as its hours
 * (latest first); a price or hits band as itself. A day holds up to 46,000 of a million ads (the
 * recent days most), and the search index's work for a question grows with its band's ads:
 * ផ្ទះ ("house") in the last day took 13 ms (issue 21).
 */
function subBands(sort: ListingSort, band: number): number[] {
  if (!dated(sort)) return [band];
  const first = band * HOURS_PER_DAY;
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) => first + HOURS_PER_DAY - 1 - hour);
}

/**
 * Whether a keyword listing can be read by sort bands: a price, hits or date sort, every term (and
 * similar word) asked as the words it begins (their bands are known), and no title search
 * (an ad found by its title alone may be in a band none of the words is in).
 */
export function bandable(filter: ListingFilter, sort: ListingSort): boolean {
  const text = filter.text;
  if (!text || !BANDED[sort] || searchesTitle(text)) return false;
  const words = text.words ?? NONE;
  return text.terms.every((term) =>
    [term, ...(text.similar?.get(term) ?? [])].every((word) => words.has(word)),
  );
}

/**
 * The bands of the sort that may hold a match, in the sort's order: those every term has ads
 * in (one of its words or categories), from `search_word_bands`.
 */
async function matchBands(db: Db, text: NonNullable<ListingFilter['text']>, sort: ListingSort) {
  const { prefix, ascending } = BANDED[sort]!;
  const words = text.words ?? NONE;
  const perTerm = await Promise.all(
    text.terms.map(async (term) => {
      const asked = [
        ...new Set([
          ...[term, ...(text.similar?.get(term) ?? [])].flatMap((word) => words.get(word) ?? []),
          ...(text.synonyms?.get(term) ?? []),
          ...(text.categories?.get(term) ?? []).map(categoryWord),
        ]),
      ];
      if (asked.length === 0) return new Set<number>();
      const rows = await db
        .select({ band: searchWordBands.band })
        .from(searchWordBands)
        .where(
          and(
            inArray(searchWordBands.word, asked),
            // The sort's rows of each word only (its key's range, then checked): a word has
            // hundreds of price and hits bands, which starts_with alone read (4 ms for ផ្ទះ).
            // Every band is `#` and a letter, then digits: in any collation the prefix's rows
            // lie between it and the next letter's.
            sql`${searchWordBands.band} >= ${prefix}`,
            sql`${searchWordBands.band} < ${nextPrefix(prefix)}`,
            sql`starts_with(${searchWordBands.band}, ${prefix})`,
          ),
        );
      return new Set(rows.map((row) => Number(row.band.slice(prefix.length))));
    }),
  );
  const [first = new Set<number>(), ...others] = perTerm;
  const common = [...first].filter((band) => others.every((bands) => bands.has(band)));
  return common.sort((a, b) => (ascending ? a - b : b - a));
}

/** The prefixes' upper bound: `#r` → `#s`. */
const nextPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * At most this many bands are asked at once (the window grows while a page is not full): 8
 * price or hits bands, 192 hours (8 days, as many as 8 day bands before hours).
 */
const bandWindowMax = (sort: ListingSort) => (dated(sort) ? 8 * HOURS_PER_DAY : 8);

/**
 * How many bands the first question asks: one price or hits band; four hours (the latest of
 * them, now's, is only begun; at a million ads four hours held 4,000 to 17,000 ads, a page of a
 * word in 1% of them).
 */
const bandWindowFirst = (sort: ListingSort) => (dated(sort) ? 4 : 1);

/**
 * How many bands the next question asks, from 1 to `max`: as many as the rows found so far per
 * band say are needed, when some were found, else twice the last. A price or hits band may hold
 * far more ads than the next, so those never ask more than twice the last; hours hold alike many
 * (the recent ones more: the estimate errs towards one more question). A word in few ads of a
 * small marketplace (617 at 100 k ads, ~10 a day) asked 4, 8, 16, 24, 24… hours at a time took
 * a dozen questions for a window.
 */
function nextWindow(
  sort: ListingSort,
  last: number,
  { needed, found, asked }: { needed: number; found: number; asked: number },
) {
  const doubled = last * 2;
  if (found === 0) return Math.min(doubled, bandWindowMax(sort));
  const expected = Math.ceil((needed * asked) / found);
  return Math.max(
    1,
    Math.min(dated(sort) ? expected : Math.min(doubled, expected), bandWindowMax(sort)),
  );
}

/**
 * A keyset page (limit + 1 rows) of a keyword listing sorted by price or hits, read a sort band
 * at a time in the sort's order (ADR 0033): each question asks the search index
 * for the words' ads in the next bands only (those `search_word_bands` says the words are in)
 * and sorts them, so a page reads about a band's matches instead of all of them. Undefined
 * when the listing cannot be read so (`bandable`).
 */
export function listAdsByBands(db: Db, options: BandedPage) {
  return readByBands(db, options, (page) => listAds(db, page));
}

type BandedPage = {
  filter: ListingFilter;
  sort: ListingSort;
  after?: ListingCursor;
  limit: number;
};

/**
 * What a read by bands asked (`readByBands`): how many of the bands that may hold a match it
 * asked (`asked`, in the sort's order from the cursor) of how many there are (`bands`; a date
 * sort's are hours up to now).
 */
export type BandsRead = { asked: number; bands: number };

/** `listAdsByBands`, each question's rows read by `read` (`listAdValues`: ids and a value). */
export async function readByBands<Row>(
  db: Db,
  options: BandedPage,
  read: (page: PageOptions) => Promise<Row[]>,
  seen?: BandsRead,
): Promise<Row[] | undefined> {
  const text = options.filter.text;
  if (!text || !bandable(options.filter, options.sort)) return undefined;
  const { ascending } = BANDED[options.sort]!;
  let bands = (await matchBands(db, text, options.sort)).flatMap((band) =>
    subBands(options.sort, band),
  );
  if (options.after) {
    // From the cursor's band (and for a price or hits the one before it: JavaScript's and
    // SQL's logarithms may differ at a band's edge; an hour is the same whole number in both).
    const edge = dated(options.sort) ? 0 : ascending ? -1 : 1;
    const from = bandOf(options.sort, options.after.value) + edge;
    bands = bands.filter((band) => (ascending ? band >= from : band <= from));
  }
  // A date's hours after now hold no ad yet (its day does, up to now); one more is asked, for
  // a database clock a little ahead of this one.
  if (dated(options.sort)) {
    const last = Math.floor(options.filter.now / HOUR_MS) + 1;
    bands = bands.filter((band) => band <= last);
  }
  const { prefix, words = prefix } = BANDED[options.sort]!;
  const rows: Row[] = [];
  let window = bandWindowFirst(options.sort);
  let at = 0;
  while (at < bands.length && rows.length < options.limit + 1) {
    const asked = bands.slice(at, at + window).map((band) => `${words}${band}`);
    rows.push(
      ...(await read({
        filter: options.filter,
        sort: options.sort,
        after: options.after,
        limit: options.limit - rows.length,
        sortMatches: true,
        bands: asked,
      })),
    );
    at += asked.length;
    window = nextWindow(options.sort, asked.length, {
      needed: options.limit + 1 - rows.length,
      found: rows.length,
      asked: at,
    });
  }
  if (seen) Object.assign(seen, { asked: at, bands: bands.length } satisfies BandsRead);
  return rows.slice(0, options.limit + 1);
}
