import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedbackSchema } from '@repo/domain';
import { getT } from '~/shared/i18n/i18n.server.ts';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  const from = safeRedirectPath(new URL(request.url).searchParams.get('from'), '').slice(0, 300);
  return {
    from,
    constraint: formConstraint(feedbackSchema),
    meta: {
      title: `${t('feedback.title')} | ${t('app.name')}`,
      description: t('feedback.description'),
    },
  };
}
