import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { isAppError } from '@repo/api-client';
import { applicationDecisionSchema, type ReceivedApplication } from '@repo/domain';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { Locale } from '@repo/domain';
import { sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { replyForApiError } from '~/shared/api/submit-form.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { toResumeView } from '~/widgets/resume-sheet/index.server.ts';
import { filterOf, isId, receivedBase } from '../model/paths.ts';
import {
  applicationProgress,
  applicationRow,
  download,
  memberSession,
  readFailure,
  storeOfPage,
} from './common.server.ts';

const row = (item: ReceivedApplication, locale: Locale) => ({
  ...applicationRow(item, locale),
  applicant: item.applicant,
});

/**
 * `/me/job-applications` (the member's job ads, or one with `?ad=`) and
 * `/me/store-{id}/job-applications` (the store's): the applications, newest first, with the
 * spec's status filter (`?status=`) and keyset pages (`?cursor=`).
 */
export async function receivedLoader({ request, context, params }: LoaderFunctionArgs) {
  const [session, locale, t] = await Promise.all([
    memberSession(request, context),
    getLocale(request),
    getT(request),
  ]);
  const store = await storeOfPage(context, session, params.store);
  const url = new URL(request.url);
  const status = filterOf(url.searchParams.get('status'));
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const ad = url.searchParams.get('ad');
  if (ad !== null && !isId(ad)) throw notFound();
  const api = signedInApi(context, session).jobs;
  const options = { status, ...(cursor ? { cursor } : {}) };
  let page;
  try {
    page = ad
      ? await api.applicationsOfJob(ad, options)
      : await api.received({ ...options, ...(store ? { storeId: store.id } : {}) });
  } catch (error) {
    throw readFailure(error);
  }
  const title = store
    ? t('applications.received.storeTitle', { store: store.name })
    : t('applications.received.title');
  const job = ad ? (page.items[0]?.job ?? null) : null;
  return {
    meta: {
      title: `${title} | ${t('app.name')}`,
      description: t(
        store ? 'applications.received.storeDescription' : 'applications.received.description',
      ),
    },
    title,
    store,
    base: receivedBase(store?.id),
    ad,
    job,
    status,
    paged: Boolean(cursor),
    next: page.next_cursor,
    items: page.items.map((item) => row(item, locale)),
  };
}

export type ReceivedData = Awaited<ReturnType<typeof receivedLoader>>;

/**
 * `/me/job-applications/{id}` (and the store area's): one application, which the API marks
 * viewed on this read; its resume copy written out as a readable resume.
 */
export async function applicationLoader({ request, context, params }: LoaderFunctionArgs) {
  const [session, locale, t] = await Promise.all([
    memberSession(request, context),
    getLocale(request),
    getT(request),
  ]);
  const store = await storeOfPage(context, session, params.store);
  if (!isId(params.id)) throw notFound();
  let application;
  try {
    application = await signedInApi(context, session).jobs.application(params.id);
  } catch (error) {
    throw readFailure(error);
  }
  const resume = application.resume
    ? await toResumeView(context, application.resume, locale)
    : null;
  const title = t('applications.detail.title', { name: application.applicant.name });
  return {
    meta: { title: `${title} | ${t('app.name')}`, description: title },
    title,
    store,
    base: receivedBase(store?.id),
    application: {
      ...row(application, locale),
      ...applicationProgress(application, locale),
    },
    resume,
  };
}

export type ApplicationData = Awaited<ReturnType<typeof applicationLoader>>;

export interface DecisionActionData {
  result: SubmissionResult<string[]>;
}

/** POST an application's page (`status=hired|rejected`, `message`): the poster's answer. */
export async function applicationAction({ request, context, params }: ActionFunctionArgs) {
  const session = await memberSession(request, context);
  const headers = sessionHeaders(session);
  const store = await storeOfPage(context, session, params.store);
  if (!isId(params.id)) throw notFound();
  const back = localizeLike(request, `${receivedBase(store?.id)}/${params.id}`);
  const submission = parseWithZod(await request.formData(), { schema: applicationDecisionSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply() } satisfies DecisionActionData, {
      status: 400,
      headers,
    });
  try {
    await signedInApi(context, session).jobs.decide(params.id, submission.value);
  } catch (error) {
    if (isAppError(error) && error.statusCode === 404)
      return data(
        {
          result: submission.reply({ formErrors: ['applications.errors.notFound'] }),
        } satisfies DecisionActionData,
        { status: 404, headers },
      );
    const failure = replyForApiError(submission, error);
    return data({ result: failure.result } satisfies DecisionActionData, {
      status: failure.status,
      headers,
    });
  }
  return redirectWithFlash(
    back,
    {
      type: 'success',
      key:
        submission.value.status === 'hired'
          ? 'applications.detail.hired'
          : 'applications.detail.rejected',
    },
    { headers },
  );
}

/** GET /me/job-applications/{id}/attachment: the file sent with an application, to its poster. */
export async function receivedAttachmentLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await memberSession(request, context);
  const headers = new Headers(sessionHeaders(session));
  if (!isId(params.id)) return new Response(null, { status: 404, headers });
  try {
    const api = signedInApi(context, session).jobs;
    const [application, file] = await Promise.all([
      api.application(params.id),
      api.receivedAttachment(params.id),
    ]);
    return download(file, application.attachment?.name ?? 'application', headers);
  } catch (error) {
    const status = isAppError(error) && error.statusCode < 500 ? 404 : 503;
    return new Response(null, { status, headers });
  }
}
