import { categoryCountsResponseSchema, TOP_ADS_LIMIT, topAdsResponseSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, type RequireUser } from '../../plugins/access-token.ts';
import type { Db } from '../../db/client.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import { lenientQuery } from '../../plugins/openapi.ts';
import { HttpError } from '../../plugins/errors.ts';
import { setPremium } from './showcase.repository.ts';
import type { ShowcaseService } from './showcase.service.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';

/** Any query string is accepted: the service reads these and notes what it dropped (ADR 0022). */
const topQuery = lenientQuery({
  category: 'A main or sub category slug; unknown: no ads and an "unknown" note',
  location: 'A province, district or commune slug; unknown: no ads and an "unknown" note',
  limit: `Ads, 1–${TOP_ADS_LIMIT.max} (more is ${TOP_ADS_LIMIT.max}); default ${TOP_ADS_LIMIT.default}`,
});

/** {api}: the top ads of the moment and the category counts (ADR 0014). Public. */
export const showcaseRoutes: FastifyPluginAsyncZod<{
  showcase: ShowcaseService;
  requireUser: RequireUser;
}> = async (app, { showcase, requireUser }) => {
  rejectNulBytes(app);

  app.get(
    '/posts/top',
    {
      onRequest: optionalUser(requireUser),
      schema: {
        tags: ['listing'],
        summary:
          'The premium "top" ads of the moment in a category and place, in turns that change every 5 minutes; bad parameters are dropped and listed in `notes`',
        security: [{ deviceId: [] }, { deviceId: [], accessToken: [] }],
        querystring: topQuery,
        response: { 200: topAdsResponseSchema },
      },
    },
    async (request) => ({ data: await showcase.top(request.query, request.user?.id ?? null) }),
  );

  app.get(
    '/categories/counts',
    {
      schema: {
        tags: ['categories'],
        summary: 'Active ads by subcategory, reread at most once a minute',
        response: { 200: categoryCountsResponseSchema },
      },
    },
    async () => ({ data: await showcase.categoryCounts() }),
  );
};

/**
 * Development only (DEV_ROUTES): gives an ad a premium placement for some days, or takes it
 * away (`days=0`), until checkout exists (a later issue). Browser tests use it.
 */
export const showcaseDevRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => number;
}> = async (app, { db, now }) => {
  loopbackOnly(app);
  app.post(
    '/dev/posts/:id/premium',
    {
      schema: {
        tags: ['dev'],
        summary: "Sets or clears an ad's premium placement (development only)",
        params: z.object({ id: z.string().regex(/^\d{1,15}$/) }),
        body: z.object({
          type: z.enum(['top', 'featured']).default('top'),
          days: z.coerce.number().int().min(0).max(365).default(7),
        }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { type, days } = request.body;
      const found = await setPremium(
        db,
        Number(request.params.id),
        days === 0 ? null : { type, until: new Date(now() + days * 24 * 3600 * 1000) },
      );
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such ad.');
      return reply.status(204).send(null);
    },
  );
};
