import {
  LISTING_EXACT_TOTAL_MAX,
  LISTING_JOB_SORTS,
  LISTING_SORTS,
  LISTING_TOP_MAX,
  type ListingSort,
} from '@repo/domain';
import type { CardRow } from '../engagement/index.ts';
import { NO_JOB_DATE } from './listing-fields.repository.ts';

/**
 * A listing's keyset cursor: where a page starts, and how it travels in `next_cursor` (base64url
 * JSON; a tampered or foreign one is dropped with a note, never an error).
 */

/** Where a listing's keyset page starts: the last row's sort value and id. */
export interface ListingCursor {
  sort: ListingSort;
  value: string | number;
  id: number;
  /** The first page's top block (`topAdsOf`), left out of every later page too. */
  excluded?: number[];
  /**
   * Relevance only: where the page's window of matches starts in the latest order (ADR 0052),
   * the renewal and id of the last match of the window before; none for the first window.
   */
  window?: { at: string; id: number };
  /**
   * Relevance only: how many ads the listing matched, as its first page found them (up to the
   * exact limit + 1, ADR 0052), so that later pages need not count again.
   */
  matched?: number;
  /**
   * Relevance only, beside `matched`: the keyword is also looked for in the compact title, as
   * its first page decided (`titleSearch`; its words matched at most a window of ads).
   */
  title?: true;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

export function encodeCursor(cursor: ListingCursor): string {
  const parts: unknown[] = [cursor.sort, cursor.value, cursor.id];
  if (cursor.excluded?.length || cursor.window || cursor.matched !== undefined)
    parts.push(cursor.excluded ?? []);
  if (cursor.window || cursor.matched !== undefined)
    parts.push(cursor.window ? [cursor.window.at, cursor.window.id] : null);
  if (cursor.matched !== undefined) parts.push(cursor.matched);
  if (cursor.matched !== undefined && cursor.title) parts.push(1);
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The top block's ids a cursor carries: at most LISTING_TOP_MAX ad ids. */
function excludedIds(value: unknown): number[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > LISTING_TOP_MAX) return undefined;
  return value.every((id) => Number.isSafeInteger(id) && id > 0) ? (value as number[]) : undefined;
}

/** A count a relevance cursor carries: a whole number up to the exact limit + 1. */
function matchedOf(value: unknown): number | undefined {
  return Number.isSafeInteger(value) &&
    (value as number) >= 0 &&
    (value as number) <= LISTING_EXACT_TOTAL_MAX + 1
    ? (value as number)
    : undefined;
}

/** A relevance window's start: a renewal time and an ad id; else undefined. */
function windowStart(value: unknown): ListingCursor['window'] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || !TIMESTAMP.test(at) || Number.isNaN(Date.parse(at)))
    return undefined;
  return Number.isSafeInteger(id) && (id as number) > 0 ? { at, id: id as number } : undefined;
}

/** The cursor of a page, or undefined when it was tampered with or belongs to another sort. */
export function decodeCursor(text: string, sort: ListingSort): ListingCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 7) return undefined;
    const [cursorSort, value, id, excludedPart, windowPart, matchedPart, titlePart] =
      parsed as unknown[];
    if (titlePart !== undefined && titlePart !== 1) return undefined;
    const excluded = excludedIds(excludedPart);
    if (!excluded) return undefined;
    const window = windowPart == null ? undefined : windowStart(windowPart);
    if (windowPart != null && (!window || sort !== 'relevance')) return undefined;
    const matched = matchedPart === undefined ? undefined : matchedOf(matchedPart);
    if (matchedPart !== undefined && (matched === undefined || sort !== 'relevance'))
      return undefined;
    if (windowPart === null && matchedPart === undefined) return undefined;
    if (
      cursorSort !== sort ||
      ![...LISTING_SORTS, ...LISTING_JOB_SORTS].includes(cursorSort as ListingSort)
    )
      return undefined;
    if (!Number.isSafeInteger(id) || (id as number) < 1) return undefined;
    const valid =
      sort === 'start-date' || sort === 'end-date'
        ? // Whatever the ad stored (validated dates, or odd older values): bound as text.
          typeof value === 'string' && value.length <= 64
        : sort === 'latest' || sort === 'newest'
          ? typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))
          : sort === 'most-hits' || sort === 'relevance'
            ? Number.isSafeInteger(value) && (value as number) >= 0
            : typeof value === 'string' && /^\d{1,10}(?:\.\d{1,2})?$/.test(value);
    if (!valid) return undefined;
    const cursor: ListingCursor = {
      ...(matched === undefined ? {} : { matched }),
      ...(titlePart === 1 ? { title: true as const } : {}),
      sort,
      value: value as string | number,
      id: id as number,
      excluded,
    };
    return window ? { ...cursor, window } : cursor;
  } catch {
    return undefined;
  }
}

export function cursorOf(row: CardRow & { key: string | null }, sort: ListingSort): ListingCursor {
  const { ad } = row;
  // A job sort's key is in `fields`, which card rows leave out: the page's query read it.
  if (sort === 'start-date' || sort === 'end-date')
    return { sort, value: row.key ?? NO_JOB_DATE, id: ad.id };
  const value =
    sort === 'latest'
      ? ad.renewedAt.toISOString()
      : sort === 'newest'
        ? ad.postedAt.toISOString()
        : sort === 'most-hits'
          ? ad.views
          : ad.price;
  return { sort, value, id: ad.id };
}
