// Long on purpose: both sides of one application (the applicant applies, lists and withdraws;
// whoever manages the job lists, opens and decides) share its status rules and notifications,
// kept in one place so a transition is never written twice.
import {
  APPLICATION_LIMITS,
  receivedApplicationDetailSchema,
  type ApplicationDecision,
  type ApplyInput,
  type JobWithApplications,
  type ReceivedApplication,
  type ReceivedApplicationDetail,
  type ReceivedApplicationsQuery,
  type ResumeAttachment,
  type SentApplication,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/sql.ts';
import type { Notifier } from '../../lib/module-context.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/time-cursor.ts';
import { HttpError } from '../../plugins/errors.ts';
import { managersOfAd, parseAdId } from '../ads/index.ts';
import {
  attachmentView,
  resumeForApplication,
  storedAttachmentOf,
  type ResumeDocuments,
} from '../resumes/index.ts';
import { activeRoleIn } from '../stores/index.ts';
import * as repo from './job-applications.repository.ts';

/** Application ids are bigint identities; anything else is no application of ours. */
const ID = /^[1-9]\d{0,14}$/;

const noApplication = () => new HttpError(404, 'NOT_FOUND', 'No such application.');
const noJob = () => new HttpError(404, 'NOT_FOUND', 'No such job ad.');

function applicationId(raw: string): number {
  if (!ID.test(raw)) throw noApplication();
  return Number(raw);
}

/** A file sent with an application, as the multipart body carried it. */
export interface SentFile {
  bytes: Buffer;
  name: string;
}

/** Still taking applications: active and not expired. */
const isOpen = (job: { status: string; expiresAt: Date }, now: number) =>
  job.status === 'active' && job.expiresAt.getTime() > now;

function jobView(job: repo.JobOf, now: number) {
  return {
    id: String(job.id),
    title: job.title,
    open: isOpen(job, now),
    poster:
      job.storeId !== null && job.storeName !== null
        ? job.storeName
        : `${job.posterFirstName} ${job.posterLastName}`.trim(),
    store_username: job.storeId !== null ? job.storeUsername : null,
  };
}

/** The file an application holds, as the API shows it. */
function fileView(row: repo.ApplicationRow): ResumeAttachment | null {
  const attachment = storedAttachmentOf(row);
  return attachment ? attachmentView(attachment) : null;
}

const dates = (row: repo.ApplicationRow) => ({
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  viewed_at: row.viewedAt?.toISOString() ?? null,
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/** The resume copy as sent, or null (a copy that no longer fits the schema is not shown). */
function resumeCopy(row: repo.ApplicationRow): ReceivedApplicationDetail['resume'] {
  if (row.resume === null) return null;
  const parsed = receivedApplicationDetailSchema.shape.resume.safeParse(row.resume);
  return parsed.success ? parsed.data : null;
}

function sentView(item: repo.ApplicationWithJob, now: number): SentApplication {
  const { application: row, job } = item;
  const decided = row.status === 'hired' || row.status === 'rejected';
  return {
    id: String(row.id),
    job: jobView(job, now),
    // The job ended without a decision: the applicant reads `closed` (ADR 0050).
    status: !decided && !isOpen(job, now) ? 'closed' : (row.status as SentApplication['status']),
    message: row.message,
    decision_message: row.decisionMessage,
    with_resume: row.resume !== null,
    attachment: fileView(row),
    ...dates(row),
  };
}

function receivedView(item: repo.ApplicationWithJob, now: number): ReceivedApplication {
  const { application: row, job } = item;
  const copy = resumeCopy(row);
  return {
    id: String(row.id),
    job: jobView(job, now),
    status: row.status as ReceivedApplication['status'],
    applicant: {
      // The name the applicant sent on their resume, else their account's.
      name: copy
        ? `${copy.first_name} ${copy.last_name}`.trim()
        : `${item.applicantFirstName} ${item.applicantLastName}`.trim(),
      current_position: copy?.current_position ?? '',
    },
    message: row.message,
    decision_message: row.decisionMessage,
    with_resume: row.resume !== null,
    attachment: fileView(row),
    ...dates(row),
  };
}

/** One keyset page: `limit` rows of `limit + 1` read, and the cursor of the next. */
function page<R, T>(
  rows: R[],
  limit: number,
  view: (row: R) => T,
  key: (row: R) => { at: Date; id: number },
) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(view),
    next_cursor: rows.length > limit && last ? encodeTimeCursor(key(last).at, key(last).id) : null,
  };
}

const applicationKey = (item: repo.ApplicationWithJob) => ({
  at: item.application.createdAt,
  id: item.application.id,
});

/**
 * Job applications (ADR 0050): members apply to job ads with a copy of their resume and/or a
 * file; the people who manage the job ad (its poster; for a store's ad its owner, managers and
 * the staff it is assigned to, ADR 0045) read them, open them (`viewed`) and hire or reject.
 * Anyone else learns nothing: 404, and nothing changes.
 */
export function createJobApplicationService(deps: {
  db: Db;
  now: () => number;
  notifier: Notifier;
  documents: ResumeDocuments;
}) {
  const { db, now, notifier, documents } = deps;

  /** Tells the applicant where their application stands (one line per application). */
  async function tellApplicant(
    row: repo.ApplicationRow,
    title: string,
    status: 'viewed' | 'hired' | 'rejected',
  ) {
    await notifier.notify({
      userId: row.applicantId,
      kind: 'job_application_status',
      subject: `job_application:${row.id}`,
      data: { ad_id: String(row.adId), application_id: String(row.id), title, status },
    });
  }

  async function received(userId: number, rawId: string) {
    const item = await repo.findReceived(db, userId, applicationId(rawId));
    if (!item) throw noApplication();
    return item;
  }

  async function storeScope(userId: number, rawStoreId: string | undefined) {
    if (rawStoreId === undefined) return repo.jobScope(userId, undefined);
    const storeId = Number(rawStoreId);
    // Not in the store: as if it did not exist.
    if (!(await activeRoleIn(db, storeId, userId)))
      throw new HttpError(404, 'NOT_FOUND', 'No such store.');
    return repo.jobScope(userId, storeId);
  }

  return {
    /**
     * POST {api}/posts/{id}/applications: applies, or updates the application while it is
     * `sent`. Answers the application and whether it was created.
     */
    async apply(
      userId: number,
      rawAdId: string,
      input: ApplyInput,
      file: SentFile | undefined,
    ): Promise<{ application: SentApplication; created: boolean }> {
      const ad = await repo.findJobAd(db, parseAdId(rawAdId));
      if (!ad || ad.type !== 'job') throw noJob();
      if (
        ad.userId === userId ||
        (ad.storeId !== null && (await activeRoleIn(db, ad.storeId, userId)))
      )
        throw new HttpError(403, 'OWN_JOB', 'You cannot apply to your own job ad.');
      if (!isOpen(ad, now()))
        throw new HttpError(409, 'JOB_CLOSED', 'This job ad no longer takes applications.');
      const refuseUpdate = (existing: repo.ApplicationRow | undefined) => {
        if (!existing) return;
        if (existing.status !== 'sent')
          throw new HttpError(
            409,
            'APPLICATION_LOCKED',
            'The employer has opened your application: it can no longer be changed.',
          );
        if (existing.revisions >= APPLICATION_LIMITS.revisionsMax)
          throw new HttpError(429, 'RATE_LIMITED', 'This application was changed too many times.');
      };
      // Refused before any file is stored; checked again under the lock below.
      refuseUpdate(await repo.findApplication(db, ad.id, userId));

      // A resume that was never saved sends nothing.
      const resume = input.send_resume ? await resumeForApplication(db, userId) : null;
      if (!resume && !file)
        throw new HttpError(400, 'NOTHING_TO_SEND', 'Send your resume or attach a file.');
      const own = file ? await documents.save(file.bytes, file.name) : null;
      const at = new Date(now());
      /** The row's values from the resume as it is under the transaction's lock. */
      const valuesOf = (sent: typeof resume) => {
        const attachment = own ?? sent?.attachment ?? null;
        return {
          message: input.message,
          resume: sent ? sent.resume : null,
          attachmentKey: attachment?.key ?? null,
          attachmentName: attachment?.name ?? null,
          attachmentKind: attachment?.kind ?? null,
          attachmentSize: attachment?.size ?? null,
          attachmentAt: attachment?.at ?? null,
          updatedAt: at,
        };
      };
      let outcome: { row: repo.ApplicationRow; created: boolean; replaced: string | null };
      try {
        outcome = await inTransaction(db, async (tx) => {
          const existing = await repo.lockApplication(tx, ad.id, userId);
          refuseUpdate(existing);
          // Read again, share-locked: a file replaced meanwhile is not the one copied.
          const sent = input.send_resume
            ? await resumeForApplication(tx, userId, { lock: true })
            : null;
          if (!sent && !own)
            throw new HttpError(400, 'NOTHING_TO_SEND', 'Send your resume or attach a file.');
          const values = valuesOf(sent);
          if (!existing) {
            const row = await repo.insertApplication(tx, {
              ...values,
              adId: ad.id,
              applicantId: userId,
              createdAt: at,
            });
            return { row, created: true, replaced: null };
          }
          const row = await repo.updateApplication(tx, existing.id, {
            ...values,
            revisions: existing.revisions + 1,
          });
          const replaced =
            existing.attachmentKey && existing.attachmentKey !== values.attachmentKey
              ? existing.attachmentKey
              : null;
          return { row: row!, created: false, replaced };
        });
      } catch (error) {
        if (own) await documents.removeIfUnused(own.key);
        throw error;
      }
      if (outcome.replaced) await documents.removeIfUnused(outcome.replaced);
      const item = await repo.findSent(db, userId, outcome.row.id);
      if (outcome.created && item) {
        const from = `${item.applicantFirstName} ${item.applicantLastName}`.trim();
        for (const managerId of await managersOfAd(db, ad.id))
          await notifier.notify({
            userId: managerId,
            kind: 'job_application_new',
            subject: `job:${ad.id}`,
            data: {
              ad_id: String(ad.id),
              application_id: String(outcome.row.id),
              title: ad.title,
              from,
            },
          });
      }
      return { application: sentView(item!, now()), created: outcome.created };
    },

    /** GET {api}/me/applications: the member's applications, newest first. */
    async listSent(userId: number, query: { ad_id?: string; cursor?: string; limit: number }) {
      const adId = query.ad_id === undefined ? undefined : Number(query.ad_id);
      const rows = await repo.listSent(
        db,
        userId,
        decodeTimeCursor(query.cursor),
        query.limit + 1,
        adId,
      );
      return page(rows, query.limit, (row) => sentView(row, now()), applicationKey);
    },

    /** DELETE {api}/me/applications/{id}: withdraws; its own file goes when no one holds it. */
    async withdraw(userId: number, rawId: string): Promise<void> {
      const row = await repo.deleteSent(db, userId, applicationId(rawId));
      if (!row) throw noApplication();
      if (row.attachmentKey) await documents.removeIfUnused(row.attachmentKey);
      // The job's managers' unread "new application" line must not keep naming the applicant.
      const latest = await repo.latestOfAd(db, row.adId);
      for (const managerId of await managersOfAd(db, row.adId))
        await notifier.retract({
          userId: managerId,
          kind: 'job_application_new',
          subject: `job:${row.adId}`,
          named: { key: 'application_id', value: String(row.id) },
          instead: latest
            ? {
                application_id: String(latest.id),
                from: `${latest.firstName} ${latest.lastName}`.trim(),
              }
            : null,
        });
    },

    /** GET {api}/me/applications/{id}/attachment: the file the applicant sent. */
    async sentAttachment(userId: number, rawId: string) {
      const item = await repo.findSent(db, userId, applicationId(rawId));
      return fileOf(item?.application);
    },

    /** GET {api}/me/jobs: the member's (or a store's) job ads with their applications counted. */
    async jobs(
      userId: number,
      query: { store_id?: string; cursor?: string; limit: number },
    ): Promise<{ items: JobWithApplications[]; next_cursor: string | null }> {
      const scope = await storeScope(userId, query.store_id);
      const rows = await repo.listJobs(db, scope, decodeTimeCursor(query.cursor), query.limit + 1);
      return page(
        rows,
        query.limit,
        (row) => ({
          id: String(row.id),
          title: row.title,
          open: isOpen(row, now()),
          created_at: row.createdAt.toISOString(),
          counts: {
            new: Number(row.sent),
            viewed: Number(row.viewed),
            hired: Number(row.hired),
            rejected: Number(row.rejected),
          },
        }),
        (row) => ({ at: row.createdAt, id: row.id }),
      );
    },

    /** GET {api}/me/jobs/{id}/applications: one job ad's applications (who manages it). */
    async receivedOfAd(userId: number, rawAdId: string, query: ReceivedApplicationsQuery) {
      const ad = await repo.findManagedJobAd(db, userId, parseAdId(rawAdId));
      if (!ad) throw noJob();
      const rows = await repo.listReceivedOfAd(
        db,
        ad.id,
        repo.statusOf(query.status),
        decodeTimeCursor(query.cursor),
        query.limit + 1,
      );
      return page(rows, query.limit, (row) => receivedView(row, now()), applicationKey);
    },

    /** GET {api}/me/job-applications: the applications to all the member's (or store's) jobs. */
    async received(userId: number, query: ReceivedApplicationsQuery) {
      const scope = await storeScope(userId, query.store_id);
      const rows = await repo.listReceived(
        db,
        scope,
        repo.statusOf(query.status),
        decodeTimeCursor(query.cursor),
        query.limit + 1,
      );
      return page(rows, query.limit, (row) => receivedView(row, now()), applicationKey);
    },

    /**
     * GET {api}/me/job-applications/{id}: the application with the resume as sent. The first
     * opening marks it `viewed` and tells the applicant.
     */
    async open(userId: number, rawId: string): Promise<ReceivedApplicationDetail> {
      const item = await received(userId, rawId);
      const viewed = await repo.markViewed(db, item.application.id, new Date(now()));
      if (viewed) {
        item.application = viewed;
        await tellApplicant(viewed, item.job.title, 'viewed');
      }
      return { ...receivedView(item, now()), resume: resumeCopy(item.application) };
    },

    /** PUT {api}/me/job-applications/{id}/decision: hire or reject (and change it later). */
    async decide(
      userId: number,
      rawId: string,
      decision: ApplicationDecision,
    ): Promise<ReceivedApplicationDetail> {
      const item = await received(userId, rawId);
      const before = item.application;
      const changed =
        before.status !== decision.status || before.decisionMessage !== decision.message;
      if (changed) {
        const at = new Date(now());
        const row = await repo.updateApplication(db, before.id, {
          status: decision.status,
          decisionMessage: decision.message,
          decidedAt: at,
          viewedAt: before.viewedAt ?? at,
          updatedAt: at,
        });
        item.application = row!;
        await tellApplicant(row!, item.job.title, decision.status);
      }
      return { ...receivedView(item, now()), resume: resumeCopy(item.application) };
    },

    /** GET {api}/me/job-applications/{id}/attachment: the file, for who manages the job. */
    async receivedAttachment(userId: number, rawId: string) {
      const item = await repo.findReceived(db, userId, applicationId(rawId));
      return fileOf(item?.application);
    },
  };

  async function fileOf(row: repo.ApplicationRow | undefined) {
    const attachment = row ? storedAttachmentOf(row) : null;
    if (!attachment) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
    const bytes = await documents.read(attachment.key);
    if (!bytes) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
    return { attachment, bytes };
  }
}

export type JobApplicationService = ReturnType<typeof createJobApplicationService>;
