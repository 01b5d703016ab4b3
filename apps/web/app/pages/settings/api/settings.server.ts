import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import {
  changePasswordSchema,
  changePhoneSchema,
  changeUsernameSchema,
  formatCambodianPhone,
} from '@repo/domain';
import { getSession } from '~/entities/session/index.server.ts';
import { authFailure, flowCookie, verifyFlow } from '~/features/auth/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';

type SettingsPage = 'password' | 'username' | 'phone';

const PAGE_SCHEMAS = {
  password: changePasswordSchema,
  username: changeUsernameSchema,
  phone: changePhoneSchema,
};

/**
 * Title and description of a settings page, what it shows of the user (the phone as
 * Cambodians write it) and its form's constraint attributes.
 */
export function settingsPageLoader(page: SettingsPage) {
  const constraint = formConstraint(PAGE_SCHEMAS[page]);
  return async ({ request, context }: LoaderFunctionArgs) => {
    const [t, session] = await Promise.all([getT(request), getSession(request, context)]);
    const phone = session.user?.phone ?? null;
    return {
      current: {
        username: session.user?.username ?? null,
        phone: phone ? formatCambodianPhone(phone) : null,
        hasPassword: session.user?.has_password ?? true,
      },
      constraint,
      meta: {
        title: `${t(`settings.${page}.title`)} | ${t('app.name')}`,
        description: t(`settings.${page}.description`),
      },
    };
  };
}

async function signedInApi(request: Request, context: ActionFunctionArgs['context']) {
  const session = await getSession(request, context);
  return apiClientFor(context).withTokens({ accessToken: session.accessToken });
}

const backToSettings = (request: Request, key: string) =>
  redirectWithFlash(localizeLike(request, '/me/settings'), { type: 'success', key });

/** Changing the password signs out the other devices (the API revokes their sessions). */
export async function changePasswordAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema });
  const hidden = { hideFields: ['current_password', 'new_password'] };
  if (submission.status !== 'success')
    return data({ result: submission.reply(hidden) }, { status: 400 });
  try {
    await (await signedInApi(request, context)).accounts.changePassword(submission.value);
  } catch (error) {
    return authFailure(request, submission, error);
  }
  return backToSettings(request, 'settings.password.changed');
}

export async function changeUsernameAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: changeUsernameSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await (await signedInApi(request, context)).accounts.changeUsername(submission.value);
  } catch (error) {
    return authFailure(request, submission, error);
  }
  return backToSettings(request, 'settings.username.changed');
}

/** A code goes to the new phone; it is confirmed on the next page. */
export async function changePhoneAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: changePhoneSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const verification = await (
      await signedInApi(request, context)
    ).accounts.changePhone({
      ...submission.value,
      locale: await getLocale(request),
    });
    return redirect(localizeLike(request, '/me/settings/change-phone/confirm-phone-code'), {
      status: 303,
      headers: { 'Set-Cookie': flowCookie(verifyFlow(verification)) },
    });
  } catch (error) {
    return authFailure(request, submission, error);
  }
}
