import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@repo/api-client';
import type { SentApplication } from '@repo/domain';
import { sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { isId } from '../model/paths.ts';
import {
  applicationProgress,
  applicationRow,
  download,
  memberSession,
  readFailure,
} from './common.server.ts';

/**
 * `/me/applied-jobs` (spec §2; ADR 0050): the member's applications, newest first, a keyset
 * page at a time (`?cursor=`), each with where it stands as the applicant reads it.
 */
export async function appliedJobsLoader({ request, context }: LoaderFunctionArgs) {
  const [session, locale, t] = await Promise.all([
    memberSession(request, context),
    getLocale(request),
    getT(request),
  ]);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? undefined;
  let page;
  try {
    page = await signedInApi(context, session).jobs.sent(cursor ? { cursor } : {});
  } catch (error) {
    throw readFailure(error);
  }
  return {
    meta: {
      title: `${t('applications.applied.title')} | ${t('app.name')}`,
      description: t('applications.applied.description'),
    },
    paged: Boolean(cursor),
    next: page.next_cursor,
    items: page.items.map((item: SentApplication) => ({
      ...applicationRow(item, locale),
      ...applicationProgress(item, locale),
    })),
  };
}

export type AppliedJobsData = Awaited<ReturnType<typeof appliedJobsLoader>>;

/**
 * POST /me/applied-jobs (`intent=withdraw`, `id`): withdraws an application after the
 * page's confirmation (a `<details>` question: no JavaScript needed).
 */
export async function appliedJobsAction({ request, context }: ActionFunctionArgs) {
  const session = await memberSession(request, context);
  const headers = sessionHeaders(session);
  const form = await request.formData();
  const back = localizeLike(request, '/me/applied-jobs');
  const id = form.get('id');
  if (form.get('intent') !== 'withdraw' || typeof id !== 'string' || !isId(id))
    return redirectWithFlash(back, { type: 'error', key: 'errors.default' }, { headers });
  try {
    await signedInApi(context, session).jobs.withdraw(id);
  } catch (error) {
    const gone = isAppError(error) && error.statusCode === 404;
    if (!gone)
      return redirectWithFlash(
        back,
        { type: 'error', key: isAppError(error) ? 'errors.default' : 'errors.noResponse' },
        { headers },
      );
  }
  return redirectWithFlash(
    back,
    { type: 'success', key: 'applications.applied.withdrawn' },
    { headers },
  );
}

/**
 * GET /me/applied-jobs/{id}/attachment?name=: the file the member sent with an application,
 * passed through from the API (only theirs: anyone else's is the API's 404).
 */
export async function sentAttachmentLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await memberSession(request, context);
  const headers = new Headers(sessionHeaders(session));
  if (!isId(params.id)) return new Response(null, { status: 404, headers });
  const name = new URL(request.url).searchParams.get('name')?.slice(0, 200) || 'application';
  try {
    const file = await signedInApi(context, session).jobs.sentAttachment(params.id);
    return download(file, name, headers);
  } catch (error) {
    const status = isAppError(error) && error.statusCode < 500 ? 404 : 503;
    return new Response(null, { status, headers });
  }
}
