import {
  cambodianDayStart,
  LISTING_EXACT_TOTAL_MAX,
  LISTING_JOB_SORTS,
  LISTING_SORTS,
  LISTING_TOP_MAX,
  narrowListingQuery,
  TOP_ADS_ROTATION_MS,
  parseListingQuery,
  searchQuery,
  type AdListing,
  type ListingNote,
  type ListingQuery,
  type ListingSort,
  type SubcategoryType,
} from '@repo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { searchColumns } from '../ads/index.ts';
import { type CardRow, createCardBuilder } from '../engagement/index.ts';
import {
  adsWithoutSearchText,
  countAds,
  listAds,
  keywordPlan,
  listAdsByBands,
  topAdsOf,
  plannedAds,
  categoryNames,
  listsWordsBeginning,
  memberIdOf,
  placeOf,
  similarWords,
  type ListingCursor,
  wordsBeginning,
  type ListingFilter,
} from './listing.repository.ts';
import { categoriesNamed, namedCategory, type NamedCategory } from './listing-categories.ts';
import { standsFor } from './listing-khmer.ts';
import {
  categoryScopeOf,
  NO_JOB_DATE,
  type ListingFieldConditions,
} from './listing-fields.repository.ts';

const POSTED_DAYS = { today: 1, 'last-7-days': 7, 'last-14-days': 14, 'last-30-days': 30 } as const;
const DAY_MS = 24 * 3600 * 1000;
/** A term beginning more of the ads' words than this is asked as a prefix (`wordsBeginning`). */
const WORDS_BEGINNING_MAX = 32;
/** How many similar words a misspelt term may stand for. */
const SIMILAR_WORDS = 6;
/** How long the category names used for keyword terms are reused (ms). */
const CATEGORY_LEXICON_TTL_MS = 5 * 60_000;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

function encodeCursor(cursor: ListingCursor): string {
  const parts: unknown[] = [cursor.sort, cursor.value, cursor.id];
  if (cursor.excluded?.length) parts.push(cursor.excluded);
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The top block's ids a cursor carries: at most LISTING_TOP_MAX ad ids. */
function excludedIds(value: unknown): number[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > LISTING_TOP_MAX) return undefined;
  return value.every((id) => Number.isSafeInteger(id) && id > 0) ? (value as number[]) : undefined;
}

/** The cursor of a page, or undefined when it was tampered with or belongs to another sort. */
function decodeCursor(text: string, sort: ListingSort): ListingCursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) return undefined;
    const [cursorSort, value, id, excludedPart] = parsed as unknown[];
    const excluded = excludedIds(excludedPart);
    if (!excluded) return undefined;
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
    return valid
      ? { sort, value: value as string | number, id: id as number, excluded }
      : undefined;
  } catch {
    return undefined;
  }
}

function cursorOf(row: CardRow & { key: string | null }, sort: ListingSort): ListingCursor {
  const { ad } = row;
  // A job sort's key is in `fields`, which card rows leave out: the page's query read it.
  if (sort === 'start-date' || sort === 'end-date')
    return { sort, value: row.key ?? NO_JOB_DATE, id: ad.id };
  // Relevance: the page's query computed the key (points and renewal, one integer).
  if (sort === 'relevance') return { sort, value: Number(row.key ?? 0), id: ad.id };
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

/** The category filters of a (narrowed) query as conditions on `fields`. */
function fieldConditionsOf(query: ListingQuery): ListingFieldConditions {
  const contains: Record<string, string> = {};
  for (const key of [
    'brand',
    'transmission',
    'fuel',
    'body_type',
    'offer_type',
    'property_type',
    'job_type',
  ] as const) {
    const value = query[key];
    if (value !== undefined) contains[key] = value;
  }
  const bounds = (min?: number, max?: number) =>
    min === undefined && max === undefined ? undefined : { min, max };
  return {
    contains,
    model: query.model,
    year: bounds(query.year_min, query.year_max),
    bedroomsMin: query.bedrooms,
    area: bounds(query.area_min, query.area_max),
    salary: bounds(query.salary_min, query.salary_max),
  };
}

/**
 * Listings and search (ADR 0012): `GET {api}/posts` with its filters, sorts and
 * keyset pages. Bad input never fails: it is dropped and reported in `notes`.
 */
export function createListingService(options: { db: Db; now: () => number; mediaBaseUrl: string }) {
  const { db, now } = options;
  const cardsOf = createCardBuilder(options);

  /** The categories as keyword terms may name them, reread every few minutes. */
  let lexicon: { at: number; entries: NamedCategory[] } = { at: -Infinity, entries: [] };
  async function categoryLexicon() {
    if (now() - lexicon.at < CATEGORY_LEXICON_TTL_MS) return lexicon.entries;
    const rows = await categoryNames(db);
    lexicon = { at: now(), entries: rows.map(namedCategory) };
    return lexicon.entries;
  }

  /** Per term, the categories the keyword names and its synonyms (`categoriesNamed`, ADR 0018). */
  async function namedCategories(terms: string[]) {
    return categoriesNamed(await categoryLexicon(), terms);
  }

  return {
    async list(
      raw: Record<string, string | string[] | undefined>,
      viewerId: number | null,
    ): Promise<AdListing> {
      const { query: asked, notes } = parseListingQuery(raw);
      const extra: ListingNote[] = [];
      const at = now();
      const filter: ListingFilter = { now: at };

      // The category's type says which of its own filters and sorts apply (others: a note).
      let type: SubcategoryType | null = null;
      if (asked.category) {
        const scope = await categoryScopeOf(db, asked.category);
        if (scope) [filter.categoryIds, type] = [scope.ids, scope.type];
        else extra.push({ param: 'category', reason: 'unknown' });
      }
      const narrowed = narrowListingQuery(asked, type);
      const query = narrowed.query;
      extra.push(...narrowed.notes);
      filter.fields = fieldConditionsOf(query);
      if (query.location) {
        const place = await placeOf(db, query.location);
        if (place) filter.place = place;
        else extra.push({ param: 'location', reason: 'unknown' });
      }
      if (query.user) {
        const id = await memberIdOf(db, query.user);
        // An unknown member has no ads: the answer is empty (never everyone's ads).
        filter.userId = id ?? 0;
        if (id === undefined) extra.push({ param: 'user', reason: 'unknown' });
      }
      filter.priceMin = query.price_min;
      filter.priceMax = query.price_max;
      filter.condition = query.condition;
      if (query.posted) {
        // From the start of the Cambodian day (N - 1) days ago: "today" is since midnight there.
        const days = POSTED_DAYS[query.posted];
        filter.postedSince = new Date(cambodianDayStart(at) - (days - 1) * DAY_MS);
      }
      if (query.q) {
        const text = searchQuery(query.q);
        if (text) {
          const [{ categories, topics, synonyms }, words] = await Promise.all([
            namedCategories(text.terms),
            wordsBeginning(db, text.terms.filter(listsWordsBeginning), WORDS_BEGINNING_MAX),
          ]);
          filter.text = { ...text, categories, topics, synonyms, words };
        }
      }

      // A keyword with nothing searchable in it ranks nothing: the latest first.
      const sort: ListingSort = query.sort === 'relevance' && !filter.text ? 'latest' : query.sort;
      let after: ListingCursor | undefined;
      if (query.cursor) {
        after = decodeCursor(query.cursor, sort);
        if (!after) extra.push({ param: 'cursor', reason: 'invalid' });
      }

      // The top block (ADR 0014): a first page without a keyword asks for its top ads apart;
      // they are left out of the organic results of this page and of the next ones (their ids
      // ride in the cursor), so no ad shows twice and the total counts each once.
      let top: Awaited<ReturnType<typeof topAdsOf>> = [];
      let excluded = after?.excluded ?? [];
      if (query.top && !filter.text && !query.cursor) {
        top = await topAdsOf(db, filter, Math.floor(at / TOP_ADS_ROTATION_MS), query.top);
        excluded = top.map((row) => row.ad.id);
      }
      const listed: ListingFilter =
        excluded.length > 0 ? { ...filter, excludeIds: excluded } : filter;

      // A keyword: the plan depends on how many ads the words match (`keywordPlan`).
      const run = async () => {
        // One EXPLAIN of a keyword's whole filter serves the plan (a term naming a category) and the count.
        const planned = filter.text ? plannedAds(db, filter) : undefined;
        const page = { filter: listed, sort, after, limit: query.limit };
        const plan = filter.text ? keywordPlan(db, filter, sort, planned) : undefined;
        return Promise.all([
          (plan ?? Promise.resolve('planner')).then(async (chosen) =>
            chosen === 'bands'
              ? ((await listAdsByBands(db, page)) ?? listAds(db, { ...page, sortMatches: true }))
              : listAds(db, { ...page, sortMatches: chosen === 'sort-matches' }),
          ),
          countAds(
            db,
            filter,
            LISTING_EXACT_TOTAL_MAX,
            planned,
            plan?.then((chosen) => chosen === 'bands'),
          ),
        ]);
      };
      let [rows, counted] = await run();
      // Nothing matches the words as typed: each term of 4+ characters may also be one of the
      // ads' words most similar to it (a misspelling), found in the small `search_words` table.
      const text = filter.text;
      let similar = false;
      const long = text?.terms.filter((term) => [...term].length >= 4) ?? [];
      if (counted === 0 && text && long.length > 0) {
        const alternatives = await Promise.all(
          long.map(async (term) => {
            // More candidates than kept: a short Khmer term keeps only its marks' variants.
            const candidates = await similarWords(db, term, SIMILAR_WORDS * 3);
            const kept = candidates.filter((word) => standsFor(term, word));
            return [term, kept.slice(0, SIMILAR_WORDS)] as const;
          }),
        );
        if (alternatives.some(([, words]) => words.length > 0)) {
          const standIns = [...new Set(alternatives.flatMap(([, words]) => words))];
          const beginning = await wordsBeginning(
            db,
            standIns.filter(listsWordsBeginning),
            WORDS_BEGINNING_MAX,
          );
          filter.text = {
            ...text,
            similar: new Map(alternatives),
            words: new Map([...(text.words ?? []), ...beginning]),
          };
          [rows, counted] = await run();
          // "Similar words" only when they found something: else the answer is plainly empty.
          similar = counted > 0;
        }
      }
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await cardsOf(page, viewerId),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ ...cursorOf(last, sort), excluded })
            : null,
        total: Math.min(counted, LISTING_EXACT_TOTAL_MAX),
        total_is_estimate: counted > LISTING_EXACT_TOTAL_MAX,
        similar,
        notes: [...notes, ...extra],
        ...(query.top && !query.cursor ? { top: await cardsOf(top, viewerId) } : {}),
      };
    },

    /**
     * Writes the search text of ads that have none (rows from before ADR 0012), a batch at a
     * time. Answers how many rows it wrote.
     */
    async backfillSearchText(batch = 500): Promise<number> {
      let afterId = 0;
      let written = 0;
      for (;;) {
        const rows = await adsWithoutSearchText(db, afterId, batch);
        if (rows.length === 0) return written;
        for (const row of rows) {
          await db.update(ads).set(searchColumns(row)).where(eq(ads.id, row.id));
        }
        written += rows.length;
        afterId = rows.at(-1)!.id;
      }
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
