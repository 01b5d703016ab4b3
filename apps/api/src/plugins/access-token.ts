import { HEADERS } from '@repo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthContext, type UserRow } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the `requireUser` hook, null elsewhere. */
    user: UserRow | null;
    /** The session of the access token (see `requireUser`). */
    authSessionId: number | null;
    /** When the access token expires (ms since the epoch; see `requireUser`). */
    authExpiresAt: number | null;
  }
}

/** Checks the Access-Token of a signed-in route (its `onRequest` hook), before the body is read. */
export type RequireUser = (request: FastifyRequest) => Promise<void>;

/** The value of a single-valued header (the first when repeated). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  return Array.isArray(raw) ? raw[0] : raw;
}

export const accessTokenOf = (request: FastifyRequest) => headerValue(request, HEADERS.accessToken);

/** The signed-in caller of a route that uses `requireUser`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.user || request.authSessionId === null) {
    throw new Error('authOf: the route has no requireUser hook');
  }
  return {
    user: request.user,
    sessionId: request.authSessionId,
    expiresAt: request.authExpiresAt ?? 0,
  };
}

/**
 * The one place access tokens are checked: decorates requests with `user` and returns
 * the `requireUser` hook every signed-in route runs on request (401 UNAUTHORIZED, or
 * TOKEN_EXPIRED for a token that merely expired), so a stranger learns nothing from
 * validation answers.
 */
export function registerAccessToken(
  app: FastifyInstance,
  authenticate: (accessToken: string | undefined) => Promise<AuthContext>,
): RequireUser {
  app.decorateRequest('user', null);
  app.decorateRequest('authSessionId', null);
  app.decorateRequest('authExpiresAt', null);
  return async (request) => {
    const auth = await authenticate(accessTokenOf(request));
    request.user = auth.user;
    request.authSessionId = auth.sessionId;
    request.authExpiresAt = auth.expiresAt;
  };
}

/**
 * The optional variant, for public routes that answer a member more (e.g. `liked` on an ad):
 * without an Access-Token the caller is a visitor and `request.user` stays null; a token that is
 * sent is checked as on any signed-in route (401, TOKEN_EXPIRED for one that merely expired, so
 * the client renews it instead of being shown a visitor's answer).
 */
export function optionalUser(requireUser: RequireUser): RequireUser {
  return async (request) => {
    if (accessTokenOf(request)) await requireUser(request);
  };
}
