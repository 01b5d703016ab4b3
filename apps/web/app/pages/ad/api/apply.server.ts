import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError, type ApiClient } from '@repo/api-client';
import {
  applyInputSchema,
  RESUME_LIMITS,
  type Ad,
  type Locale,
  type SentApplication,
} from '@repo/domain';
import { formatDate } from '@repo/i18n';
import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { getSession, sessionHeaders, type Session } from '~/entities/session/index.server.ts';
import { myStoresOf } from '~/entities/store/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { readFormWithFiles } from '~/shared/api/form-with-files.server.ts';
import { replyForApiError } from '~/shared/api/submit-form.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';

/**
 * Applying on a job ad's page (spec §3 "Job application", ADR 0050): who may apply, what
 * they already sent, and the multipart form's action (works without JavaScript).
 */

/** The applicant's application as the ad page shows it. */
export interface ApplicationState {
  status: SentApplication['status'];
  sent: { iso: string; text: string };
  /** The poster has opened it: applying again would be refused (APPLICATION_LOCKED). */
  locked: boolean;
  message: string;
  withResume: boolean;
}

/** The apply section of a job ad: nothing for other ads. */
export type ApplySection =
  | { kind: 'visitor' }
  | { kind: 'own' }
  | { kind: 'closed' }
  | { kind: 'member'; hasResume: boolean; application: ApplicationState | null };

/** The member's application to this job, if any (one a job and applicant). */
async function applicationFor(api: ApiClient, adId: string, locale: Locale) {
  const page = await api.jobs.sent({ adId, limit: 1 });
  const found = page.items[0];
  if (!found) return null;
  return {
    status: found.status,
    sent: { iso: found.updated_at, text: formatDate(found.updated_at, locale) },
    locked: found.status !== 'sent',
    message: found.message,
    withResume: found.with_resume,
  } satisfies ApplicationState;
}

/** What the apply section shows to this viewer of a job ad (null: not a job ad). */
export async function loadApplySection(
  context: AppLoadContext,
  session: Session,
  ad: Ad,
  locale: Locale,
): Promise<ApplySection | null> {
  if (ad.category.type !== 'job') return null;
  if (!session.accessToken || !session.user) return { kind: 'visitor' };
  const stores = await myStoresOf(context, session);
  const own =
    session.user.id === ad.seller.id ||
    (ad.store !== null &&
      stores.some((store) => store.id === ad.store?.id && store.status === 'active'));
  if (own) return { kind: 'own' };
  const api = signedInApi(context, session);
  const [application, resume] = await Promise.all([
    applicationFor(api, ad.id, locale).catch(() => null),
    api.resume.get().catch(() => null),
  ]);
  if (ad.status !== 'active' && !application) return { kind: 'closed' };
  return { kind: 'member', hasResume: resume !== null, application };
}

/** The catalog key of an API refusal of an application. */
export function applyRefusal(error: unknown): string | null {
  if (!isAppError(error)) return null;
  switch (getErrorCode(error)) {
    case 'OWN_JOB':
      return 'applications.errors.ownJob';
    case 'JOB_CLOSED':
      return 'applications.errors.jobClosed';
    case 'APPLICATION_LOCKED':
      return 'applications.errors.locked';
    case 'NOTHING_TO_SEND':
      return 'applications.errors.nothingToSend';
    case 'FILE_TOO_LARGE':
      return 'applications.errors.tooLarge';
    case 'UNSUPPORTED_ATTACHMENT':
      return 'applications.errors.unsupported';
    case 'NOT_FOUND':
      return 'applications.errors.jobClosed';
    default:
      return null;
  }
}

export interface ApplyActionData {
  apply: SubmissionResult<string[]>;
}

/**
 * POST `{ad}?apply` (multipart: message, send_resume, file): sends the application, or
 * updates it while the poster has not opened it. A visitor is sent to sign in and back; a
 * refusal comes back translated with what was typed (the file must be chosen again).
 */
export async function applyAction({ request, context }: ActionFunctionArgs, adId: string) {
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  // The ad page's own address, in its language (the form posts to it).
  const back = new URL(request.url).pathname;
  if (!session.loggedIn || !session.accessToken)
    return redirect(`${localizeLike(request, '/login')}?redirect=${encodeURIComponent(back)}`, {
      status: 303,
      headers,
    });
  // Up to twice the limit is read, so a file a little too large gets the clear refusal.
  const { formData, files } = await readFormWithFiles(
    request,
    'file',
    1,
    RESUME_LIMITS.attachmentMaxBytes * 2,
  );
  const submission = parseWithZod(formData, { schema: applyInputSchema });
  const refuse = (key: string, status: number) =>
    data({ apply: submission.reply({ formErrors: [key] }) } satisfies ApplyActionData, {
      status,
      headers,
    });
  if (submission.status !== 'success')
    return data({ apply: submission.reply() } satisfies ApplyActionData, { status: 400, headers });
  const file = files[0];
  if (file && (!file.bytes || file.bytes.byteLength > RESUME_LIMITS.attachmentMaxBytes))
    return refuse('applications.errors.tooLarge', 413);
  try {
    await signedInApi(context, session).jobs.apply(
      adId,
      submission.value,
      file?.bytes
        ? {
            blob: new Blob([file.bytes], { type: file.type || 'application/octet-stream' }),
            name: file.name || 'attachment',
          }
        : undefined,
    );
  } catch (error) {
    const key = applyRefusal(error);
    if (key) return refuse(key, isAppError(error) ? error.statusCode : 400);
    const failure = replyForApiError(submission, error);
    return data({ apply: failure.result } satisfies ApplyActionData, {
      status: failure.status,
      headers,
    });
  }
  return redirectWithFlash(
    `${back}#apply`,
    { type: 'success', key: 'applications.apply.sent' },
    { headers },
  );
}
