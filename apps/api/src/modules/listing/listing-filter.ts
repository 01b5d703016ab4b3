import type { ListingQuery } from '@repo/domain';
import type { ListingFieldConditions } from './listing-fields.repository.ts';

/** What a listing filters on, resolved to ids (ADR 0012). */
export interface ListingFilter {
  categoryIds?: number[];
  place?: { column: 'province' | 'district' | 'commune'; id: string };
  /** One member's ads (the `user` filter, resolved from the username). */
  userId?: number;
  /** One store's ads (the `store` filter, resolved from its username; ADR 0045). */
  storeId?: number;
  priceMin?: number;
  priceMax?: number;
  condition?: string;
  postedSince?: Date;
  /** The category's own filters (cars, property, jobs) on `fields`. */
  fields?: ListingFieldConditions;
  /** Ads left out (the top block's, shown apart: `topAdsOf`). */
  excludeIds?: number[];
  /** `similar`: per term, the ads' words close to it (the misspelling fallback). */
  text?: {
    terms: string[];
    compact: string;
    similar?: ReadonlyMap<string, readonly string[]>;
    /**
     * Per term, its words in the other language (a topic of a category's name: `sofa` and
     * `សាឡុង`, ADR 0018): asked as the term's own words, exactly.
     */
    synonyms?: ReadonlyMap<string, readonly string[]>;
    /** Per term, the ids of the categories (and their subcategories) whose names it starts a word of. */
    categories?: ReadonlyMap<string, readonly number[]>;
    /**
     * Per term, the sections (a main category and its subcategories) of the subcategories
     * whose names list it as one of their topics (`chair`: Sofas & Chairs), which it does not
     * name: with `categories`, the ads outside them match the term only by their title.
     */
    topics?: ReadonlyMap<string, readonly number[]>;
    /**
     * Per term or similar word, every word of ads it begins (`wordsBeginning`): asked as
     * those words rather than as a prefix. A term left out is asked as a prefix.
     */
    words?: ReadonlyMap<string, readonly string[]>;
    /**
     * False: the compact title is not searched, though the query is of the kind that would be
     * (`searchesTitle`), because the words alone match many ads (`titleSearched`, ADR 0052).
     */
    title?: false;
  };
  now: number;
}

/** The category filters of a (narrowed) query as conditions on `fields`. */
export function fieldConditionsOf(query: ListingQuery): ListingFieldConditions {
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
