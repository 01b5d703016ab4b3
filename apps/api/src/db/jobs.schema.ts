import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { ads } from './ads.schema.ts';
import { at } from './columns.ts';

/**
 * Resumes and job applications (issue 18, ADR 0050). One resume a member: the fields people
 * are found by nothing (a resume is never listed or searched), so the whole resume as the
 * domain's `resumeInputSchema` gives it lives in `data`; only its name is a column, for the
 * applications' lists. Its attached file is a private storage key (`private/resumes/…`).
 */
/**
 * An attached document (spec §5: doc, docx, pdf or txt up to 5 MB), when there is one: its
 * private storage key, the name it was uploaded with, its kind told by its bytes, its size.
 */
const attachmentColumns = () => ({
  attachmentKey: text('attachment_key'),
  attachmentName: text('attachment_name'),
  attachmentKind: text('attachment_kind'),
  attachmentSize: integer('attachment_size'),
  attachmentAt: at('attachment_at'),
});

export const resumes = pgTable(
  'resumes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The resume (`Resume` of the domain without `attachment` and `updated_at`). */
    data: jsonb('data').notNull(),
    ...attachmentColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Whether a file is still held before it is deleted (`removeIfUnused`).
  (t) => [
    index('resumes_attachment_idx')
      .on(t.attachmentKey)
      .where(sql`attachment_key is not null`),
  ],
);

/**
 * One application per job ad and applicant (ADR 0050): `sent`, `viewed` once the poster opens
 * it, then `hired` or `rejected`. It carries a copy of the resume as sent (`resume`, null when
 * only a file went) and the attachment's key (the resume's file or one of its own), so later
 * edits and deletions of the resume never reach the poster. Lists are keyset pages, newest
 * first, per job and status (`job_applications_ad_status_idx`) and per applicant.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adId: bigint('ad_id', { mode: 'number' })
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    applicantId: bigint('applicant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('sent'),
    message: text('message').notNull().default(''),
    resume: jsonb('resume'),
    ...attachmentColumns(),
    decisionMessage: text('decision_message').notNull().default(''),
    /** How many times the applicant updated it before it was viewed (a bound on rewrites). */
    revisions: smallint('revisions').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    viewedAt: at('viewed_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('job_applications_ad_applicant_idx').on(t.adId, t.applicantId),
    index('job_applications_ad_status_idx').on(t.adId, t.status, t.createdAt.desc(), t.id.desc()),
    index('job_applications_ad_latest_idx').on(t.adId, t.createdAt.desc(), t.id.desc()),
    index('job_applications_attachment_idx')
      .on(t.attachmentKey)
      .where(sql`attachment_key is not null`),
    index('job_applications_applicant_idx').on(t.applicantId, t.createdAt.desc(), t.id.desc()),
    check(
      'job_applications_status_check',
      sql`${t.status} in ('sent', 'viewed', 'hired', 'rejected')`,
    ),
    check(
      'job_applications_something_sent_check',
      sql`${t.resume} is not null or ${t.attachmentKey} is not null`,
    ),
  ],
);
