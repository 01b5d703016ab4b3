import type { ActionFunctionArgs } from '@remix-run/node';
import { contactSchema } from '@repo/domain';
import { submitFormToApi } from '~/shared/api/submit-form.server.ts';

export async function action(args: ActionFunctionArgs) {
  return submitFormToApi(args, {
    schema: contactSchema,
    send: (api, input) => api.messages.contact(input),
    redirectTo: new URL(args.request.url).pathname,
    successKey: 'contact.sent',
  });
}
