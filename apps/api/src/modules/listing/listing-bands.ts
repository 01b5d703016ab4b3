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

/** The sorts whose key an ad's search vector holds in bands (migration 0020): the band words' prefix. */
const BANDED: Partial<
  Record<ListingSort, { prefix: '#p' | '#h' | '#r' | '#n'; ascending: boolean }>
> = {
  'price-asc': { prefix: '#p', ascending: true },
  'price-desc': { prefix: '#p', ascending: false },
  'most-hits': { prefix: '#h', ascending: false },
  latest: { prefix: '#r', ascending: false },
  newest: { prefix: '#n', ascending: false },
};

const DAY_MS = 24 * 3600 * 1000;

/** The band of a price or a hits count: as `ad_value_band` in SQL (each 2% wider). */
function valueBand(value: number): number {
  return Math.floor(Math.log(Math.max(value, 0) + 1) / Math.log(1.02));
}

/** The band of a sort's value: a price or hits band, or a date's UTC day (`ad_day` in SQL). */
function bandOf(sort: ListingSort, value: string | number): number {
  return sort === 'latest' || sort === 'newest'
    ? Math.floor(Date.parse(String(value)) / DAY_MS)
    : valueBand(Number(value));
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

/** At most this many bands are asked at once (the window doubles while a page is not full). */
const BAND_WINDOW_MAX = 8;

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

/** `listAdsByBands`, each question's rows read by `read` (`listAdValues`: ids and a value). */
export async function readByBands<Row>(
  db: Db,
  options: BandedPage,
  read: (page: PageOptions) => Promise<Row[]>,
): Promise<Row[] | undefined> {
  const text = options.filter.text;
  if (!text || !bandable(options.filter, options.sort)) return undefined;
  const { ascending } = BANDED[options.sort]!;
  let bands = await matchBands(db, text, options.sort);
  if (options.after) {
    // From the cursor's band (and for a price or hits the one before it: JavaScript's and
    // SQL's logarithms may differ at a band's edge; a day is the same whole number in both).
    const dated = options.sort === 'latest' || options.sort === 'newest';
    const edge = dated ? 0 : ascending ? -1 : 1;
    const from = bandOf(options.sort, options.after.value) + edge;
    bands = bands.filter((band) => (ascending ? band >= from : band <= from));
  }
  const prefix = BANDED[options.sort]!.prefix;
  const rows: Row[] = [];
  let window = 1;
  for (let at = 0; at < bands.length && rows.length < options.limit + 1;) {
    const asked = bands.slice(at, at + window).map((band) => `${prefix}${band}`);
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
    window = Math.min(window * 2, BAND_WINDOW_MAX);
  }
  return rows.slice(0, options.limit + 1);
}
