import { AD_SORTS, AD_STATUSES, adResponseSchema, adsResponseSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { AdService } from './ads.service.ts';
import type { AdStoreMoves } from './ads.stores.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });
const listQuery = z.object({
  status: z.enum(AD_STATUSES).optional(),
  sort: z.enum(AD_SORTS).default('posted'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
const moveBody = z.object({
  store_id: z
    .union([z.string().max(20), z.number(), z.null()])
    .optional()
    .describe("The store's id, or blank for the poster's personal account"),
});
const assignBody = z.object({
  user_id: z
    .union([z.string().max(20), z.number(), z.null()])
    .optional()
    .describe("An active store member's id, or blank for nobody"),
});

/** {api}: the ads of stores (issue 17, ADR 0045): a store's list, moving and assigning ads. */
export const adStoreRoutes: FastifyPluginAsyncZod<{
  ads: AdService;
  moves: AdStoreMoves;
  requireUser: RequireUser;
}> = async (app, { ads, moves, requireUser }) => {
  rejectNulBytes(app);

  app.get(
    '/me/stores/:id/ads',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "A store's ads, keyset-paginated: all of them for its owner and managers, those assigned to them for staff; anyone else 404",
        security: signedIn,
        params: idParams,
        querystring: listQuery,
        response: { 200: adsResponseSchema },
      },
    },
    async (request) => ads.listStore(authOf(request), request.params.id, request.query),
  );

  app.put(
    '/me/posts/:id/store',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          "Move an ad into a store (its owner or a manager; 422 store.notMember, 403 STORE_FORBIDDEN) or back to the poster's personal account (blank store_id; the current store's owner or a manager)",
        security: signedIn,
        params: idParams,
        body: moveBody,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({
      data: await moves.move(authOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/me/posts/:id/assignee',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          "Assign a store's ad to one of its active members (blank: nobody), by the store's owner or a manager; not a store's ad: 409 AD_NOT_IN_STORE",
        security: signedIn,
        params: idParams,
        body: assignBody,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({
      data: await moves.assign(authOf(request), request.params.id, request.body),
    }),
  );
};
