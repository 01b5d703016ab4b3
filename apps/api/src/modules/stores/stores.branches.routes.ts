import {
  storeBranchesResponseSchema,
  storeBranchInputSchema,
  storeBranchResponseSchema,
  storeOkResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { StoreBranchService } from './stores.branches.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const storeParams = z.object({ id: z.string().max(40) });
const branchParams = z.object({ id: z.string().max(40), branchId: z.string().max(40) });
const WHO =
  'Active members of the store read; its owner and managers write (staff → 403 STORE_FORBIDDEN); anyone else → 404';

/** {api}/me/stores/{id}/branches (spec §3 "Branch", ADR 0047): a store's branches. */
export const storeBranchesRoutes: FastifyPluginAsyncZod<{
  branches: StoreBranchService;
  requireUser: RequireUser;
}> = async (app, { branches, requireUser }) => {
  rejectNulBytes(app);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/me/stores/:id/branches',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: `The store's branches in their order, with their places' names. ${WHO}`,
        security: signedIn,
        params: storeParams,
        response: { 200: storeBranchesResponseSchema },
      },
    },
    async (request) => ({ data: await branches.list(me(request), request.params.id) }),
  );

  app.post(
    '/me/stores/:id/branches',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: `A new branch: name, province (district, commune), address, phone (a Cambodian number, kept in E.164), email, latitude and longitude (both or neither). At most 50 a store → 409 STORE_BRANCH_LIMIT. ${WHO}`,
        security: signedIn,
        params: storeParams,
        body: storeBranchInputSchema,
        response: { 201: storeBranchResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await branches.add(me(request), request.params.id, request.body) }),
  );

  app.get(
    '/me/stores/:id/branches/:branchId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: `One branch of the store (a branch of another store → 404). ${WHO}`,
        security: signedIn,
        params: branchParams,
        response: { 200: storeBranchResponseSchema },
      },
    },
    async (request) => ({
      data: await branches.get(me(request), request.params.id, request.params.branchId),
    }),
  );

  app.put(
    '/me/stores/:id/branches/:branchId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: `Changes a branch (all its fields, as when it was added). ${WHO}`,
        security: signedIn,
        params: branchParams,
        body: storeBranchInputSchema,
        response: { 200: storeBranchResponseSchema },
      },
    },
    async (request) => ({
      data: await branches.update(
        me(request),
        request.params.id,
        request.params.branchId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/me/stores/:id/branches/:branchId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: `Deletes a branch. ${WHO}`,
        security: signedIn,
        params: branchParams,
        response: { 200: storeOkResponseSchema },
      },
    },
    async (request) => {
      await branches.remove(me(request), request.params.id, request.params.branchId);
      return { data: { ok: true as const } };
    },
  );
};
