import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  changePasswordSchema,
  changePhoneSchema,
  changeUsernameSchema,
  formatCambodianPhone,
} from '@repo/domain';
import { getSession } from '~/entities/session/index.server.ts';
import { getT } from '~/shared/i18n/i18n.server.ts';
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
