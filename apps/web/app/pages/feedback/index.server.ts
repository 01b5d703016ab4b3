import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { feedbackSchema } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { replyForApiError } from '~/shared/api/submit-form.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { safeRedirectPath } from '~/shared/lib/safe-redirect.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  const from = safeRedirectPath(new URL(request.url).searchParams.get('from'), '');
  return {
    from,
    meta: {
      title: `${t('feedback.title')} | ${t('app.name')}`,
      description: t('feedback.description'),
    },
  };
}

/** Plain HTML form post: validate with the shared schema, store through the API, toast on the next page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: feedbackSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await apiClientFor(context).post('api', 'feedback', {
      form: { ...submission.value, locale: await getLocale(request) },
    });
  } catch (error) {
    const { result, status } = replyForApiError(submission, error);
    return data({ result }, { status });
  }
  const url = new URL(request.url);
  return redirectWithFlash(`${url.pathname}${url.search}`, {
    type: 'success',
    key: 'feedback.sent',
  });
}
