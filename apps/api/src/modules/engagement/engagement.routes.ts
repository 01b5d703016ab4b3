import {
  AD_CARDS_LIMIT,
  adCardsPageSchema,
  adCardsResponseSchema,
  adEngagementResponseSchema,
  adInsightsResponseSchema,
  adMarksQuerySchema,
  adMarksResponseSchema,
  adPhonesResponseSchema,
  adToggleInputSchema,
  adViewsResponseSchema,
  RELATED_ADS_LIMIT,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, optionalUser, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { MarkKind } from './engagement.marks.ts';
import type { EngagementService } from './engagement.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string() });
const cardsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AD_CARDS_LIMIT.max).default(AD_CARDS_LIMIT.default),
});
const relatedQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RELATED_ADS_LIMIT.max)
    .default(RELATED_ADS_LIMIT.default),
});

/** {api}: engagement with ads (ADR 0010). Views, phones and related ads are public. */
export const engagementRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementService;
  requireUser: RequireUser;
}> = async (app, { engagement, requireUser }) => {
  rejectNulBytes(app);

  app.post(
    '/posts/:id/views',
    {
      // Optional: the seller's own visits are not views (a sent Access-Token is checked: 401 when bad).
      onRequest: optionalUser(requireUser),
      schema: {
        tags: ['engagement'],
        summary:
          "Count a view of the ad page: once per Device-Id per Cambodian day, at most VIEWS_PER_ADDRESS_PER_AD a day and VIEWS_PER_ADDRESS_PER_HOUR in all from one client network, never the seller's own. Deleted or unknown: 404",
        security: [{ deviceId: [] }, ...signedIn],
        params: idParams,
        response: { 200: adViewsResponseSchema },
      },
    },
    async (request) => ({
      data: await engagement.view(
        request.params.id,
        request.deviceId,
        request.user?.id ?? null,
        request.ip,
      ),
    }),
  );

  app.post(
    '/posts/:id/phones',
    {
      schema: {
        tags: ['engagement'],
        summary:
          "Reveal the seller's phone numbers (visitors too); limited per device and per IP per hour (429 RATE_LIMITED)",
        params: idParams,
        response: { 200: adPhonesResponseSchema },
      },
    },
    async (request) => ({
      data: await engagement.revealPhones(request.params.id, {
        deviceId: request.deviceId,
        ip: request.ip,
      }),
    }),
  );

  const marks: { path: string; kind: MarkKind; noun: string }[] = [
    { path: 'likes', kind: 'like', noun: 'Like' },
    { path: 'saved', kind: 'save', noun: 'Save' },
  ];
  for (const { path, kind, noun } of marks) {
    app.post(
      `/me/${path}/:id`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['engagement'],
          summary: `${noun} (value=true) or undo it (value=false); idempotent. Deleted or unknown ad: 404`,
          security: signedIn,
          params: idParams,
          body: adToggleInputSchema,
          response: { 200: adEngagementResponseSchema },
        },
      },
      async (request) => ({
        data: await engagement.mark(kind, authOf(request), request.params.id, request.body.value),
      }),
    );

    app.get(
      `/me/${path}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['engagement'],
          summary: `The member's ${path} ads as cards, most recent first (deleted ads left out), keyset-paginated`,
          security: signedIn,
          querystring: cardsQuery,
          response: { 200: adCardsPageSchema },
        },
      },
      async (request) => engagement.listMarked(kind, authOf(request), request.query),
    );
  }

  app.get(
    '/me/marks',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary:
          'Which of these ads (`ids`, comma-separated, at most 100) the member liked and saved; unknown or deleted ads are neither. Without `ids`: all their likes and saves of ads not deleted, the latest 1,000 of each (`complete` false when cut)',
        security: signedIn,
        querystring: adMarksQuerySchema,
        response: { 200: adMarksResponseSchema },
      },
    },
    async (request) => ({ data: await engagement.marksOf(authOf(request), request.query.ids) }),
  );

  app.get(
    '/posts/:id/related',
    {
      // Optional: a sent Access-Token is checked as on signed-in routes (401 when bad).
      onRequest: optionalUser(requireUser),
      schema: {
        tags: ['engagement'],
        summary:
          "Active ads of the same subcategory and province, latest renewed first (cards, with the caller's liked/saved; false for a visitor). Deleted or unknown ad: 404",
        security: [{ deviceId: [] }, ...signedIn],
        params: idParams,
        querystring: relatedQuery,
        response: { 200: adCardsResponseSchema },
      },
    },
    async (request) => ({
      data: await engagement.related(
        request.params.id,
        request.query.limit,
        request.user?.id ?? null,
      ),
    }),
  );

  app.get(
    '/me/posts/:id/insights',
    {
      onRequest: requireUser,
      schema: {
        tags: ['engagement'],
        summary:
          "The owner's insights: the last 30 Cambodian days (zeros included), totals and all-time counters",
        security: signedIn,
        params: idParams,
        response: { 200: adInsightsResponseSchema },
      },
    },
    async (request) => ({ data: await engagement.insights(authOf(request), request.params.id) }),
  );
};
