import { adResponseSchema } from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { AdLifecycle } from './ads.lifecycle.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string() });
/** Validated by the domain's `adAutoRenewInputSchema` in the service (after the owner check). */
const autoRenewBody = z
  .record(z.string(), z.unknown())
  .optional()
  .describe(
    '`enabled` (true/false), and when enabled `hour` (0–23), `minute` (0–59), `every_days` (1–30) in Cambodia (UTC+7); urlencoded or JSON',
  );

/** {api}: an ad's lifecycle (ADR 0010). Owner only: another member's ad answers 404. */
export const adLifecycleRoutes: FastifyPluginAsyncZod<{
  lifecycle: AdLifecycle;
  requireUser: RequireUser;
}> = async (app, { lifecycle, requireUser }) => {
  rejectNulBytes(app);

  app.post(
    '/me/posts/:id/renew',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          'Renew an active ad (to the top of "latest", a full life again); at most AD_RENEWS_PER_DAY per Cambodian day (429 RENEW_LIMIT_REACHED); not active: 409 AD_NOT_RENEWABLE',
        security: signedIn,
        params: idParams,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({ data: await lifecycle.renew(authOf(request), request.params.id) }),
  );

  app.post(
    '/me/posts/:id/repost',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          'Repost an expired or sold ad as a fresh active copy (201; the old one is deleted); else 409 AD_NOT_REPOSTABLE; posting cap and rate limit apply',
        security: signedIn,
        params: idParams,
        response: { 201: adResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await lifecycle.repost(authOf(request), request.params.id) }),
  );

  app.post(
    '/me/posts/:id/sold',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Mark an active or expired ad sold',
        security: signedIn,
        params: idParams,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({ data: await lifecycle.markSold(authOf(request), request.params.id) }),
  );

  app.post(
    '/me/posts/:id/auto-renew',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          'Set or remove the auto-renew schedule of an active ad; at most AD_AUTO_RENEW_LIMIT ads per member (403 AUTO_RENEW_LIMIT_REACHED)',
        security: signedIn,
        params: idParams,
        body: autoRenewBody,
        response: { 200: adResponseSchema },
      },
    },
    async (request) => ({
      data: await lifecycle.setAutoRenew(authOf(request), request.params.id, request.body),
    }),
  );
};
