import { adListingResponseSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { ListingService } from './listing.service.ts';

/**
 * Any query string is accepted: the domain's `parseListingQuery` reads what it knows and the
 * answer's `notes` say what was dropped or corrected (ADR 0012).
 */
const listingQuery = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe(
    'q, category (slug), location (slug), user (username), price_min, price_max, condition, posted, the category’s own filters (brand, model, year_min, year_max, transmission, fuel, body_type; offer_type, property_type, bedrooms, area_min, area_max; job_type, salary_min, salary_max), sort (relevance, the default of a keyword, ADR 0018; start-date and end-date for jobs), cursor, limit (ADR 0012); top: a first page without a keyword also answers this many running top ads in `top`, left out of `items` on every page (ADR 0014)',
  );

/** {api}: listings and search (issue 6). Public; an Access-Token adds `liked`/`saved`. */
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
