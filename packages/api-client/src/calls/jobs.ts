import {
  applicationOkResponseSchema,
  jobsWithApplicationsResponseSchema,
  receivedApplicationDetailResponseSchema,
  receivedApplicationsResponseSchema,
  sentApplicationResponseSchema,
  sentApplicationsResponseSchema,
  type ApplicationDecision,
  type ApplicationFilter,
  type JobWithApplications,
  type ReceivedApplication,
  type ReceivedApplicationDetail,
  type SentApplication,
} from '@repo/domain';
import type { BytesAnswer } from '../transport-types.ts';
import { dataOf, type Transport } from '../transport.ts';

/** A file's upload is checked by its content: longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** A keyset page of a list, newest first. */
export interface JobsPage<T> {
  items: T[];
  next_cursor: string | null;
}

/** The paging of the lists. */
export interface PageOptions {
  cursor?: string;
  limit?: number;
}

/** Job applications (ADR 0050): the applicant's side and the poster's. */
export interface JobCalls {
  /**
   * POST {api}/posts/{id}/applications, multipart (message, send_resume, then perhaps the file
   * `file`): applies, or updates the application while the poster has not opened it.
   */
  apply(
    adId: string,
    input: { message: string; send_resume: boolean },
    file?: { blob: Blob; name: string },
  ): Promise<SentApplication>;
  /** GET {api}/me/applications: the member's applications, newest first. */
  sent(options?: PageOptions & { adId?: string }): Promise<JobsPage<SentApplication>>;
  /** DELETE {api}/me/applications/{id}: withdraws an application. */
  withdraw(id: string): Promise<void>;
  /** GET {api}/me/applications/{id}/attachment: the file sent with it. */
  sentAttachment(id: string): Promise<BytesAnswer>;
  /** GET {api}/me/jobs: the member's (or a store's) job ads with their applications counted. */
  myJobs(options?: PageOptions & { storeId?: string }): Promise<JobsPage<JobWithApplications>>;
  /** GET {api}/me/jobs/{id}/applications: one job ad's applications, by status. */
  applicationsOfJob(
    adId: string,
    options?: PageOptions & { status?: ApplicationFilter },
  ): Promise<JobsPage<ReceivedApplication>>;
  /** GET {api}/me/job-applications: the applications to all the member's (or store's) jobs. */
  received(
    options?: PageOptions & { storeId?: string; status?: ApplicationFilter },
  ): Promise<JobsPage<ReceivedApplication>>;
  /** GET {api}/me/job-applications/{id}: one application with its resume copy (marks viewed). */
  application(id: string): Promise<ReceivedApplicationDetail>;
  /** PUT {api}/me/job-applications/{id}/decision: hire or reject, with a message. */
  decide(id: string, decision: ApplicationDecision): Promise<ReceivedApplicationDetail>;
  /** GET {api}/me/job-applications/{id}/attachment: the file sent with an application. */
  receivedAttachment(id: string): Promise<BytesAnswer>;
}

const page = ({ cursor, limit }: PageOptions) => ({
  ...(cursor ? { cursor } : {}),
  ...(limit ? { limit } : {}),
});

export function jobCalls({ request }: Transport): JobCalls {
  const sentOne = (id: string) => `me/applications/${encodeURIComponent(id)}`;
  const receivedOne = (id: string) => `me/job-applications/${encodeURIComponent(id)}`;
  return {
    apply(adId, input, file) {
      const form = new FormData();
      // The fields first: the API checks them before it stores the file.
      form.append('message', input.message);
      form.append('send_resume', String(input.send_resume));
      if (file) form.append('file', file.blob, file.name);
      return dataOf(
        request('POST', 'api', `posts/${encodeURIComponent(adId)}/applications`, {
          form,
          schema: sentApplicationResponseSchema,
          timeout: UPLOAD_TIMEOUT_MS,
        }),
      );
    },
    sent: ({ adId, ...options } = {}) =>
      dataOf(
        request('GET', 'api', 'me/applications', {
          query: { ...(adId ? { ad_id: adId } : {}), ...page(options) },
          schema: sentApplicationsResponseSchema,
        }),
      ),
    async withdraw(id) {
      await request('DELETE', 'api', sentOne(id), { schema: applicationOkResponseSchema });
    },
    sentAttachment: (id) =>
      request<BytesAnswer>('GET', 'api', `${sentOne(id)}/attachment`, { responseType: 'bytes' }),
    myJobs: ({ storeId, ...options } = {}) =>
      dataOf(
        request('GET', 'api', 'me/jobs', {
          query: { ...(storeId ? { store_id: storeId } : {}), ...page(options) },
          schema: jobsWithApplicationsResponseSchema,
        }),
      ),
    applicationsOfJob: (adId, { status, ...options } = {}) =>
      dataOf(
        request('GET', 'api', `me/jobs/${encodeURIComponent(adId)}/applications`, {
          query: { ...(status ? { status } : {}), ...page(options) },
          schema: receivedApplicationsResponseSchema,
        }),
      ),
    received: ({ storeId, status, ...options } = {}) =>
      dataOf(
        request('GET', 'api', 'me/job-applications', {
          query: {
            ...(storeId ? { store_id: storeId } : {}),
            ...(status ? { status } : {}),
            ...page(options),
          },
          schema: receivedApplicationsResponseSchema,
        }),
      ),
    application: (id) =>
      dataOf(
        request('GET', 'api', receivedOne(id), { schema: receivedApplicationDetailResponseSchema }),
      ),
    decide: (id, decision) =>
      dataOf(
        request('PUT', 'api', `${receivedOne(id)}/decision`, {
          json: decision,
          schema: receivedApplicationDetailResponseSchema,
        }),
      ),
    receivedAttachment: (id) =>
      request<BytesAnswer>('GET', 'api', `${receivedOne(id)}/attachment`, {
        responseType: 'bytes',
      }),
  };
}
