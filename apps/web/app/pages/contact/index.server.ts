import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { contactSchema } from '@repo/domain';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { replyForApiError } from '~/shared/api/submit-form.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return {
    meta: {
      title: `${t('contact.title')} | ${t('app.name')}`,
      description: t('contact.description'),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await apiClientFor(context).post('api', 'contact', {
      form: { ...submission.value, locale: await getLocale(request) },
    });
  } catch (error) {
    const { result, status } = replyForApiError(submission, error);
    return data({ result }, { status });
  }
  const url = new URL(request.url);
  return redirectWithFlash(url.pathname, { type: 'success', key: 'contact.sent' });
}
