import {
  CATEGORY_COUNTS_TTL_MS,
  TOP_ADS_LIMIT,
  TOP_ADS_ROTATION_MS,
  type CategoryCount,
  type ListingNote,
  type TopAds,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { createCardBuilder } from '../engagement/index.ts';
import { categoryScopeOf, placeOf } from '../listing/index.ts';
import { activeAdsByCategory, topAds } from './showcase.repository.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function one(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * The showcase (ADR 0014): the top ads of the moment for a category and place, and
 * the number of active ads by category. Bad input never fails: it is dropped with a note.
 */
export function createShowcaseService(options: {
  db: Db;
  now: () => number;
  mediaBaseUrl: string;
}) {
  const { db, now } = options;
  const cardsOf = createCardBuilder(options);

  /** The counts are reread at most once a minute; concurrent askers share one read. */
  let counts: { at: number; value: Promise<CategoryCount[]> } | undefined;

  return {
    async top(
      raw: Record<string, string | string[] | undefined>,
      viewerId: number | null,
    ): Promise<TopAds> {
      const notes: ListingNote[] = [];
      const filter: Parameters<typeof topAds>[1] = {
        now: new Date(now()),
        turn: Math.floor(now() / TOP_ADS_ROTATION_MS),
        limit: TOP_ADS_LIMIT.default,
      };
      const category = one(raw.category);
      if (category !== undefined) {
        const ids =
          category.length <= 100 && SLUG.test(category)
            ? (await categoryScopeOf(db, category))?.ids
            : undefined;
        if (ids) filter.categoryIds = ids;
        else notes.push({ param: 'category', reason: 'unknown' });
      }
      const location = one(raw.location);
      if (location !== undefined) {
        const place =
          location.length <= 100 && SLUG.test(location) ? await placeOf(db, location) : undefined;
        if (place) filter.place = place;
        else notes.push({ param: 'location', reason: 'unknown' });
      }
      const limit = one(raw.limit);
      if (limit !== undefined) {
        const number = /^\d{1,4}$/.test(limit) ? Number(limit) : Number.NaN;
        if (number >= 1) filter.limit = Math.min(number, TOP_ADS_LIMIT.max);
        else notes.push({ param: 'limit', reason: 'invalid' });
      }
      // An unknown category or place has no top ads (the listing says it is unknown).
      if (notes.some((note) => note.reason === 'unknown')) return { items: [], notes };
      return { items: await cardsOf(await topAds(db, filter), viewerId), notes };
    },

    categoryCounts(): Promise<CategoryCount[]> {
      const at = now();
      if (counts && at - counts.at < CATEGORY_COUNTS_TTL_MS) return counts.value;
      const value = activeAdsByCategory(db, new Date(at)).then((rows) =>
        rows.map((row) => ({ category_id: String(row.categoryId), count: row.count })),
      );
      counts = { at, value };
      // A failed read is not kept: the next asker tries again.
      value.catch(() => {
        if (counts?.value === value) counts = undefined;
      });
      return value;
    },
  };
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
