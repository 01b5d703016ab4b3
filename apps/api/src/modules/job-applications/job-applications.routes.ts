import {
  applicationDecisionSchema,
  applicationOkResponseSchema,
  applyInputSchema,
  jobsWithApplicationsResponseSchema,
  myJobsQuerySchema,
  receivedApplicationDetailResponseSchema,
  receivedApplicationsQuerySchema,
  receivedApplicationsResponseSchema,
  RESUME_LIMITS,
  sentApplicationResponseSchema,
  sentApplicationsQuerySchema,
  sentApplicationsResponseSchema,
} from '@repo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { HttpError } from '../../plugins/errors.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import { photoMultipart } from '../photos/index.ts';
import { sendAttachment } from '../resumes/index.ts';
import type { JobApplicationService, SentFile } from './job-applications.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];
const idParams = z.object({ id: z.string().max(40) });

const tooLarge = () =>
  new HttpError(413, 'FILE_TOO_LARGE', 'The file may be at most 5 MB.', {
    limit: RESUME_LIMITS.attachmentMaxBytes,
  });

/**
 * The application form: multipart (`message`, `send_resume`, then perhaps the file `file`), or
 * a JSON or urlencoded body without a file. An empty file part (a form sent with no file
 * chosen) is no file.
 */
async function readApplication(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: SentFile | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {},
      file: undefined,
    };
  }
  // Field names are the client's: kept in a null-prototype record.
  const fields: Record<string, unknown> = Object.create(null);
  let file: SentFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file')
          throw new HttpError(400, 'BAD_REQUEST', 'Send the file in the field "file".');
        if (bytes.length > 0 || part.filename) file = { bytes, name: part.filename ?? '' };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A body cut short, without its boundary or with too many parts: the client's fault.
    throw new HttpError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
  }
  if (Object.values(fields).some((value) => String(value).includes('\u0000')))
    throw new HttpError(
      400,
      'BAD_REQUEST',
      'The request contains characters that cannot be stored.',
    );
  if (file && file.bytes.length === 0 && file.name === '') file = undefined;
  return { fields, file };
}

/**
 * Job applications (ADR 0050). The applicant's: `POST {api}/posts/{id}/applications` and
 * `{api}/me/applications`. The poster's (whoever manages the job ad, ADR 0045):
 * `{api}/me/jobs` and `{api}/me/job-applications`. Anyone else: 404, nothing changes.
 */
export const jobApplicationRoutes: FastifyPluginAsyncZod<{
  applications: JobApplicationService;
  requireUser: RequireUser;
}> = async (app, { applications, requireUser }) => {
  rejectNulBytes(app);
  // One file of at most 5 MB and a few fields; multipart is parsed only in this plugin.
  await app.register(photoMultipart, { maxBytes: RESUME_LIMITS.attachmentMaxBytes });
  const me = (request: FastifyRequest) => authOf(request).user.id;

  app.post(
    '/posts/:id/applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          'Apply to a job ad: multipart with the fields message and send_resume (true: a copy of your resume goes with it) and an optional file part "file" (PDF, DOC, DOCX or TXT, told by content, at most 5 MB), or JSON without a file. One application per job: sending again updates it while it is unopened (201 created, 200 updated). Neither resume nor file: 400 NOTHING_TO_SEND; your own or your store\'s job: 403 OWN_JOB; not live: 409 JOB_CLOSED; opened: 409 APPLICATION_LOCKED; too many changes: 429; not a job ad: 404; file: 413 FILE_TOO_LARGE, 422 UNSUPPORTED_ATTACHMENT',
        security: signedIn,
        params: idParams,
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        response: { 200: sentApplicationResponseSchema, 201: sentApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readApplication(request);
      const input = applyInputSchema.safeParse(fields);
      if (!input.success)
        throw new HttpError(400, 'VALIDATION_FAILED', 'The application is not valid.', {
          issues: input.error.issues.map((issue) => ({
            path: ['body', ...issue.path].join('.'),
            message: issue.message,
          })),
        });
      const { application, created } = await applications.apply(
        me(request),
        request.params.id,
        input.data,
        file,
      );
      return reply.code(created ? 201 : 200).send({ data: application });
    },
  );

  app.get(
    '/me/applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          "The member's job applications, newest first (keyset page); status `closed` when the job ad ended without a decision",
        security: signedIn,
        querystring: sentApplicationsQuerySchema,
        response: { 200: sentApplicationsResponseSchema },
      },
    },
    async (request) => ({ data: await applications.listSent(me(request), request.query) }),
  );

  app.delete(
    '/me/applications/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          'Withdraw an application: it, its resume copy and its own file are deleted; the poster sees nothing of it',
        security: signedIn,
        params: idParams,
        response: { 200: applicationOkResponseSchema },
      },
    },
    async (request) => {
      await applications.withdraw(me(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/me/applications/:id/attachment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary: 'The file sent with one of your applications, as a download',
        security: signedIn,
        params: idParams,
        binaryResponse: 'application/octet-stream',
      },
    },
    async (request, reply) => {
      const { attachment, bytes } = await applications.sentAttachment(
        me(request),
        request.params.id,
      );
      return sendAttachment(reply, attachment, bytes);
    },
  );

  app.get(
    '/me/jobs',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          "The member's job ads (or, with store_id, the store's job ads they manage), newest first, with their applications counted by status",
        security: signedIn,
        querystring: myJobsQuerySchema,
        response: { 200: jobsWithApplicationsResponseSchema },
      },
    },
    async (request) => ({ data: await applications.jobs(me(request), request.query) }),
  );

  app.get(
    '/me/jobs/:id/applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          'The applications to one job ad you manage, newest first (keyset page), filtered by status (all, new, viewed, hired, rejected)',
        security: signedIn,
        params: idParams,
        querystring: receivedApplicationsQuerySchema.omit({ store_id: true }),
        response: { 200: receivedApplicationsResponseSchema },
      },
    },
    async (request) => ({
      data: await applications.receivedOfAd(me(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/me/job-applications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          "The applications to all your job ads (or, with store_id, the store's that you manage), newest first, filtered by status",
        security: signedIn,
        querystring: receivedApplicationsQuerySchema,
        response: { 200: receivedApplicationsResponseSchema },
      },
    },
    async (request) => ({ data: await applications.received(me(request), request.query) }),
  );

  app.get(
    '/me/job-applications/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          'One application to a job ad you manage, with the resume as it was sent; the first opening marks it viewed and tells the applicant',
        security: signedIn,
        params: idParams,
        response: { 200: receivedApplicationDetailResponseSchema },
      },
    },
    async (request) => ({ data: await applications.open(me(request), request.params.id) }),
  );

  app.put(
    '/me/job-applications/:id/decision',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary:
          'Hire or reject an applicant, with an optional message; may be changed later, and the applicant is told of each change',
        security: signedIn,
        params: idParams,
        body: applicationDecisionSchema,
        response: { 200: receivedApplicationDetailResponseSchema },
      },
    },
    async (request) => ({
      data: await applications.decide(me(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/me/job-applications/:id/attachment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['jobs'],
        summary: 'The file sent with an application to a job ad you manage, as a download',
        security: signedIn,
        params: idParams,
        binaryResponse: 'application/octet-stream',
      },
    },
    async (request, reply) => {
      const { attachment, bytes } = await applications.receivedAttachment(
        me(request),
        request.params.id,
      );
      return sendAttachment(reply, attachment, bytes);
    },
  );
};
