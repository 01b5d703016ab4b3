import { LISTING_EXACT_TOTAL_MAX, LISTING_LIMIT } from '@repo/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { selectCardsWithKey } from '../engagement/index.ts';
import { readByBands, type BandsRead } from './listing-bands.ts';
import type { ListingCursor } from './listing-cursor.ts';
import type { ListingFilter } from './listing-filter.ts';
import { COUNT_ESTIMATED_FROM, type KeywordPlan } from './listing-plan.repository.ts';
import { listAdValues, type PageOptions } from './listing-query.ts';
import { relevanceKey } from './listing-relevance.ts';

/**
 * A keyword's relevance order at any size (ADR 0052): relevance is computed for a window of
 * the most recent matches, never for all of them. A word most ads have (លក់ "sell") matches
 * hundreds of thousands at a million ads; ranking them all cost what the word's frequency
 * cost. The window is read as the latest sort reads a keyword (its plan, its bands), ranked,
 * and the pages walk it; when it is used up, the next window (the matches before it) follows.
 */

/**
 * Matches ranked together: 6 pages of the default 16 (96), a whole number of pages, so that no
 * page of the default size needs two windows (at 200, a page in every 25 read two). A page
 * costs the read of its window, so the window bounds every page's work: at 1,000 (the first
 * design) a common Khmer word read five times as many rows for page 1 as it showed on 50 pages;
 * a word in 1% of a million ads reads the latest hours holding about 100 times the window's
 * ads, so 192 (the third session) cost twice what 96 does (issue 21). The quality set's figures
 * are the same at 96, 192 and 1,000 (`search-quality.test`).
 */
export const RELEVANCE_WINDOW = LISTING_LIMIT.default * 6;

/** At most this many windows are read for one page (a window holds more than a page). */
const WINDOWS_PER_PAGE = 3;

type Ranked = { id: number; rank: number; at: string };
type Window = NonNullable<ListingCursor['window']>;

/** The renewal as the cursor holds it: UTC, to the microsecond, whatever the session's zone. */
const RENEWAL_TEXT = sql<string>`to_char(${ads.renewedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The window of `size` matches after `from` in the latest order, ranked (highest first, then
 * the newest id), and where the next window starts (none when this one holds the last match).
 */
async function rankedWindow(
  db: Db,
  filter: ListingFilter,
  from: Window | undefined,
  plan: KeywordPlan,
  size: number,
): Promise<{
  ranked: Ranked[];
  next: Window | null;
  anchor: Window | undefined;
  bands: BandsRead | undefined;
}> {
  const page: PageOptions = {
    filter,
    sort: 'latest',
    after: from ? { sort: 'latest', value: from.at, id: from.id } : undefined,
    limit: size,
  };
  const values = { rank: sql<string>`(${relevanceKey(filter.text!)})::text`, at: RENEWAL_TEXT };
  const read = (asked: PageOptions) => listAdValues(db, asked, values);
  const seen: BandsRead = { asked: 0, bands: 0 };
  const banded = plan === 'bands' ? await readByBands(db, page, read, seen) : undefined;
  const rows = banded ?? (await read({ ...page, sortMatches: plan !== 'planner' }));
  const members = rows.slice(0, size).map((row) => ({
    id: Number(row.id),
    rank: Number(row.rank),
    at: row.at,
  }));
  const [newest] = members;
  const last = members.at(-1);
  return {
    // Where this window starts for the pages after it: just above its newest match (ids are
    // whole numbers), so that ads posted in the meantime do not push its matches out of it.
    anchor: newest ? { at: newest.at, id: newest.id + 1 } : undefined,
    next: rows.length > size && last ? { at: last.at, id: last.id } : null,
    ranked: members.sort((a, b) => b.rank - a.rank || b.id - a.id),
    bands: banded ? seen : undefined,
  };
}

/**
 * Whether a full first window read by bands says that more ads match than the exact limit:
 * when as many matches in each band the words have ads in (a date's hours up to now) as in
 * those it read would make COUNT_ESTIMATED_FROM (10 times the exact limit). The planner's
 * estimate of words asked together multiplies their shares and is off both ways (1,774 for
 * `លក់ផ្ទះ ភ្នំពេញ`, "house for sale, Phnom Penh", where 7,022 match at 1 M ads), and counting
 * them read the words' whole lists in the search index (14-24 ms; issue 21).
 */
function saysMany(found: number, bands: BandsRead | undefined): boolean {
  if (!bands || bands.asked === 0) return false;
  return (found * bands.bands) / bands.asked >= COUNT_ESTIMATED_FROM;
}

/**
 * A keyset page (limit + 1 card rows, the extra one saying a next page exists) of a keyword in
 * relevance order, and the cursor of the page after it. `plan`: how the latest sort reads the
 * keyword (`keywordPlanned`), which reads each window.
 */
export async function listAdsByRelevance(
  db: Db,
  options: {
    filter: ListingFilter;
    after?: ListingCursor;
    limit: number;
    plan: KeywordPlan;
    window?: number;
  },
) {
  const { filter, after, limit, plan } = options;
  const size = Math.max(options.window ?? RELEVANCE_WINDOW, limit + 1);
  const picked: (Ranked & { window: Window | undefined })[] = [];
  let from = after?.window;
  // Within the cursor's window: the matches ranked after the cursor's.
  let bound = after ? { rank: Number(after.value), id: after.id } : undefined;
  // How many ads match: the first page reads it off its first window (all of them when it is
  // not full; "more than the exact limit" when a window of at least that many is), and later
  // pages off the cursor, so that no page counts a common word's matches.
  let matched = after?.matched;
  // A page that ends with its window: the next page starts the window after it.
  let nextWindow: Window | undefined;
  for (let read = 0; read < WINDOWS_PER_PAGE && picked.length < limit + 1; read += 1) {
    const { ranked, next, anchor, bands } = await rankedWindow(db, filter, from, plan, size);
    const start = from ?? anchor;
    if (!after && read === 0)
      matched = !next
        ? ranked.length
        : size >= LISTING_EXACT_TOTAL_MAX || saysMany(ranked.length, bands)
          ? LISTING_EXACT_TOTAL_MAX + 1
          : undefined;
    for (const match of ranked) {
      if (picked.length === limit + 1) break;
      if (bound && (match.rank > bound.rank || (match.rank === bound.rank && match.id >= bound.id)))
        continue;
      picked.push({ ...match, window: start });
    }
    if (!next || picked.length === limit + 1) break;
    // The page is full and its window used up: the next window is not read for this page
    // (a window's size is a whole number of pages, so no page of the default size spans two).
    if (picked.length === limit) {
      nextWindow = next;
      break;
    }
    from = next;
    bound = undefined;
  }
  const rows =
    picked.length === 0
      ? []
      : await selectCardsWithKey(db, relevanceKey(filter.text!)).where(
          inArray(
            ads.id,
            picked.map((match) => match.id),
          ),
        );
  const byId = new Map(rows.map((row) => [row.ad.id, row]));
  const last = picked[limit - 1];
  return {
    rows: picked.flatMap((match) => byId.get(match.id) ?? []),
    /** How many ads match (up to the exact limit + 1), when known without counting. */
    matched,
    next:
      picked.length > limit && last
        ? ({
            sort: 'relevance',
            value: last.rank,
            id: last.id,
            ...(last.window ? { window: last.window } : {}),
            ...(matched === undefined ? {} : { matched }),
          } satisfies ListingCursor)
        : nextWindow
          ? ({
              // From the top of the next window: above every rank and id.
              sort: 'relevance',
              value: Number.MAX_SAFE_INTEGER,
              id: Number.MAX_SAFE_INTEGER,
              window: nextWindow,
              ...(matched === undefined ? {} : { matched }),
            } satisfies ListingCursor)
          : null,
  };
}
