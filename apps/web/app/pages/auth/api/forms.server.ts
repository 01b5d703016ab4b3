import { redirect } from '@remix-run/node';
import { codeSchema, newPasswordSchema, phoneSchema } from '@repo/domain';
import { z } from 'zod';
import { readFlow, type AuthFlow } from '~/features/auth/index.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';

/*
 * What the account pages' loaders and actions share: the forms they check (the shared
 * schemas' own are in @repo/domain), the pages' meta and the page to return to.
 */

export const verifyForm = z.object({ code: codeSchema });

export const setNewPasswordForm = z.object({ password: newPasswordSchema });

export const setPhoneForm = z.object({ phone: phoneSchema });

/** Title and description of an account page, from `auth.<page>.title|description`. */
export async function authPageMeta(
  request: Request,
  page: 'login' | 'register' | 'forgot' | 'maxSentCode' | 'verify' | 'setNewPassword' | 'setPhone',
) {
  const t = await getT(request);
  return {
    title: `${t(`auth.${page}.title`)} | ${t('app.name')}`,
    description: t(`auth.${page}.description`),
  };
}

/** The page to return to after signing in (`?redirect=` from the auth guard), same-site only. */
export function returnPath(request: Request, value?: FormDataEntryValue | null): string {
  const raw = value ?? new URL(request.url).searchParams.get('redirect');
  return safeRedirectPath(typeof raw === 'string' ? raw : null, localizeLike(request, '/'));
}

/** The flow of a visitor at `step` (set-new-password, set-phone); anyone else is sent to `elsewhere`. */
export function flowAt<Step extends AuthFlow['step']>(
  request: Request,
  step: Step,
  elsewhere: string,
): Extract<AuthFlow, { step: Step }> {
  const flow = readFlow(request);
  if (flow?.step !== step) throw redirect(localizeLike(request, elsewhere));
  return flow as Extract<AuthFlow, { step: Step }>;
}
