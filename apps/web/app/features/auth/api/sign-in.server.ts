import type { AppLoadContext } from '@remix-run/node';
import type { TokenSet } from '@repo/domain';
import { registerDevice, tokenCookies } from '~/entities/session/index.server.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { clearFlowCookie } from './auth-flow.server.ts';

/**
 * Ends a successful sign-in (password, code, Google, new password): registers this
 * device with the new token (spec §7: at start and whenever the refresh token changes),
 * stores the tokens in their cookies, forgets the flow and goes on with a toast.
 */
export async function completeSignIn(
  request: Request,
  context: AppLoadContext,
  tokens: TokenSet,
  options: { to: string; flashKey: string },
) {
  await registerDevice(request, context, tokens.access_token);
  const headers = new Headers();
  for (const cookie of [...tokenCookies(tokens), clearFlowCookie()])
    headers.append('Set-Cookie', cookie);
  return redirectWithFlash(options.to, { type: 'success', key: options.flashKey }, { headers });
}
