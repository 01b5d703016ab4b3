import { z } from 'zod';
import { blankToUndefined } from './ad-field-schemas.ts';
import { JOB_APPLICATION_STATUSES } from './constants.ts';
import { formBooleanSchema } from './form-boolean.ts';
import { resumeAttachmentSchema, resumeSchema } from './resume.ts';

/**
 * Job applications (issue 18; spec §3 "Job application", §4 statuses hired, viewed, rejected
 * with accept and reject; ADR 0050). An application is `sent` until the poster opens it
 * (`viewed`), then `hired` or `rejected`. The applicant also sees `closed` when the job ad
 * is no longer live and no decision came. The spec's filter (`JOB_APPLICATION_STATUSES`: all,
 * hired, viewed, rejected) gains `new`. Messages are catalog keys (`jobs.*`).
 */

export const APPLICATION_STATUSES = ['sent', 'viewed', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The status as the applicant reads it (`closed`: the job ended without a decision). */
export const APPLICANT_STATUSES = [...APPLICATION_STATUSES, 'closed'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** The poster's filter (spec §3: all, hired, viewed, rejected; plus the new ones). */
export const APPLICATION_FILTERS = [...JOB_APPLICATION_STATUSES, 'new'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export const APPLICATION_LIMITS = {
  /** The applicant's short cover message. */
  messageMax: 1_000,
  /** The poster's note with a decision. */
  decisionMessageMax: 1_000,
  /** Applications on one page (keyset paging). */
  page: 20,
  /** The most a client may ask for on one page. */
  pageMax: 100,
  /** Times an application may be sent again before the poster opens it (a bound on rewrites). */
  revisionsMax: 20,
} as const;

const note = (max: number) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong'),
  );

/**
 * Applying (`POST {api}/posts/{id}/applications`, multipart): a cover message, whether the
 * resume goes with it, and perhaps a file of its own (the `file` part). With neither the resume
 * nor a file, the API answers 400 `jobs.nothingToSend`.
 */
export const applyInputSchema = z.object({
  message: note(APPLICATION_LIMITS.messageMax),
  send_resume: z.preprocess((value) => value ?? 'false', formBooleanSchema),
});
export type ApplyInput = z.infer<typeof applyInputSchema>;

/** The poster's decision (`PUT {api}/me/job-applications/{id}/decision`): hire or reject. */
export const applicationDecisionSchema = z.object({
  status: z.enum(['hired', 'rejected'], { error: 'validation.invalid' }),
  message: note(APPLICATION_LIMITS.decisionMessageMax),
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** The job an application is for, as both sides see it. */
const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Still taking applications (active and not expired). */
  open: z.boolean(),
  /** Who posted it: the store's name, or the member's. */
  poster: z.string(),
  /** The store's username when a store posted it (its page links to it). */
  store_username: z.string().nullable(),
});

const dates = {
  created_at: z.string(),
  updated_at: z.string(),
  viewed_at: z.string().nullable(),
  decided_at: z.string().nullable(),
};

/** One of the applicant's applications (`GET {api}/me/applications`). */
export const sentApplicationSchema = z.object({
  id: z.string(),
  job: jobSchema,
  status: z.enum(APPLICANT_STATUSES),
  message: z.string(),
  /** The poster's note with the decision. */
  decision_message: z.string(),
  with_resume: z.boolean(),
  attachment: resumeAttachmentSchema.nullable(),
  ...dates,
});
export type SentApplication = z.infer<typeof sentApplicationSchema>;

/** An application as the job's poster sees it in a list. */
export const receivedApplicationSchema = z.object({
  id: z.string(),
  job: jobSchema,
  status: z.enum(APPLICATION_STATUSES),
  applicant: z.object({
    name: z.string(),
    current_position: z.string(),
  }),
  message: z.string(),
  decision_message: z.string(),
  with_resume: z.boolean(),
  attachment: resumeAttachmentSchema.nullable(),
  ...dates,
});
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

/** One application opened by the poster: the resume as it was sent (a copy, ADR 0050). */
export const receivedApplicationDetailSchema = receivedApplicationSchema.extend({
  resume: resumeSchema.omit({ attachment: true, updated_at: true }).nullable(),
});
export type ReceivedApplicationDetail = z.infer<typeof receivedApplicationDetailSchema>;

/** A page of applications, newest first, with the cursor of the next page. */
export const applicationsPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });

/** A job ad of the member or store with its applications counted by status (`/me/jobs`). */
export const jobWithApplicationsSchema = z.object({
  id: z.string(),
  title: z.string(),
  open: z.boolean(),
  created_at: z.string(),
  counts: z.object({
    new: z.number().int(),
    viewed: z.number().int(),
    hired: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type JobWithApplications = z.infer<typeof jobWithApplicationsSchema>;

/** The answers of the applications' calls, in the API's envelope. */
export const sentApplicationResponseSchema = z.object({ data: sentApplicationSchema });
export const sentApplicationsResponseSchema = z.object({
  data: applicationsPageSchema(sentApplicationSchema),
});
export const receivedApplicationsResponseSchema = z.object({
  data: applicationsPageSchema(receivedApplicationSchema),
});
export const receivedApplicationDetailResponseSchema = z.object({
  data: receivedApplicationDetailSchema,
});
export const jobsWithApplicationsResponseSchema = z.object({
  data: applicationsPageSchema(jobWithApplicationsSchema),
});
export const applicationOkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

const ID = /^[1-9][0-9]{0,15}$/;

/** A page of a list: the cursor it gave and how many (1 to `pageMax`). */
const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(APPLICATION_LIMITS.pageMax)
    .default(APPLICATION_LIMITS.page),
};

/** `GET {api}/me/applications`: the applicant's own, newest first; `ad_id`: to that job only. */
export const sentApplicationsQuerySchema = z.object({
  ad_id: z.string().regex(ID, 'validation.invalid').optional(),
  ...pageQuery,
});

/** `GET {api}/me/jobs`: the member's job ads, or a store's (`store_id`). */
export const myJobsQuerySchema = z.object({
  store_id: z.string().regex(ID, 'validation.invalid').optional(),
  ...pageQuery,
});

/** `GET {api}/me/jobs/{id}/applications` and `GET {api}/me/job-applications`. */
export const receivedApplicationsQuerySchema = z.object({
  store_id: z.string().regex(ID, 'validation.invalid').optional(),
  status: z.enum(APPLICATION_FILTERS).default('all'),
  ...pageQuery,
});
export type ReceivedApplicationsQuery = z.infer<typeof receivedApplicationsQuerySchema>;
