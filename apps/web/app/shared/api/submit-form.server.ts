import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { isAppError, type ApiClient, type FormRecord } from '@repo/api-client';
import type { Locale } from '@repo/domain';
import type { z } from 'zod';
import { getLocale } from '../i18n/i18n.server.ts';
import { redirectWithFlash } from '../lib/flash.server.ts';
import { apiClientFor } from './api-client.server.ts';

interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/**
 * The field problems of an API 400 (`body.<field>` paths) as conform field errors: catalog
 * keys when the API gave one (`validation.*`), else the generic "This field is invalid."
 */
export function fieldErrorsOf(error: { data: unknown }) {
  const issues =
    (error.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.path.replace(/^body\./, '');
    (fieldErrors[name] ??= []).push(
      issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
    );
  }
  return { issues, fieldErrors };
}

/**
 * Turns an API failure into the form's reply and status, keeping everything typed:
 * field problems from a 400, the rate limit (429), and the spec's "no response" text
 * when the API is down or slow.
 */
export function replyForApiError(submission: Submission, error: unknown) {
  if (isAppError(error) && error.statusCode === 429) {
    return { result: submission.reply({ formErrors: ['errors.rateLimited'] }), status: 429 };
  }
  if (isAppError(error) && error.statusCode === 400) {
    const { issues, fieldErrors } = fieldErrorsOf(error);
    return {
      result: submission.reply({
        fieldErrors,
        formErrors: issues.length ? [] : ['errors.default'],
      }),
      status: 400,
    };
  }
  const noResponse = !isAppError(error) || error.statusCode === 0;
  return {
    result: submission.reply({ formErrors: [noResponse ? 'errors.noResponse' : 'errors.default'] }),
    status: noResponse ? 503 : 502,
  };
}

/**
 * The one form pattern for a plain HTML post that ends in an API call: validate with the
 * shared schema (400 with the typed values on failure), `send` the values and the page's
 * locale through a typed call, then redirect to `redirectTo` with a success toast.
 */
export async function submitFormToApi<Schema extends z.ZodType<FormRecord>>(
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
  options: {
    schema: Schema;
    send: (api: ApiClient, input: z.infer<Schema> & { locale: Locale }) => Promise<unknown>;
    redirectTo: string;
    successKey: string;
  },
) {
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await options.send(apiClientFor(context), {
      ...submission.value,
      locale: await getLocale(request),
    });
  } catch (error) {
    const { result, status } = replyForApiError(submission, error);
    return data({ result }, { status });
  }
  return redirectWithFlash(options.redirectTo, { type: 'success', key: options.successKey });
}
