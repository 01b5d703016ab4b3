import {
  adListingResponseSchema,
  LISTING_CONDITIONS,
  LISTING_FIELD_FILTERS,
  LISTING_JOB_SORTS,
  LISTING_LIMIT,
  LISTING_POSTED,
  LISTING_PRICE_MAX,
  LISTING_QUERY_MAX,
  LISTING_SORTS,
  LISTING_TOP_MAX,
  type ListingFieldFilter,
  type ListingFieldParam,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import { lenientQuery } from '../../plugins/openapi.ts';
import type { ListingService } from './listing.service.ts';

/** What a category filter reads, from its ad field's definition (ad-fields.ts). */
function fieldFilterText(type: string, { field, match, definition }: ListingFieldFilter): string {
  const unit = definition.unit ? ` ${definition.unit}` : '';
  const bounds =
    definition.min !== undefined && definition.max !== undefined
      ? ` (${definition.min}–${definition.max}${unit})`
      : unit;
  const name = field.replace(/_/g, ' ');
  const what =
    match === 'select'
      ? `One of ${definition.options?.join(', ')}`
      : match === 'text'
        ? `Equal to the ad's ${name}, ignoring case`
        : match === 'min'
          ? `Minimum ${name}${bounds}; "3+" reads as 3`
          : `Maximum ${name}${bounds}`;
  return `${what}. Only in ${type} categories: elsewhere dropped with an "inapplicable" note`;
}

const fieldFilters = Object.fromEntries(
  Object.entries(LISTING_FIELD_FILTERS).flatMap(([type, filters]) =>
    filters.map((filter) => [filter.param, fieldFilterText(type, filter)]),
  ),
) as Record<ListingFieldParam, string>;

/**
 * Any query string is accepted: the domain's `parseListingQuery` reads the parameters listed
 * here and the answer's `notes` say what was dropped or corrected (ADR 0012); the document
 * lists each of them (ADR 0022).
 */
const listingQuery = lenientQuery({
  q: `Keywords (Khmer-aware); past ${LISTING_QUERY_MAX} characters cut with a "truncated" note`,
  category: 'A main or sub category slug',
  location: 'A province, district or commune slug',
  user: "A member's username: their ads only",
  store: "A store's username: its ads only (the store's page, ADR 0045)",
  price_min: `USD, 0–${LISTING_PRICE_MAX}, at most 2 decimals; a reversed range is swapped`,
  price_max: `USD, 0–${LISTING_PRICE_MAX}, at most 2 decimals; a reversed range is swapped`,
  condition: `One of ${LISTING_CONDITIONS.join(', ')}`,
  posted: `Posted within: one of ${LISTING_POSTED.join(', ')}`,
  ...fieldFilters,
  sort: `One of ${LISTING_SORTS.join(', ')} (${LISTING_JOB_SORTS.join(', ')} in job categories); default relevance with a keyword (ADR 0018), else latest`,
  cursor: "The previous page's `next_cursor`",
  limit: `Ads a page, 1–${LISTING_LIMIT.max} (more is ${LISTING_LIMIT.max}); default ${LISTING_LIMIT.default}`,
  top: `1–${LISTING_TOP_MAX}: a first page without a keyword also answers this many running top ads in \`top\`, left out of \`items\` on every page (ADR 0014)`,
});

/** {api}: listings and search. Public; an Access-Token adds `liked`/`saved`. */
export const listingRoutes: FastifyPluginAsyncZod<{
  listing: ListingService;
  requireUser: RequireUser;
}> = async (app, { listing, requireUser }) => {
  rejectNulBytes(app);

  app.get(
    '/posts',
    {
      // Optional: a sent Access-Token is checked as on signed-in routes (401 when bad).
      onRequest: optionalUser(requireUser),
      schema: {
        tags: ['listing'],
        summary:
          'Active ads by keyword (Khmer-aware), category, place, price, condition and date, sorted, in keyset pages; bad parameters are dropped and listed in `notes`',
        security: [{ deviceId: [] }, { deviceId: [], accessToken: [] }],
        querystring: listingQuery,
        response: { 200: adListingResponseSchema },
      },
    },
    async (request) => ({ data: await listing.list(request.query, request.user?.id ?? null) }),
  );
};
