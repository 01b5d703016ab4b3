import { formatCambodianPhone, type Locale, type Resume } from '@repo/domain';
import { formatCount, formatDate, formatMonth, formatPrice } from '@repo/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { getCategories } from '~/entities/category/index.server.ts';
import { getProvinces, placeListsFor } from '~/entities/location/index.server.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';

/** A resume's content: the member's own, or the copy sent with an application (ADR 0050). */
export type ResumeContent = Omit<Resume, 'attachment' | 'updated_at'>;

/**
 * A resume written out for reading in the page's language (places, months, numbers in Khmer
 * digits, phones as Cambodians write them), so the sheet carries no formatting code.
 */
export async function toResumeView(context: AppLoadContext, resume: ResumeContent, locale: Locale) {
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
  };
}

export type ResumeView = Awaited<ReturnType<typeof toResumeView>>;
