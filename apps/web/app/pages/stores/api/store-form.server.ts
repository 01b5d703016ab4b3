import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError, type ApiClient } from '@repo/api-client';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';

/**
 * A refused store call as the form's message and status: the catalog key its error code
 * names (`keys`; a role refusal is `store.forbidden` everywhere), else "no response" when
 * the API did not answer and the general message otherwise. A 4xx keeps its status; the
 * rest is the web server's 503.
 */
export function storeFailure(error: unknown, keys: Readonly<Record<string, string>> = {}) {
  const code = getErrorCode(error);
  const status = isAppError(error) ? error.statusCode : 0;
  const named = code && Object.hasOwn(keys, code) ? keys[code] : undefined;
  const key =
    named ??
    (code === 'STORE_FORBIDDEN'
      ? 'store.forbidden'
      : status === 0
        ? 'errors.noResponse'
        : 'errors.default');
  return { code, key, status: status >= 400 && status < 500 ? status : 503 };
}

/**
 * The store area's one form pattern (create, edit, change username): a plain HTML post
 * validated with the domain schema, sent as the signed-in member (the API checks the role),
 * then a redirect with a toast; or the form again with everything typed, each refusal beside
 * its field (`fieldCodes`: error code → field and catalog key) or above the form.
 */
export async function storeFormAction<Schema extends z.ZodType, Result>(
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
  formData: FormData,
  options: {
    schema: Schema;
    send: (api: ApiClient, value: z.infer<Schema>) => Promise<Result>;
    /** Where the member lands afterwards (a path, localized like the request). */
    redirectTo: (result: Result) => string;
    successKey: string;
    fieldCodes?: Readonly<Record<string, { field: string; key: string }>>;
    formCodes?: Readonly<Record<string, string>>;
  },
) {
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: 400, headers });
  let result: Result;
  try {
    result = await options.send(signedInApi(context, session), submission.value);
  } catch (error) {
    const { code, key, status } = storeFailure(error, options.formCodes);
    const field =
      code && options.fieldCodes && Object.hasOwn(options.fieldCodes, code)
        ? options.fieldCodes[code]
        : undefined;
    return data(
      {
        result: field
          ? submission.reply({ fieldErrors: { [field.field]: [field.key] } })
          : submission.reply({ formErrors: [key] }),
      },
      { status, headers },
    );
  }
  return redirectWithFlash(
    localizeLike(request, options.redirectTo(result)),
    { type: 'success', key: options.successKey },
    { headers },
  );
}
