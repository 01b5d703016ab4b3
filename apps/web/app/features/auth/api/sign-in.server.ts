import type { AppLoadContext } from '@remix-run/node';
import type { DevicePayload, TokenSet } from '@repo/domain';
import { tokenCookies } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { clearFlowCookie } from './auth-flow.server.ts';

/** Spec §3 device payload, from what the browser tells about itself. */
export function devicePayload(request: Request, deviceId: string): DevicePayload {
  const agent = request.headers.get('user-agent') ?? '';
  const platform =
    /Android/.exec(agent)?.[0] ??
    /iPhone|iPad/.exec(agent)?.[0] ??
    /Windows|Mac OS X|CrOS|Linux/.exec(agent)?.[0] ??
    'unknown';
  const browser = /(Edg|OPR|SamsungBrowser|Firefox|Chrome|Safari)\/([\d.]+)/.exec(agent);
  return {
    device_id: deviceId,
    device_type: /Mobi|Android|iPhone/.test(agent) ? 'mobile' : 'desktop',
    platform,
    name: browser?.[1] ?? 'browser',
    brand: '',
    model: '',
    version: browser?.[2] ?? '',
    app_version: process.env.npm_package_version ?? '0.0.0',
    type: 'browser',
    notification: 'off',
    token: '',
  };
}

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
  try {
    await apiClientFor(context)
      .withTokens({ accessToken: tokens.access_token })
      .auth.registerDevice(devicePayload(request, context.deviceId));
  } catch {
    // The device list is informational: a failure here must not undo the sign-in.
  }
  const headers = new Headers();
  for (const cookie of [...tokenCookies(tokens), clearFlowCookie()])
    headers.append('Set-Cookie', cookie);
  return redirectWithFlash(options.to, { type: 'success', key: options.flashKey }, { headers });
}
