import type { AppLoadContext } from '@remix-run/node';
import type { DevicePayload } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';

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
    app_version: serverEnv.appVersion,
    type: 'browser',
    notification: 'off',
    token: '',
  };
}

/**
 * POST {api}/devices with a new access token (spec §7: at start and whenever the refresh
 * token changes). The device list is informational: a failure never undoes a sign-in.
 */
export async function registerDevice(
  request: Request,
  context: AppLoadContext,
  accessToken: string,
): Promise<void> {
  try {
    await apiClientFor(context)
      .withTokens({ accessToken })
      .accounts.registerDevice(devicePayload(request, context.deviceId));
  } catch {
    // ignored on purpose, see above
  }
}
