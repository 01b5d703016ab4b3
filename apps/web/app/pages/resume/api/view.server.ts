import { isAppError } from '@repo/api-client';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { toResumeView } from '~/widgets/resume-sheet/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { loadResume } from './resume.server.ts';
import { attachmentDisposition } from '~/shared/lib/download.server.ts';

/**
 * GET /me/resume/view: the member's resume as a printable page, in the page's language.
 * Everything is written out here (places, months, numbers in Khmer digits, phones as
 * Cambodians write them), so the page carries no formatting code.
 */
export async function resumeViewLoader({ request, context }: LoaderFunctionArgs) {
  const [t, locale, session] = await Promise.all([
    getT(request),
    getLocale(request),
    getSession(request, context),
  ]);
  const resume = await loadResume(signedInApi(context, session));
  const meta = {
    title: `${t('resume.title')} | ${t('app.name')}`,
    description: t('resume.description'),
  };
  if (!resume) return { resume: null, meta };
  const view = await toResumeView(context, resume, locale);
  const name = view.name;
  return {
    resume: view,
    meta: { ...meta, title: `${t('resume.view.title', { name })} | ${t('app.name')}` },
  };
}

/**
 * GET /me/resume/attachment: the member's own file, passed through from the API as a
 * download (its name, kind, never cached; not sniffed, as every answer). Anything else: 404.
 */
export async function resumeAttachmentLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  if (!session.loggedIn || !session.accessToken)
    return new Response(null, { status: 404, headers });
  try {
    const api = signedInApi(context, session).resume;
    const [resume, file] = await Promise.all([api.get(), api.attachment()]);
    const name = resume?.attachment?.name ?? 'resume';
    headers.set('Content-Type', file.contentType);
    headers.set('Content-Disposition', attachmentDisposition(name));
    return new Response(file.bytes, { headers });
  } catch (error) {
    const status = isAppError(error) && error.statusCode < 500 ? 404 : 503;
    return new Response(null, { status, headers });
  }
}
