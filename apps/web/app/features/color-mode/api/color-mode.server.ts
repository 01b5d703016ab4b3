import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { COOKIE_MAX_AGE } from '@repo/domain';
import { readCookie } from '~/shared/lib/cookies.ts';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';
import { COLOR_MODE_COOKIE, isColorMode, type ColorMode } from '../model/color-mode.ts';
import { serverEnv } from '~/shared/config/env.server.ts';

export function readColorMode(request: Request): ColorMode {
  const value = readCookie(request.headers.get('cookie'), COLOR_MODE_COOKIE);
  return isColorMode(value) ? value : 'system';
}

export function colorModeCookie(mode: ColorMode): string {
  return `${COLOR_MODE_COOKIE}=${mode}; Path=/; Max-Age=${COOKIE_MAX_AGE.oneYear}; SameSite=Lax${serverEnv.secureCookies ? '; Secure' : ''}`;
}

/** POST /color-mode: stores the choice for a year and goes back (works without JavaScript). */
export async function colorModeAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode = form.get('mode');
  const back = safeRedirectPath(form.get('redirectTo'), '/');
  if (!isColorMode(mode)) return redirect(back, 303);
  return redirect(back, { status: 303, headers: { 'Set-Cookie': colorModeCookie(mode) } });
}
