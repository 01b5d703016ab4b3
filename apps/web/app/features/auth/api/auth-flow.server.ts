import { redirect } from '@remix-run/node';
import { verificationSchema } from '@repo/domain';
import { z } from 'zod';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { readCookie } from '~/shared/lib/cookies.ts';
import { serverEnv } from '~/shared/config/env.server.ts';

/**
 * Where a visitor is in a multi-page account flow (register → verify, forgot → verify →
 * set new password, Google → set phone → verify), kept in one HttpOnly cookie for 30
 * minutes. It holds opaque API tickets only: nothing here is trusted without the API.
 */
const FLOW_COOKIE = 'auth_flow';
const FLOW_MAX_AGE = 30 * 60;

const redirectTo = z.string().max(500).optional();

const flowSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('verify'),
    verification: verificationSchema,
    /** When a new code may be asked for (epoch ms). */
    resendAt: z.number(),
    redirectTo,
  }),
  z.object({ step: z.literal('set-new-password'), resetToken: z.string(), redirectTo }),
  z.object({ step: z.literal('set-phone'), signupTicket: z.string(), redirectTo }),
]);
export type AuthFlow = z.infer<typeof flowSchema>;

const attributes = () =>
  `Path=/; HttpOnly; SameSite=Lax${serverEnv.secureCookies ? '; Secure' : ''}`;

export function flowCookie(flow: AuthFlow): string {
  const value = Buffer.from(JSON.stringify(flow), 'utf8').toString('base64url');
  return `${FLOW_COOKIE}=${value}; Max-Age=${FLOW_MAX_AGE}; ${attributes()}`;
}

/** A form's answer that moves the flow on: to the next step's page (`path`, in the request's language), with the flow in its cookie. */
export function toFlowStep(request: Request, path: string, flow: AuthFlow) {
  return redirect(localizeLike(request, path), {
    status: 303,
    headers: { 'Set-Cookie': flowCookie(flow) },
  });
}

export function clearFlowCookie(): string {
  return `${FLOW_COOKIE}=; Max-Age=0; ${attributes()}`;
}

export function readFlow(request: Request): AuthFlow | null {
  const raw = readCookie(request.headers.get('cookie'), FLOW_COOKIE);
  if (!raw) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The flow step for a code that was just sent. */
export function verifyFlow(
  verification: z.infer<typeof verificationSchema>,
  redirectTo?: string,
  now = Date.now(),
): AuthFlow {
  return {
    step: 'verify',
    verification,
    resendAt: now + verification.resend_in * 1000,
    redirectTo,
  };
}
