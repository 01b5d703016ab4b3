import { BADGE_FIELDS } from '@repo/domain';
import { isAppError } from '@repo/api-client';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { countsOf } from '../model/badges-cookie.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/_badges: the signed-in member's header counts (spec §7, `{notification}/badges`),
 * for the leader tab's poll. 401 for a visitor, 503 when the API did not answer (the poll
 * retries after the retry delay, spec §8).
 */
export async function badgesLoader({ request, context }: LoaderFunctionArgs) {
  const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
  const headers = new Headers(NO_STORE);
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  if (!session.loggedIn || !session.accessToken)
    return Response.json({ loggedIn: false }, { status: 401, headers });
  try {
    const badges = await apiClientFor(context)
      .withTokens({ accessToken: session.accessToken })
      .chat.badges(BADGE_FIELDS, locale);
    return Response.json({ loggedIn: true, badges: countsOf(badges) }, { headers });
  } catch (error) {
    const status = isAppError(error) && error.statusCode === 401 ? 401 : 503;
    return Response.json({ loggedIn: status !== 401 }, { status, headers });
  }
}
