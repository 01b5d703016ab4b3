import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { readCookie } from './cookies.ts';
import { serverEnv } from '../config/env.server.ts';

export const FLASH_COOKIE = 'flash';

/** A message for the next page: an i18n key, so it shows in the reader's language. */
const flashSchema = z.object({
  id: z.string().max(40),
  type: z.enum(['success', 'error', 'info']),
  key: z.string().max(120),
});
export type Flash = z.infer<typeof flashSchema>;

const secure = serverEnv.secureCookies ? '; Secure' : '';

function serialize(flash: Flash): string {
  const value = Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url');
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure}`;
}

/** Redirects and queues a toast for the page it lands on (works without JavaScript). */
export function redirectWithFlash(url: string, flash: Omit<Flash, 'id'>, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', serialize({ ...flash, id: crypto.randomUUID() }));
  return redirect(url, { status: 303, ...init, headers });
}

/** Reads the queued toast, if any, and the Set-Cookie that clears it. */
export function takeFlash(request: Request): { flash: Flash | null; clear?: string } {
  const raw = readCookie(request.headers.get('cookie'), FLASH_COOKIE);
  if (!raw) return { flash: null };
  const clear = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  try {
    const parsed = flashSchema.safeParse(
      JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')),
    );
    return { flash: parsed.success ? parsed.data : null, clear };
  } catch {
    return { flash: null, clear };
  }
}
