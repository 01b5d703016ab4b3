import type { Resume } from '@repo/domain';

/** The repeatable sections of the builder, in the page's order. */
export const RESUME_LISTS = [
  'experiences',
  'education',
  'skills',
  'languages',
  'hobbies',
  'references',
] as const;
export type ResumeList = (typeof RESUME_LISTS)[number];

/** What a list item starts as when added (conform's `insert` default). */
export const EMPTY_ITEM: Record<ResumeList, unknown> = {
  experiences: { company: '', position: '', start: '', end: '', description: '' },
  education: { school: '', degree: '', major: '' },
  skills: { name: '', level: '' },
  languages: { name: '', level: '' },
  hobbies: '',
  references: { name: '', position: '', company: '', phone: '', email: '' },
};

/** The form's text for a saved resume: what the fields start with (conform's `defaultValue`). */
export type ResumeFormValues = Record<string, unknown>;

/**
 * A saved resume as the builder's form values: every value as the browser would send it
 * (text, `on` for a ticked box, lists of rows), phone numbers written as `formatPhone` writes
 * them. No resume yet: the member's own name and contact as a start.
 */
export function resumeFormValues(
  resume: Resume | null,
  formatPhone: (phone: string) => string,
  start: { first_name?: string; last_name?: string; email?: string | null; phone?: string | null },
): ResumeFormValues {
  if (!resume)
    return {
      first_name: start.first_name ?? '',
      last_name: start.last_name ?? '',
      email: start.email ?? '',
      phones: start.phone ? [formatPhone(start.phone)] : [],
    };
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    first_name: resume.first_name,
    last_name: resume.last_name,
    gender: text(resume.gender),
    date_of_birth: text(resume.date_of_birth),
    nationality: resume.nationality,
    email: text(resume.email),
    phones: resume.phones.map(formatPhone),
    province_id: text(resume.province_id),
    district_id: text(resume.district_id),
    commune_id: text(resume.commune_id),
    address: resume.address,
    current_position: resume.current_position,
    years_of_experience: text(resume.years_of_experience),
    marital_status: text(resume.marital_status),
    education_level: text(resume.education_level),
    summary: resume.summary,
    experiences: resume.experiences.map((item) => ({
      company: item.company,
      position: item.position,
      start: item.start,
      end: text(item.end),
      ...(item.present ? { present: 'on' } : {}),
      description: item.description,
    })),
    education: resume.education.map((item) => ({ ...item })),
    skills: resume.skills.map((item) => ({ ...item })),
    languages: resume.languages.map((item) => ({ ...item })),
    hobbies: [...resume.hobbies],
    references: resume.references.map((item) => ({
      name: item.name,
      position: item.position,
      company: item.company,
      phone: item.phone ? formatPhone(item.phone) : '',
      email: text(item.email),
    })),
    job_types: [...resume.job_types],
    preferred_category_ids: resume.preferred_category_ids.map(String),
    preferred_province_ids: [...resume.preferred_province_ids],
    expected_salary: text(resume.expected_salary),
  };
}

/** A file's size as people read it: "820 KB", "1.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
