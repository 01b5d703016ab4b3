import { AD_SORTS, AD_STATUSES, adResponseSchema, adsResponseSchema, LOCALES } from '@repo/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, headerValue, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { AdService } from './ads.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string() });
/**
 * The post form: validated by the domain's `adInputSchema` of the chosen category's type
 * inside the service (the type is known only once the category is read).
 */
const adBody = z
  .record(z.string(), z.unknown())
  .describe(
    'The post form (snake_case fields of the category type; see packages/domain ad-fields.ts), urlencoded or JSON',
  );
/**
 * The optional Idempotency-Key header of a post (documented here; the service checks it, as it
 * does the `idempotency_key` field). Other headers pass through untouched.
 */
const postHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      '1–100 letters, digits or . _ : - characters: a repeat with the same key and fields answers the first ad (200); other fields: 422 IDEMPOTENCY_KEY_REUSED',
    ),
});
const listQuery = z.object({
  status: z.enum(AD_STATUSES).optional(),
  sort: z.enum(AD_SORTS).default('posted'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  locale: z.enum(LOCALES).optional(),
});

/** {api}: ads. The member's routes need an Access-Token; GET /posts/{id} is public. */
const routes: FastifyPluginAsyncZod<{
  ads: AdService;
  requireUser: RequireUser;
}> = async (app, { ads, requireUser }) => {
  rejectNulBytes(app);

  app.post(
    '/me/posts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          'Post an ad. With an Idempotency-Key header (or idempotency_key field) a repeat answers the first ad with 200',
        security: signedIn,
        headers: postHeaders,
        body: adBody,
        response: { 200: adResponseSchema, 201: adResponseSchema },
      },
    },
    async (request, reply) => {
      const { ad, created } = await ads.create(
        authOf(request),
        request.body,
        headerValue(request, 'idempotency-key'),
      );
      return reply.code(created ? 201 : 200).send({ data: ad });
    },
  );

  app.get(
    '/me/posts',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary: "The member's own ads (not deleted unless asked), keyset-paginated",
        security: signedIn,
        querystring: listQuery,
        response: { 200: adsResponseSchema },
      },
    },
    async (request) => ads.listOwn(authOf(request), request.query),
  );

  app.get(
    '/me/posts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          "One of the member's own ads with its phones and auto-renew (the edit form); else 404",
        security: signedIn,
        params: idParams,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({ data: await ads.getOwn(authOf(request), request.params.id) }),
  );

  app.post(
    '/me/posts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Edit an ad (the whole form, same validation as posting); owner only',
        security: signedIn,
        params: idParams,
        body: adBody,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({
      data: await ads.update(authOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/me/posts/:id/delete',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Delete an ad with a reason (sold marks it sold); owner only',
        security: signedIn,
        params: idParams,
        body: adBody,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({
      data: await ads.remove(authOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: ['ads'],
        summary: 'An ad (public; no phone numbers). Deleted or unknown: 404',
        params: idParams,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => {
      const ad = await ads.get(request.params.id);
      // `liked`/`saved` for the caller (false for a visitor): the engagement module (ADR 0010).
      return { data: { ...ad, ...(await app.adViewerState(request, ad.id)) } };
    },
  );
};

/**
 * The public ad carries the caller's `liked`/`saved`, which the engagement module gives as
 * `app.adViewerState`: registering these routes before it fails at start-up, naming it.
 */
export const adsRoutes = fp(routes, {
  name: 'ads-routes',
  encapsulate: true,
  decorators: { fastify: ['adViewerState'] },
});
