import {
  changeUsernameSchema,
  myStoresResponseSchema,
  publicStoreResponseSchema,
  storeHoursSchema,
  storeInvitationAnswerSchema,
  storeInviteInputSchema,
  storeMembersResponseSchema,
  storeOkResponseSchema,
  storeCompanyProfileInputSchema,
  storeCompanyResponseSchema,
  storeCreateInputSchema,
  storeProfileInputSchema,
  storeResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { PublicStoreService } from './stores.public.service.ts';
import type { StoreService } from './stores.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });

/**
 * {api}/me/stores (spec §7, issue 17, ADR 0043): the member's stores and their profiles; and
 * {api}/stores/{username}, a store's public page.
 */
export const storesRoutes: FastifyPluginAsyncZod<{
  stores: StoreService;
  publicStores: PublicStoreService;
  requireUser: RequireUser;
}> = async (app, { stores, publicStores, requireUser }) => {
  rejectNulBytes(app);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/stores/:username',
    {
      schema: {
        tags: ['stores'],
        summary:
          "A store's public page (issue 17): its profile, hours and live ads' count; unknown or inactive: 404",
        params: z.object({ username: z.string().max(100) }),
        response: { 200: publicStoreResponseSchema },
      },
    },
    async (request) => ({ data: await publicStores.profile(request.params.username) }),
  );

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

  const ok = { data: { ok: true as const } };
  const memberParams = z.object({ id: z.string().max(40), userId: z.string().max(40) });

  app.get(
    '/me/stores/:id/members',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The store's members (owner, managers, staff) with their status (active, pending, declined), for its active members",
        security: signedIn,
        params: idParams,
        response: { 200: storeMembersResponseSchema },
      },
    },
    async (request) => ({ data: await stores.members(me(request), request.params.id) }),
  );

  app.post(
    '/me/stores/:id/members',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          'Invites a member by username, phone or email as staff (owner, managers) or as a manager (the owner only); pending until they answer. Nobody by that login → 404; already in the store → 409 STORE_MEMBER_EXISTS',
        security: signedIn,
        params: idParams,
        body: storeInviteInputSchema,
        response: { 200: storeOkResponseSchema },
      },
    },
    async (request) => {
      await stores.invite(me(request), request.params.id, request.body);
      return ok;
    },
  );

  app.delete(
    '/me/stores/:id/members/:userId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          'Takes a member out of the store, or cancels their invitation: the owner anyone but themselves, a manager staff only (403 STORE_FORBIDDEN otherwise)',
        security: signedIn,
        params: memberParams,
        response: { 200: storeOkResponseSchema },
      },
    },
    async (request) => {
      await stores.remove(me(request), request.params.id, request.params.userId);
      return ok;
    },
  );

  app.post(
    '/me/stores/:id/invitation',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          'The invitee accepts (accept=true) or declines the invitation to the store; no invitation pending → 404 STORE_NO_INVITATION',
        security: signedIn,
        params: idParams,
        body: storeInvitationAnswerSchema,
        response: { 200: storeOkResponseSchema },
      },
    },
    async (request) => {
      await stores.answer(me(request), request.params.id, request.body.accept);
      return ok;
    },
  );

  app.post(
    '/me/stores/:id/leave',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary: 'The member leaves the store; the owner cannot (409 STORE_OWNER_LEAVES)',
        security: signedIn,
        params: idParams,
        response: { 200: storeOkResponseSchema },
      },
    },
    async (request) => {
      await stores.leave(me(request), request.params.id);
      return ok;
    },
  );

  app.put(
    '/me/stores/:id/username',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "A new username (the store's address /{username}), by its owner only; taken by a member or a store → 409 USERNAME_TAKEN",
        security: signedIn,
        params: idParams,
        body: changeUsernameSchema,
        response: { 200: storeResponseSchema },
      },
    },
    async (request) => ({
      data: await stores.changeUsername(me(request), request.params.id, request.body.username),
    }),
  );

  app.put(
    '/me/stores/:id/hours',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The store's business hours (spec modes: always-open; 24-hours with its days; selected-hours with each day's ranges, a range may pass midnight; permanently-closed; no-hours), by its owner or a manager",
        security: signedIn,
        params: idParams,
        body: storeHoursSchema,
        response: { 200: storeResponseSchema },
      },
    },
    async (request) => ({
      data: await stores.setHours(me(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/me/stores/:id/company',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The store's company profile for job seekers (ADR 0051; every field empty until filled), for its active members",
        security: signedIn,
        params: idParams,
        response: { 200: storeCompanyResponseSchema },
      },
    },
    async (request) => ({ data: await stores.company(me(request), request.params.id) }),
  );

  app.put(
    '/me/stores/:id/company',
    {
      onRequest: requireUser,
      schema: {
        tags: ['stores'],
        summary:
          "The store's whole company profile (industry, size, founded year, website: http or https only, benefits, how it hires, working languages), by its owner or a manager: staff → 403 STORE_FORBIDDEN; anyone else → 404",
        security: signedIn,
        params: idParams,
        body: storeCompanyProfileInputSchema,
        response: { 200: storeCompanyResponseSchema },
      },
    },
    async (request) => ({
      data: await stores.setCompany(me(request), request.params.id, request.body),
    }),
  );
};
