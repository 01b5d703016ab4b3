import {
  cambodianDayStart,
  LISTING_EXACT_TOTAL_MAX,
  narrowListingQuery,
  TOP_ADS_ROTATION_MS,
  parseListingQuery,
  searchQuery,
  type AdListing,
  type ListingNote,
  type ListingSort,
  type SubcategoryType,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { createCardBuilder } from '../engagement/index.ts';
import { categoriesNamed, namedCategory, type NamedCategory } from './listing-categories.ts';
import { cursorOf, decodeCursor, encodeCursor, type ListingCursor } from './listing-cursor.ts';
import { categoryScopeOf } from './listing-fields.repository.ts';
import { fieldConditionsOf, type ListingFilter } from './listing-filter.ts';
import { standsFor } from './listing-khmer.ts';
import { categoryNames, memberIdOf, placeOf, storeIdOf } from './listing-lookups.ts';
import { COUNT_ESTIMATED_FROM, countPlan, keywordPlanned } from './listing-plan.repository.ts';
import { listAdsByBands } from './listing-bands.ts';
import { listAdsByRelevance } from './listing-relevance-window.ts';
import { searchesTitle, wordsQuery } from './listing-keyword.ts';
import { listAds } from './listing-query.ts';
import { backfillSearchText } from './listing-backfill.repository.ts';
import { countAds, TITLE_SEARCH_UP_TO, titleSearch, topAdsOf } from './listing.repository.ts';
import { listsWordsBeginning, similarWords, wordsBeginning } from './listing-words.ts';

const POSTED_DAYS = { today: 1, 'last-7-days': 7, 'last-14-days': 14, 'last-30-days': 30 } as const;
const DAY_MS = 24 * 3600 * 1000;
/** A term beginning more of the ads' words than this is asked as a prefix (`wordsBeginning`). */
const WORDS_BEGINNING_MAX = 32;
/** How many similar words a misspelt term may stand for. */
const SIMILAR_WORDS = 6;
/** How long the category names used for keyword terms are reused (ms). */
const CATEGORY_LEXICON_TTL_MS = 5 * 60_000;

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
      if (query.store) {
        const id = await storeIdOf(db, query.store);
        filter.storeId = id ?? 0;
        if (id === undefined) extra.push({ param: 'store', reason: 'unknown' });
      }
      // An unknown member or store has no ads: answered at once, nothing asked of the ads (the
      // `/{username}` page asks for a member's ads while it finds out it names a store).
      if (filter.userId === 0 || filter.storeId === 0) {
        return {
          items: [],
          next_cursor: null,
          total: 0,
          total_is_estimate: false,
          similar: false,
          notes: [...notes, ...extra],
          ...(query.top && !query.cursor ? { top: [] } : {}),
        };
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

      // The compact title too, unless the words alone match many ads (ADR 0052); their count
      // is then the listing's. In relevance order the first window says so (a window that is
      // not full holds every word match) and the cursor carries it; other sorts count.
      let wordsCounted: number | undefined;
      let titleByWindow = false;
      if (filter.text && searchesTitle(filter.text)) {
        if (sort === 'relevance' && after?.matched !== undefined) {
          if (!after.title) filter.text.title = false;
        } else if (sort === 'relevance' && !after) {
          filter.text.title = false;
          titleByWindow = true;
        } else {
          const title = await titleSearch(db, filter, LISTING_EXACT_TOTAL_MAX);
          if (!title.searched) filter.text.title = false;
          wordsCounted = title.counted;
        }
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

      // A keyword: the plan depends on how many ads the words match (`keywordPlanned`).
      const typed = filter.text;
      const run = async () => {
        const listed: ListingFilter =
          excluded.length > 0 ? { ...filter, excludeIds: excluded } : filter;
        const page = { filter: listed, sort, after, limit: query.limit };
        // Relevance ranks windows of the latest matches (ADR 0052): read as the latest sort is.
        const relevance = sort === 'relevance' && filter.text !== undefined;
        const planned = filter.text
          ? keywordPlanned(db, filter, relevance ? 'latest' : sort)
          : undefined;
        // A keyword's count (`countPlan`): skipped when many ads surely match; else read from
        // its words' index alone when the other filters narrow little, or it is read by bands.
        const count = async () => {
          // Counted already (`titleSearch`), unless similar words are asked now.
          if (filter.text === typed && wordsCounted !== undefined) return wordsCounted;
          if (!filter.text || !planned) return countAds(db, filter, LISTING_EXACT_TOTAL_MAX);
          const share = planned.then((read) => read.share);
          const [{ sure, byWords }, chosen] = await Promise.all([
            countPlan(db, filter, share),
            planned,
          ]);
          return countAds(db, filter, LISTING_EXACT_TOTAL_MAX, {
            sure,
            textFirst: chosen.plan === 'bands' || byWords,
          });
        };
        if (relevance && planned) {
          // Counted once, beside the first page, and carried in the cursor (ADR 0052); a first
          // window that is not full knows the count exactly.
          const chosen = await planned;
          const windowed = listAdsByRelevance(db, { ...page, plan: chosen.plan });
          // Terms asked together and read by bands: their full first window may say that many
          // match (`listAdsByRelevance`), where the planner's estimate cannot. When the rarest
          // is in many ads, counting reads long lists (14-24 ms at 1 M ads): it waits for the
          // window and runs only when the window has not said; else it runs beside it.
          const afterWindow =
            chosen.plan === 'bands' &&
            filter.text!.terms.length > 1 &&
            chosen.matches >= COUNT_ESTIMATED_FROM;
          const [found, counted] = await Promise.all([
            windowed,
            after?.matched ??
              (afterWindow ? windowed.then((first) => first.matched ?? count()) : count()),
          ]);
          const matched = found.matched ?? counted;
          const title = filter.text !== undefined && searchesTitle(filter.text);
          const next = found.next && { ...found.next, matched, ...(title ? { title } : {}) };
          return [{ ...found, next }, matched] as const;
        }
        return Promise.all([
          (planned ?? Promise.resolve({ plan: 'planner' as const })).then(
            async ({ plan: chosen }) => {
              const rows =
                chosen === 'bands'
                  ? ((await listAdsByBands(db, page)) ??
                    (await listAds(db, { ...page, sortMatches: true })))
                  : await listAds(db, { ...page, sortMatches: chosen === 'sort-matches' });
              const last = rows[query.limit - 1];
              return {
                rows,
                next: rows.length > query.limit && last ? cursorOf(last, sort) : null,
              };
            },
          ),
          count(),
        ]);
      };
      // No ad has a word of some term, and the title is not looked in: nothing is asked.
      const none =
        filter.text !== undefined && !wordsQuery(filter.text) && !searchesTitle(filter.text);
      let [{ rows, next }, counted] = none
        ? [{ rows: [] as Awaited<ReturnType<typeof listAds>>, next: null }, 0]
        : await run();
      // The words alone fill no window (TITLE_SEARCH_UP_TO): the compact title is looked for too.
      if (titleByWindow && filter.text && counted <= TITLE_SEARCH_UP_TO) {
        filter.text = { ...filter.text, title: undefined };
        [{ rows, next }, counted] = await run();
      }
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
          [{ rows, next }, counted] = await run();
          // "Similar words" only when they found something: else the answer is plainly empty.
          similar = counted > 0;
        }
      }
      const page = rows.slice(0, query.limit);
      return {
        items: await cardsOf(page, viewerId),
        // A count found for similar words is not the typed words' count: the next page must
        // find again that the words as typed match nothing, and ask the similar ones.
        next_cursor: next
          ? encodeCursor({ ...next, excluded, ...(similar ? { matched: undefined } : {}) })
          : null,
        total: Math.min(counted, LISTING_EXACT_TOTAL_MAX),
        total_is_estimate: counted > LISTING_EXACT_TOTAL_MAX,
        similar,
        notes: [...notes, ...extra],
        ...(query.top && !query.cursor ? { top: await cardsOf(top, viewerId) } : {}),
      };
    },

    /** Writes the search text of older ads (`backfillSearchText`); how many rows it wrote. */
    backfillSearchText: (batch?: number) => backfillSearchText(db, batch),
  };
}

export type ListingService = ReturnType<typeof createListingService>;
