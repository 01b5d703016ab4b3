import type { ActionFunctionArgs } from '@remix-run/node';
import { feedbackSchema } from '@repo/domain';
import { submitFormToApi } from '~/shared/api/submit-form.server.ts';

/** Plain HTML form post: validate with the shared schema, store through the API, toast on the next page. */
export async function action(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  return submitFormToApi(args, {
    schema: feedbackSchema,
    send: (api, input) => api.messages.feedback(input),
    redirectTo: `${url.pathname}${url.search}`,
    successKey: 'feedback.sent',
  });
}
