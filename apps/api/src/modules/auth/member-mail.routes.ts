import {
  chatEmailInputSchema,
  memberSettingsResponseSchema,
  unsubscribeInputSchema,
  unsubscribeResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { MemberMailService } from './member-mail.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];

/** {api}: the member's email settings and the unsubscribe link of an email (ADR 0041). */
export const memberMailRoutes: FastifyPluginAsyncZod<{
  memberMail: MemberMailService;
  requireUser: RequireUser;
}> = async (app, { memberMail, requireUser }) => {
  rejectNulBytes(app);

  app.get(
    '/me/settings',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary:
          'The member’s email settings: whether unread messages are emailed, and the address (null: none, so nothing is sent)',
        security: signedIn,
        response: { 200: memberSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await memberMail.settingsOf(authOf(request).user.id) }),
  );

  app.post(
    '/me/settings/chat-email',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary: 'Turns the email about unread messages on or off; answers the settings',
        security: signedIn,
        body: chatEmailInputSchema,
        response: { 200: memberSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await memberMail.setChatEmail(authOf(request).user.id, request.body.enabled),
    }),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['me'],
        summary:
          'The unsubscribe link of an unread-message email (no sign-in): turns that email off for the token’s member; 404 NOT_FOUND for a token that is nobody’s',
        security: [{ deviceId: [] }],
        body: unsubscribeInputSchema,
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => ({ data: await memberMail.unsubscribe(request.body.token) }),
  );
};
