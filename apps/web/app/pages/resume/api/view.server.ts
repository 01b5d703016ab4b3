import { isAppError } from '@repo/api-client';
import { formatCambodianPhone } from '@repo/domain';
import { formatCount, formatDate, formatMonth, formatPrice } from '@repo/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces, placeListsFor } from '~/entities/location/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import { loadResume } from './resume.server.ts';

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
  const [provinces, categories, places] = await Promise.all([
    getProvinces(context),
    getCategories(context),
    placeListsFor(
      context,
      { province: resume.province_id ?? '', district: resume.district_id ?? '' },
      locale,
    ),
  ]);
  const provinceName = (id: string | null) => {
    const province = provinces.data.find((place) => place.id === id);
    return province ? localizedName(province.name, locale) : null;
  };
  const place = [
    resume.commune_id ? places.communes.find((p) => p.id === resume.commune_id)?.name : null,
    resume.district_id ? places.districts.find((p) => p.id === resume.district_id)?.name : null,
    provinceName(resume.province_id),
  ];
  const name = `${resume.first_name} ${resume.last_name}`.trim();
  const month = (value: string) => formatMonth(value, locale);
  return {
    resume: {
      name,
      position: resume.current_position,
      years:
        resume.years_of_experience === null
          ? null
          : { text: formatCount(resume.years_of_experience, locale) },
      gender: resume.gender,
      born: resume.date_of_birth ? formatDate(`${resume.date_of_birth}T12:00:00Z`, locale) : null,
      nationality: resume.nationality,
      marital: resume.marital_status,
      educationLevel: resume.education_level,
      email: resume.email,
      phones: resume.phones.map((phone) => ({
        href: `tel:${phone}`,
        text: formatCambodianPhone(phone),
      })),
      address: [resume.address, ...place].filter(Boolean).join(', '),
      summary: resume.summary,
      experiences: resume.experiences.map((item) => ({
        ...item,
        start: month(item.start),
        end: item.present || !item.end ? null : month(item.end),
      })),
      education: resume.education,
      skills: resume.skills,
      languages: resume.languages,
      hobbies: resume.hobbies,
      references: resume.references.map((item) => ({
        ...item,
        phone: item.phone
          ? { href: `tel:${item.phone}`, text: formatCambodianPhone(item.phone) }
          : null,
      })),
      jobTypes: resume.job_types,
      categories: resume.preferred_category_ids
        .map((id) => categories.data.find((category) => category.id === String(id))?.meta?.name)
        .filter((value) => value !== undefined)
        .map((value) => localizedName(value, locale)),
      provinces: resume.preferred_province_ids
        .map(provinceName)
        .filter((value): value is string => value !== null),
      salary: resume.expected_salary === null ? null : formatPrice(resume.expected_salary, locale),
    },
    meta: { ...meta, title: `${t('resume.view.title', { name })} | ${t('app.name')}` },
  };
}

/**
 * GET /me/resume/attachment: the member's own file, passed through from the API as a
 * download (its name, kind, nosniff, never cached). Anything else: 404.
 */
export async function resumeAttachmentLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const headers = new Headers({
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  if (!session.loggedIn || !session.accessToken)
    return new Response(null, { status: 404, headers });
  try {
    const api = signedInApi(context, session).resume;
    const [resume, file] = await Promise.all([api.get(), api.attachment()]);
    const name = resume?.attachment?.name ?? 'resume';
    headers.set('Content-Type', file.contentType);
    headers.set(
      'Content-Disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    return new Response(file.bytes, { headers });
  } catch (error) {
    const status = isAppError(error) && error.statusCode < 500 ? 404 : 503;
    return new Response(null, { status, headers });
  }
}
