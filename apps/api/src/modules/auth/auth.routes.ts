import {
  forgotPasswordSchema,
  googleResponseSchema,
  googleSignInSchema,
  HEADERS,
  LOCALES,
  loginSchema,
  registerSchema,
  resendCodeSchema,
  resetPasswordSchema,
  setPhoneSchema,
  tokenResponseSchema,
  verificationResponseSchema,
  verifyCodeSchema,
  verifyResponseSchema,
  type Locale,
} from '@repo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenOf, headerValue } from '../../plugins/access-token.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import type { RequestContext } from './auth.request.ts';
import type { AuthService } from './auth.service.ts';
import type { GoogleService } from './google.service.ts';
import type { SessionService } from './sessions.service.ts';

/** Every body may say which language the code message should be in. */
const withLocale = { locale: z.enum(LOCALES).optional() };
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const withDevice = [{ deviceId: [] }];
const withRefresh = [{ deviceId: [], refreshToken: [] }];

function requestContext(request: FastifyRequest, locale?: Locale): RequestContext {
  return {
    deviceId: request.deviceId,
    ip: request.ip,
    locale: locale ?? 'en',
    accessToken: accessTokenOf(request),
  };
}

/** {auth}: registration, codes, sign-in (password or Google), password reset, tokens. */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  google: GoogleService;
  sessions: SessionService;
}> = async (app, { auth, google, sessions }) => {
  rejectNulBytes(app);

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start an account: sends a code to the phone (SMS) or email (send limits apply)',
        security: withDevice,
        body: registerSchema.extend(withLocale),
        response: { 201: verificationResponseSchema },
      },
    },
    async (request, reply) => {
      const { locale, ...input } = request.body;
      const data = await auth.register(input, requestContext(request, locale));
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Check a code; what a right code does depends on its purpose (change_phone needs Access-Token)',
        security: withDevice,
        body: verifyCodeSchema.extend(withLocale),
        response: { 200: verifyResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return { data: await auth.verify(input, requestContext(request, locale)) };
    },
  );

  app.post(
    '/verify/resend',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A new code behind the same ticket (once a minute, 5 an hour per phone or email; per-IP limit)',
        security: withDevice,
        body: resendCodeSchema.extend(withLocale),
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => {
      const { ticket, locale } = request.body;
      return { data: await auth.resend(ticket, requestContext(request, locale)) };
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone or email and password (10 a minute per IP)',
        security: withDevice,
        body: loginSchema.extend(withLocale),
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return { data: await auth.login(input, requestContext(request, locale)) };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a reset code; the answer is the same whether or not the account exists',
        security: withDevice,
        body: forgotPasswordSchema.extend(withLocale),
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return { data: await auth.forgotPassword(input, requestContext(request, locale)) };
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; ends every other session, signs in here',
        security: withDevice,
        body: resetPasswordSchema.extend(withLocale),
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return { data: await auth.resetPassword(input, requestContext(request, locale)) };
    },
  );

  app.post(
    '/token',
    {
      schema: {
        tags: ['auth'],
        summary: `Rotate the ${HEADERS.refreshToken}: a new pair in the same session (a reused token ends the session)`,
        security: withRefresh,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => ({
      data: await sessions.refresh(headerValue(request, HEADERS.refreshToken), request.deviceId),
    }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: `End the session of the ${HEADERS.refreshToken} (always ok)`,
        security: withRefresh,
        body: z.object({ device_id: z.string().max(128).optional(), ...withLocale }).nullish(),
        response: { 200: ok },
      },
    },
    async (request) => {
      await sessions.logout(headerValue(request, HEADERS.refreshToken));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google access token; a phone number may be needed first',
        security: withDevice,
        body: googleSignInSchema.extend(withLocale),
        response: { 200: googleResponseSchema },
      },
    },
    async (request) => ({
      data: await google.signIn(request.body.access_token, requestContext(request)),
    }),
  );

  app.post(
    '/set-phone',
    {
      schema: {
        tags: ['auth'],
        summary: 'Give the phone number a Google sign-in needs: sends a set_phone code',
        security: withDevice,
        body: setPhoneSchema.extend(withLocale),
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...input } = request.body;
      return { data: await google.setPhone(input, requestContext(request, locale)) };
    },
  );
};
