// Long on purpose: every field of spec §3's resume in one schema (the form and the API share
// it), the answer's shape and the completeness meter that reads it.
import { z } from 'zod';
import { blankToUndefined } from './ad-field-schemas.ts';
import { normalizeCambodianPhone } from './auth.ts';
import {
  EDUCATION_LEVELS,
  GENDERS,
  JOB_TYPES,
  MARITAL_STATUSES,
  RESUME_ATTACHMENT_MAX_BYTES,
  RESUME_ATTACHMENT_TYPES,
  RESUME_MAX_PHONES,
  SKILL_LEVELS,
} from './constants.ts';
import { asList, optional } from './form-values.ts';

/**
 * A job seeker's resume (issue 18; spec §3 "Resume", "Work experience", "Education", "Skill or
 * language level"; §5 and §9 limits; ADR 0050). One schema for the web's plain form and the
 * API's body (`PUT {api}/me/resume`): every value may come as text, a blank one is "not
 * given", lists come as conform's `name[i].field` entries. Messages are catalog keys
 * (`validation.*`, `resume.*`).
 */

export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** What a resume may hold: every list and text is bounded (an attacker's body is too). */
export const RESUME_LIMITS = {
  nameMax: 60,
  /** Nationality, position, company, school, degree, major, skill, language, hobby. */
  shortMax: 120,
  addressMax: 255,
  summaryMax: 1_200,
  descriptionMax: 2_000,
  phonesMax: RESUME_MAX_PHONES,
  experiencesMax: 15,
  educationMax: 10,
  skillsMax: 30,
  languagesMax: 10,
  hobbiesMax: 15,
  referencesMax: 5,
  preferredCategoriesMax: 5,
  preferredProvincesMax: 5,
  yearsOfExperienceMax: 60,
  salaryMax: 1_000_000,
  /** Spec §9: the attachment's size. */
  attachmentMaxBytes: RESUME_ATTACHMENT_MAX_BYTES,
  /** The guidance of spec §5: a summary of 2 to 4 sentences, experience of the last 10 years. */
  summarySentences: { min: 2, max: 4 },
  experienceYears: 10,
  /** Youngest and oldest age a date of birth may give. */
  ageMin: 14,
  ageMax: 100,
} as const;

/** Spec §5: the attachment's types (told by content, ADR 0050) and what each is served as. */
export const RESUME_ATTACHMENT_MIME: Record<ResumeAttachmentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};
export type ResumeAttachmentKind = (typeof RESUME_ATTACHMENT_TYPES)[number];

const text = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong');

const required = (max: number, key = 'validation.required') =>
  z.string({ error: key }).trim().min(1, key).max(max, 'validation.tooLong');

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  optional(z.enum(values, { error: 'validation.invalid' }));

const email = optional(
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.invalidEmail')),
);

/** A phone number as typed, kept in the international form (+855…). */
const phone = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .max(30, 'validation.invalidPhone')
  .transform((value, context) => {
    const normalized = normalizeCambodianPhone(value);
    if (!normalized) context.addIssue({ code: 'custom', message: 'validation.invalidPhone' });
    return normalized ?? value;
  });

/**
 * A row's fields that the form fills in before anyone types (a level's select, the "present"
 * box): a row with nothing else in it is as blank as a new row the member left empty.
 */
const PRESET_FIELDS: ReadonlySet<string> = new Set(['level', 'present']);

const isBlankRow = (entry: unknown) =>
  entry !== null && typeof entry === 'object'
    ? Object.entries(entry).every(
        ([name, field]) => PRESET_FIELDS.has(name) || blankToUndefined(field) === undefined,
      )
    : blankToUndefined(entry) === undefined;

/**
 * A form's list (`asList`; null is empty too), at most `max` rows filled in, its blank rows
 * dropped after the check: they stay in place while it runs, so a problem is named at the index
 * of the field it is about (a blank row before it would shift every path after it).
 */
const listOf = <T extends z.ZodType>(item: T, max: number, tooMany = 'resume.tooMany') =>
  z.preprocess(
    (value) => asList(value ?? undefined).map((entry) => (isBlankRow(entry) ? null : entry)),
    z
      .array(item.nullable())
      .refine((list) => list.filter((entry) => entry !== null).length <= max, tooMany)
      .transform((list) => list.filter((entry): entry is z.output<T> => entry !== null)),
  );

const whole = (min: number, max: number) =>
  optional(
    z.coerce
      .number({ error: 'validation.invalidNumber' })
      .int('validation.invalidNumber')
      .min(min, 'validation.invalidNumber')
      .max(max, 'validation.invalidNumber'),
  );

/** A month as `YYYY-MM` (what `<input type="month">` sends). */
const MONTH = /^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/;
const month = (key: string) => z.string({ error: key }).trim().regex(MONTH, key);

/** A day as `YYYY-MM-DD`, a real calendar day. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'validation.invalidDate');

const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true' || value === '1',
  z.boolean(),
);

export const workExperienceSchema = z
  .object({
    company: required(RESUME_LIMITS.shortMax, 'resume.companyRequired'),
    position: required(RESUME_LIMITS.shortMax, 'resume.positionRequired'),
    start: month('resume.startRequired'),
    end: optional(month('resume.endInvalid')),
    present: checkbox,
    description: optional(text(RESUME_LIMITS.descriptionMax)),
  })
  .superRefine((item, context) => {
    if (!item.present && !item.end)
      context.addIssue({ code: 'custom', path: ['end'], message: 'resume.endRequired' });
    if (!item.present && item.end && item.end < item.start)
      context.addIssue({ code: 'custom', path: ['end'], message: 'resume.endBeforeStart' });
  })
  // "Present" wins over an end typed before it was ticked.
  .transform((item) => ({ ...item, end: item.present ? undefined : item.end }));
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const educationSchema = z.object({
  school: required(RESUME_LIMITS.shortMax, 'resume.schoolRequired'),
  degree: optional(text(RESUME_LIMITS.shortMax)),
  major: optional(text(RESUME_LIMITS.shortMax)),
});
export type Education = z.infer<typeof educationSchema>;

const levelled = (nameKey: string) =>
  z.object({
    name: required(RESUME_LIMITS.shortMax, nameKey),
    level: z.enum(SKILL_LEVELS, { error: 'resume.levelRequired' }),
  });
export const skillSchema = levelled('resume.skillRequired');
export const languageSchema = levelled('resume.languageRequired');

export const referenceSchema = z
  .object({
    name: required(RESUME_LIMITS.nameMax, 'resume.referenceNameRequired'),
    position: optional(text(RESUME_LIMITS.shortMax)),
    company: optional(text(RESUME_LIMITS.shortMax)),
    phone: optional(phone),
    email,
  })
  .refine((item) => item.phone !== undefined || item.email !== undefined, {
    path: ['phone'],
    message: 'resume.referenceContactRequired',
  });

const PROVINCE = /^\d{2}$/;

/** The resume as its owner fills it in (`/me/resume`; `PUT {api}/me/resume`). */
export const resumeInputSchema = z
  .object({
    first_name: required(RESUME_LIMITS.nameMax, 'validation.firstNameRequired'),
    last_name: required(RESUME_LIMITS.nameMax, 'validation.lastNameRequired'),
    gender: choice(GENDERS),
    date_of_birth: optional(day),
    nationality: optional(text(RESUME_LIMITS.shortMax)),
    email,
    phones: listOf(phone, RESUME_LIMITS.phonesMax, 'resume.phonesMax'),
    province_id: optional(z.string().regex(PROVINCE, 'validation.invalid')),
    district_id: optional(z.string().regex(/^\d{4}$/, 'validation.adLocationMismatch')),
    commune_id: optional(z.string().regex(/^\d{6}$/, 'validation.adLocationMismatch')),
    address: optional(text(RESUME_LIMITS.addressMax)),
    current_position: optional(text(RESUME_LIMITS.shortMax)),
    years_of_experience: whole(0, RESUME_LIMITS.yearsOfExperienceMax),
    marital_status: choice(MARITAL_STATUSES),
    education_level: choice(EDUCATION_LEVELS),
    summary: optional(text(RESUME_LIMITS.summaryMax)),
    experiences: listOf(workExperienceSchema, RESUME_LIMITS.experiencesMax),
    education: listOf(educationSchema, RESUME_LIMITS.educationMax),
    skills: listOf(skillSchema, RESUME_LIMITS.skillsMax),
    languages: listOf(languageSchema, RESUME_LIMITS.languagesMax),
    hobbies: listOf(required(RESUME_LIMITS.shortMax), RESUME_LIMITS.hobbiesMax),
    references: listOf(referenceSchema, RESUME_LIMITS.referencesMax),
    job_types: listOf(z.enum(JOB_TYPES, { error: 'validation.invalid' }), JOB_TYPES.length),
    preferred_category_ids: listOf(
      z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(1_000_000),
      RESUME_LIMITS.preferredCategoriesMax,
    ),
    preferred_province_ids: listOf(
      z.string().regex(PROVINCE, 'validation.invalid'),
      RESUME_LIMITS.preferredProvincesMax,
    ),
    /** Expected monthly salary in US dollars. */
    expected_salary: whole(0, RESUME_LIMITS.salaryMax),
  })
  .superRefine((resume, context) => {
    // Someone has to be able to answer: a phone or an email.
    if (resume.phones.length === 0 && resume.email === undefined)
      context.addIssue({ code: 'custom', path: ['phones'], message: 'resume.contactRequired' });
    if ((resume.district_id || resume.commune_id) && !resume.province_id)
      context.addIssue({
        code: 'custom',
        path: ['province_id'],
        message: 'validation.adLocationMismatch',
      });
  });
export type ResumeInput = z.infer<typeof resumeInputSchema>;

/** The attached file as the resume shows it (its bytes are served by their own route). */
export const resumeAttachmentSchema = z.object({
  name: z.string(),
  kind: z.enum(RESUME_ATTACHMENT_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type ResumeAttachment = z.infer<typeof resumeAttachmentSchema>;

/** A resume as the API answers it: what was saved (output of the input schema), and its file. */
export const resumeSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  nationality: z.string(),
  email: z.string().nullable(),
  phones: z.array(z.string()),
  province_id: z.string().nullable(),
  district_id: z.string().nullable(),
  commune_id: z.string().nullable(),
  address: z.string(),
  current_position: z.string(),
  years_of_experience: z.number().int().nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  education_level: z.enum(EDUCATION_LEVELS).nullable(),
  summary: z.string(),
  experiences: z.array(
    z.object({
      company: z.string(),
      position: z.string(),
      start: z.string(),
      end: z.string().nullable(),
      present: z.boolean(),
      description: z.string(),
    }),
  ),
  education: z.array(z.object({ school: z.string(), degree: z.string(), major: z.string() })),
  skills: z.array(z.object({ name: z.string(), level: z.enum(SKILL_LEVELS) })),
  languages: z.array(z.object({ name: z.string(), level: z.enum(SKILL_LEVELS) })),
  hobbies: z.array(z.string()),
  references: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      company: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  job_types: z.array(z.enum(JOB_TYPES)),
  preferred_category_ids: z.array(z.number().int()),
  preferred_province_ids: z.array(z.string()),
  expected_salary: z.number().int().nullable(),
  attachment: resumeAttachmentSchema.nullable(),
  updated_at: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** `GET` and `PUT {api}/me/resume`. */
export const resumeResponseSchema = z.object({ data: resumeSchema });
/** `PUT {api}/me/resume/attachment`: the file as the resume now shows it. */
export const resumeAttachmentResponseSchema = z.object({ data: resumeAttachmentSchema });
/** `DELETE {api}/me/resume` and `DELETE {api}/me/resume/attachment`. */
export const resumeOkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** What the completeness meter counts, in the order it names what is missing. */
export const RESUME_SECTIONS = [
  'contact',
  'personal',
  'location',
  'position',
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'preferences',
  'attachment',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/** Sentences in a text: ends of sentence in English or Khmer (។ ៕ ! ?). */
export function sentencesIn(value: string): number {
  return value
    .split(/[.!?។៕]+/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0).length;
}

/**
 * How complete a resume is (the builder's meter): the share of sections filled and the ones
 * still missing, by name. A summary counts when it has 2 to 4 sentences (spec §5 guidance).
 */
export function resumeCompleteness(resume: Resume | null): {
  percent: number;
  missing: ResumeSection[];
} {
  if (!resume) return { percent: 0, missing: [...RESUME_SECTIONS] };
  const sentences = sentencesIn(resume.summary);
  const filled: Record<ResumeSection, boolean> = {
    contact: resume.phones.length > 0 || resume.email !== null,
    personal: resume.gender !== null && resume.date_of_birth !== null && resume.nationality !== '',
    location: resume.province_id !== null,
    position: resume.current_position !== '' && resume.years_of_experience !== null,
    summary:
      sentences >= RESUME_LIMITS.summarySentences.min &&
      sentences <= RESUME_LIMITS.summarySentences.max,
    experience: resume.experiences.length > 0,
    education: resume.education.length > 0 || resume.education_level !== null,
    skills: resume.skills.length > 0,
    languages: resume.languages.length > 0,
    preferences: resume.job_types.length > 0,
    attachment: resume.attachment !== null,
  };
  const missing = RESUME_SECTIONS.filter((section) => !filled[section]);
  return {
    percent: Math.round(((RESUME_SECTIONS.length - missing.length) / RESUME_SECTIONS.length) * 100),
    missing,
  };
}
