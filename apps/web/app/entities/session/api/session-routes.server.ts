import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@repo/api-client';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { registerDevice } from './device.server.ts';
import { getSession } from './session.server.ts';
import {
  clearedSessionCookies,
  readSessionCookies,
  tokenCookies,
} from './session-cookies.server.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** A JSON answer (resource routes answer plain Responses). */
function data(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return Response.json(body, init);
}

function withCookies(cookies: string[]): Headers {
  const headers = new Headers(noStore);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * GET /api/_auth/session (spec §7): the session with its user, for the page's polls. A
 * session that cannot be loaded is the empty session.
 */
export async function sessionLoader({ request, context }: LoaderFunctionArgs) {
  try {
    const session = await getSession(request, context);
    return data(
      { loggedIn: session.loggedIn, user: session.user },
      { headers: withCookies(session.setCookie) },
    );
  } catch {
    return data({}, { headers: noStore });
  }
}

/**
 * DELETE /api/_auth/session logs out (the server session too); POST /api/_auth/session
 * renews the tokens (the leader tab calls it `renewToken` ms before they expire).
 */
export async function sessionAction({ request, context }: ActionFunctionArgs) {
  const { refreshToken } = readSessionCookies(request);
  const api = apiClientFor(context).withTokens({ refreshToken });
  if (request.method === 'DELETE') {
    if (refreshToken) await api.accounts.logout(context.deviceId).catch(() => undefined);
    return data({ loggedIn: false }, { headers: withCookies(clearedSessionCookies()) });
  }
  if (request.method !== 'POST') return data({ error: 'METHOD_NOT_ALLOWED' }, { status: 405 });
  if (!refreshToken) return data({ loggedIn: false }, { status: 401, headers: noStore });
  try {
    const tokens = await api.accounts.refresh();
    await registerDevice(request, context, tokens.access_token);
    return data(
      { loggedIn: true, expiresAt: Date.now() + tokens.expires_in * 1000 },
      { headers: withCookies(tokenCookies(tokens)) },
    );
  } catch (error) {
    const status = isAppError(error) ? error.statusCode : 0;
    if (status >= 400 && status < 500) {
      // Spec §8: a renewal refused below 500 is a local logout, and the server is told too.
      await api.accounts.logout(context.deviceId).catch(() => undefined);
      return data(
        { loggedIn: false },
        { status: 401, headers: withCookies(clearedSessionCookies()) },
      );
    }
    // 500 and above, or no answer: the page retries after the retry delay.
    return data({ retry: true }, { status: 503, headers: noStore });
  }
}
