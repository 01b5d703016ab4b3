import {
  changePasswordSchema,
  changePhoneSchema,
  changeUsernameSchema,
  devicePayloadSchema,
  LOCALES,
  publicProfileResponseSchema,
  userResponseSchema,
  verificationResponseSchema,
} from '@repo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { UserService } from './users.service.ts';

const withLocale = { locale: z.enum(LOCALES).optional() };
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const signedIn = [{ deviceId: [], accessToken: [] }];
const nullable = z.string().nullable();
const deviceResponse = z.object({
  data: z.object({
    device_id: z.string(),
    device_type: nullable,
    platform: nullable,
    name: nullable,
    brand: nullable,
    model: nullable,
    version: nullable,
    app_version: nullable,
    type: z.string(),
    notification: z.string(),
    token: z.string(),
    updated_at: z.string(),
  }),
});

/**
 * {api}: the signed-in user's own account (every `/me…` route and `/devices` need a valid
 * Access-Token), and members' public profiles (`/users/{username}`, for everyone).
 */
export const usersRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  requireUser: RequireUser;
}> = async (app, { users, requireUser }) => {
  rejectNulBytes(app);

  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary: 'The signed-in user',
        security: signedIn,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ data: users.me(authOf(request)) }),
  );

  app.get(
    '/users/:username',
    {
      schema: {
        tags: ['users'],
        summary:
          "A member's public profile: names, member since and active ads count (never phone, email or settings); 404 NOT_FOUND for an unknown, unverified or impossible username",
        security: [{ deviceId: [] }],
        // Any text: what no account could be called is simply not found (never a 400).
        params: z.object({ username: z.string() }),
        response: { 200: publicProfileResponseSchema },
      },
    },
    async (request) => ({ data: await users.publicProfile(request.params.username) }),
  );

  app.post(
    '/devices',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary: 'Register or update this device (spec §3 device payload)',
        security: signedIn,
        body: devicePayloadSchema.extend(withLocale),
        response: { 200: deviceResponse },
      },
    },
    async (request) => {
      const { locale: _locale, ...payload } = request.body;
      return { data: await users.registerDevice(authOf(request), payload) };
    },
  );

  app.post(
    '/me/password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary: 'Change the password; ends every other session of the user',
        security: signedIn,
        body: changePasswordSchema.extend(withLocale),
        response: { 200: ok },
      },
    },
    async (request) => {
      await users.changePassword(authOf(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/me/username',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary: 'Choose a username (unique; reserved names refused)',
        security: signedIn,
        body: changeUsernameSchema.extend(withLocale),
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      data: await users.changeUsername(authOf(request), request.body.username),
    }),
  );

  app.post(
    '/me/phone',
    {
      onRequest: requireUser,
      schema: {
        tags: ['me'],
        summary: 'Start a phone change: sends a change_phone code to the new number',
        security: signedIn,
        body: changePhoneSchema.extend(withLocale),
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return {
        data: await users.requestPhoneChange(authOf(request), input, {
          ip: request.ip,
          locale: locale ?? 'en',
        }),
      };
    },
  );
};
