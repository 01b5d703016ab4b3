import type { LoaderFunctionArgs } from '@remix-run/node';
import { contactSchema } from '@repo/domain';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return {
    constraint: formConstraint(contactSchema),
    meta: {
      title: `${t('contact.title')} | ${t('app.name')}`,
      description: t('contact.description'),
    },
  };
}
