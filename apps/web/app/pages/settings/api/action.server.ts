import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import type { ApiClient, FormRecord } from '@repo/api-client';
import { changePasswordSchema, changePhoneSchema, changeUsernameSchema } from '@repo/domain';
import type { z } from 'zod';
import { getSession } from '~/entities/session/index.server.ts';
import { authFailure, toFlowStep, verifyFlow } from '~/features/auth/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';

async function signedInApi(request: Request, context: ActionFunctionArgs['context']) {
  const session = await getSession(request, context);
  return apiClientFor(context).withTokens({ accessToken: session.accessToken });
}

const backToSettings = (request: Request, key: string) =>
  redirectWithFlash(localizeLike(request, '/me/settings'), { type: 'success', key });

/** What a settings form never sends back after a failure. */
const HIDDEN = {
  password: { hideFields: ['current_password', 'new_password'] },
  username: undefined,
};

/**
 * The action of a settings form: checked with `schema` (400 with what was typed, its hidden
 * fields emptied), then `change` made as the member; back to the settings with the
 * `settings.<name>.changed` toast.
 */
function changeSetting<Schema extends z.ZodType<FormRecord>>(
  name: keyof typeof HIDDEN,
  schema: Schema,
  change: (api: ApiClient, value: z.output<Schema>) => Promise<unknown>,
) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const submission = parseWithZod(await request.formData(), { schema });
    if (submission.status !== 'success')
      return data({ result: submission.reply(HIDDEN[name]) }, { status: 400 });
    try {
      await change(await signedInApi(request, context), submission.value);
    } catch (error) {
      return authFailure(request, submission, error);
    }
    return backToSettings(request, `settings.${name}.changed`);
  };
}

/** Changing the password signs out the other devices (the API revokes their sessions). */
export const changePasswordAction = changeSetting('password', changePasswordSchema, (api, value) =>
  api.accounts.changePassword(value),
);

export const changeUsernameAction = changeSetting('username', changeUsernameSchema, (api, value) =>
  api.accounts.changeUsername(value),
);

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
    return toFlowStep(
      request,
      '/me/settings/change-phone/confirm-phone-code',
      verifyFlow(verification),
    );
  } catch (error) {
    return authFailure(request, submission, error);
  }
}
