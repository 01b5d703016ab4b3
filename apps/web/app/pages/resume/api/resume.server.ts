import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError, type ApiClient } from '@repo/api-client';
import {
  formatCambodianPhone,
  RESUME_LIMITS,
  resumeCompleteness,
  resumeInputSchema,
  type Resume,
} from '@repo/domain';
import { formatDate } from '@repo/i18n';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getCategories } from '~/entities/category/index.server.ts';
import type { Place } from '~/entities/location/index.ts';
import {
  getProvinces,
  placeListsFor,
  placeListsForForm,
} from '~/entities/location/index.server.ts';
import { getSession, sessionHeaders, type Session } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { readFormWithFiles } from '~/shared/api/form-with-files.server.ts';
import { replyForApiError } from '~/shared/api/submit-form.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { fileSize, resumeFormValues } from '../model/resume-form.ts';

/**
 * `/me/resume` (spec §2, §3 "Resume"; ADR 0050): the builder. One plain form for the resume
 * (its lists grown, shrunk and reordered by conform's intents, answered by this action, so it
 * works without JavaScript) and one multipart form for the attached file.
 */

const constraint = formConstraint(resumeInputSchema);

/** The member's resume, or null before the first save; the API down is the 503 page. */
export async function loadResume(api: ApiClient): Promise<Resume | null> {
  try {
    return await api.resume.get();
  } catch {
    throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
  }
}

async function choices(args: Pick<LoaderFunctionArgs, 'context'>, locale: 'en' | 'km') {
  const [provinces, categories] = await Promise.all([
    getProvinces(args.context),
    getCategories(args.context),
  ]);
  return {
    provinces: provinces.data.map((province): Place => ({
      id: province.id,
      name: localizedName(province.name, locale),
    })),
    // Preferred categories: the job subcategories (spec §3 "job preferences").
    jobCategories: categories.data
      .filter((category) => category.meta?.type === 'job')
      .map((category): Place => ({
        id: category.id,
        name: category.meta ? localizedName(category.meta.name, locale) : category.slug,
      })),
  };
}

function attachmentOf(resume: Resume | null, locale: 'en' | 'km') {
  if (!resume?.attachment) return null;
  const { name, size, uploaded_at } = resume.attachment;
  return { name, size: fileSize(size), date: formatDate(uploaded_at, locale) };
}

/** GET /me/resume: the form with the saved resume, the meter and the file. */
export async function resumeLoader({ request, context }: LoaderFunctionArgs) {
  const [t, locale, session] = await Promise.all([
    getT(request),
    getLocale(request),
    getSession(request, context),
  ]);
  const resume = await loadResume(signedInApi(context, session));
  const defaults = resumeFormValues(resume, formatCambodianPhone, startOf(session));
  const [lists, places] = await Promise.all([
    choices({ context }, locale),
    placeListsFor(
      context,
      {
        province: String(defaults.province_id ?? ''),
        district: String(defaults.district_id ?? ''),
      },
      locale,
    ),
  ]);
  return {
    saved: resume !== null,
    defaults,
    constraint,
    ...lists,
    places,
    completeness: resumeCompleteness(resume),
    attachment: attachmentOf(resume, locale),
    limits: {
      nameMax: RESUME_LIMITS.nameMax,
      shortMax: RESUME_LIMITS.shortMax,
      addressMax: RESUME_LIMITS.addressMax,
      summaryMax: RESUME_LIMITS.summaryMax,
      descriptionMax: RESUME_LIMITS.descriptionMax,
      phonesMax: RESUME_LIMITS.phonesMax,
      yearsMax: RESUME_LIMITS.yearsOfExperienceMax,
      salaryMax: RESUME_LIMITS.salaryMax,
    },
    meta: {
      title: `${t('resume.title')} | ${t('app.name')}`,
      description: t('resume.description'),
    },
  };
}

function startOf(session: Session) {
  const user = session.user;
  return user
    ? {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
      }
    : {};
}

/** What a refused or refreshed builder answers. */
export type ResumeActionData =
  | { result: SubmissionResult<string[]>; places: { districts: Place[]; communes: Place[] } }
  | { attachmentError: string };

/** The catalog key of the API's refusal of a file. */
function attachmentRefusal(error: unknown): string {
  const code = getErrorCode(error);
  if (code === 'FILE_TOO_LARGE' || code === 'PAYLOAD_TOO_LARGE')
    return 'resume.attachment.tooLarge';
  if (code === 'UNSUPPORTED_ATTACHMENT') return 'resume.attachment.unsupported';
  if (code === 'NOT_FOUND') return 'resume.attachment.saveFirst';
  if (code === 'RATE_LIMITED') return 'errors.rateLimited';
  return isAppError(error) ? 'resume.attachment.failed' : 'errors.noResponse';
}

/**
 * POST /me/resume. `intent=attach` / `intent=detach` (the file's form): the file sent on or
 * removed, back with a toast or the reason. Otherwise the builder: a list intent (add, remove,
 * move) or `intent=refresh` (the places without JavaScript) answers the form as typed with
 * the change; a save is checked with the shared schema and sent, back to the page with a
 * toast, or the form again with what was typed and every reason.
 */
export async function resumeAction({ request, context }: ActionFunctionArgs) {
  const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
  const headers = sessionHeaders(session);
  const back = localizeLike(request, '/me/resume');
  // Up to twice the limit is read, so a file a little too large gets the clear refusal.
  const { formData, files } = await readFormWithFiles(
    request,
    'file',
    1,
    RESUME_LIMITS.attachmentMaxBytes * 2,
  );
  const intent = formData.get('intent');
  const api = signedInApi(context, session);

  if (intent === 'attach' || intent === 'detach') {
    const refuse = (key: string, status: number) =>
      data({ attachmentError: key } satisfies ResumeActionData, { status, headers });
    try {
      if (intent === 'attach') {
        const file = files[0];
        if (!file) return refuse('resume.attachment.required', 400);
        if (!file.bytes || file.bytes.byteLength > RESUME_LIMITS.attachmentMaxBytes)
          return refuse('resume.attachment.tooLarge', 413);
        await api.resume.uploadAttachment(
          new Blob([file.bytes], { type: file.type || 'application/octet-stream' }),
          file.name || 'resume',
        );
      } else {
        await api.resume.removeAttachment();
      }
    } catch (error) {
      if (intent === 'detach' && isAppError(error) && error.statusCode === 404)
        return redirectWithFlash(
          back,
          { type: 'success', key: 'resume.attachment.removed' },
          { headers },
        );
      const status = isAppError(error) && error.statusCode >= 400 && error.statusCode < 500;
      return refuse(
        attachmentRefusal(error),
        status ? (error as { statusCode: number }).statusCode : 503,
      );
    }
    return redirectWithFlash(
      back,
      {
        type: 'success',
        key: intent === 'attach' ? 'resume.attachment.uploaded' : 'resume.attachment.removed',
      },
      { headers },
    );
  }

  const submission = parseWithZod(formData, { schema: resumeInputSchema });
  const shownAgain = async (result: SubmissionResult<string[]>, status: number) => {
    const places = await placeListsForForm(context, formData, locale);
    return data({ result, places } satisfies ResumeActionData, { status, headers });
  };
  if (intent === 'refresh')
    // Nothing is checked yet: the values come back as typed, with the new place lists.
    return shownAgain({ initialValue: submission.reply().initialValue }, 200);
  // A list intent (conform's insert, remove, reorder): the form as typed, with the change.
  if (submission.status !== 'success' && submission.status !== 'error')
    return shownAgain(submission.reply(), 200);
  if (submission.status !== 'success') return shownAgain(submission.reply(), 400);
  try {
    await api.resume.save(submission.value);
  } catch (error) {
    const failure = replyForApiError(submission, error);
    return shownAgain(failure.result, failure.status);
  }
  return redirectWithFlash(back, { type: 'success', key: 'resume.saved' }, { headers });
}
