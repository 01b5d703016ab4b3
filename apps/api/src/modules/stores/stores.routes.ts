import {
  myStoresResponseSchema,
  storeCreateInputSchema,
  storeProfileInputSchema,
  storeResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { StoreService } from './stores.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });

/** {api}/me/stores (spec §7, issue 17, ADR 0043): the member's stores and their profiles. */
export const storesRoutes: FastifyPluginAsyncZod<{
  stores: StoreService;
  requireUser: RequireUser;
}> = async (app, { stores, requireUser }) => {
  rejectNulBytes(app);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/me/stores',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The member's stores, oldest membership first, with their role (owner, manager, staff) and status (active; pending: invited and not answered; declined)",
        security: signedIn,
        response: { 200: myStoresResponseSchema },
      },
    },
    async (request) => ({ data: await stores.mine(me(request)) }),
  );

  app.post(
    '/me/stores',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          'A new store owned by the member (its first member). The username shares one namespace with members\u2019 usernames: taken → 409 USERNAME_TAKEN; more than 5 stores owned → 409 STORE_LIMIT',
        security: signedIn,
        body: storeCreateInputSchema,
        response: { 201: storeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await stores.create(me(request), request.body) }),
  );

  app.get(
    '/me/stores/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: 'A store, for its active members only (404 for anyone else, an invitee included)',
        security: signedIn,
        params: idParams,
        response: { 200: storeResponseSchema },
      },
    },
    async (request) => ({ data: await stores.get(me(request), request.params.id) }),
  );

  app.put(
    '/me/stores/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The store's profile (name, short description, about, categories, keywords), by its owner or a manager: staff → 403 STORE_FORBIDDEN; anyone else → 404",
        security: signedIn,
        params: idParams,
        body: storeProfileInputSchema,
        response: { 200: storeResponseSchema },
      },
    },
    async (request) => ({
      data: await stores.update(me(request), request.params.id, request.body),
    }),
  );
};
