import {
  RESUME_LIMITS,
  resumeAttachmentResponseSchema,
  resumeInputSchema,
  resumeOkResponseSchema,
  resumeResponseSchema,
} from '@repo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireUser } from '../../plugins/access-token.ts';
import { HttpError } from '../../plugins/errors.ts';
import { rejectNulBytes } from '../../plugins/nul-bytes.ts';
import { photoMultipart } from '../photos/index.ts';
import { fileTooLarge, sendAttachment } from './resumes.attachments.ts';
import type { ResumeService } from './resumes.service.ts';

const signedIn = [{ deviceId: [], accessToken: [] }];

/**
 * A resume at its fullest, as JSON: ~300 KB when every text is Khmer written as `\u` escapes.
 * Anything larger is not a resume.
 */
const RESUME_BODY_LIMIT = 512 * 1024;

const missingFile = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Send the file in the multipart field "file".', {
    issues: [{ path: 'body.file', message: 'validation.required' }],
  });

/** The upload's one file and its name: 415 not multipart, 400 no file, 413 past 5 MB. */
async function readAttachment(
  request: FastifyRequest,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!request.isMultipart())
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw missingFile();
    const bytes = await part.toBuffer();
    return { bytes, fileName: part.filename ?? '' };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    // A multipart body cut short or without its boundary is the client's fault, never a 500.
    throw new HttpError(400, 'BAD_REQUEST', 'The multipart body is malformed.');
  }
}

/** {api}/me/resume (ADR 0050): the member's own resume and its file; no one else's. */
export const resumesRoutes: FastifyPluginAsyncZod<{
  resumes: ResumeService;
  requireUser: RequireUser;
}> = async (app, { resumes, requireUser }) => {
  rejectNulBytes(app);
  await app.register(photoMultipart, { maxBytes: RESUME_LIMITS.attachmentMaxBytes });
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/me/resume',
    {
      onRequest: requireUser,
      schema: {
        tags: ['resumes'],
        summary:
          "The member's resume with its file's name, kind and size; 404 NOT_FOUND before the first save",
        security: signedIn,
        response: { 200: resumeResponseSchema },
      },
    },
    async (request) => ({ data: await resumes.get(me(request)) }),
  );

  app.put(
    '/me/resume',
    {
      onRequest: requireUser,
      bodyLimit: RESUME_BODY_LIMIT,
      schema: {
        tags: ['resumes'],
        summary:
          'Saves the whole resume (the first save makes it); bounded lists, a phone or an email, a district and commune inside the province. Invalid: 400 VALIDATION_FAILED with issues. The file stays',
        security: signedIn,
        body: resumeInputSchema,
        response: { 200: resumeResponseSchema },
      },
    },
    async (request) => ({ data: await resumes.save(me(request), request.body) }),
  );

  app.delete(
    '/me/resume',
    {
      onRequest: requireUser,
      schema: {
        tags: ['resumes'],
        summary:
          'Deletes the resume and its file; applications already sent keep their copies. No resume: 404',
        security: signedIn,
        response: { 200: resumeOkResponseSchema },
      },
    },
    async (request) => {
      await resumes.remove(me(request));
      return { data: { ok: true as const } };
    },
  );

  app.put(
    '/me/resume/attachment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['resumes'],
        summary:
          'Attaches a file to the resume (multipart field "file"), in place of the one before: a PDF, a Word document (doc, docx) or plain UTF-8 text, told by its content, at most 5 MB (413 FILE_TOO_LARGE); anything else 422 UNSUPPORTED_ATTACHMENT with a reason. No resume: 404; too many uploads: 429',
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: resumeAttachmentResponseSchema },
      },
    },
    async (request) => ({
      data: await resumes.attach(me(request), () => readAttachment(request)),
    }),
  );

  app.delete(
    '/me/resume/attachment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['resumes'],
        summary: "Removes the resume's file (applications that sent it keep it). None: 404",
        security: signedIn,
        response: { 200: resumeOkResponseSchema },
      },
    },
    async (request) => {
      await resumes.detach(me(request));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/me/resume/attachment',
    {
      onRequest: requireUser,
      schema: {
        tags: ['resumes'],
        summary:
          "Downloads the resume's own file (Content-Disposition: attachment, its kind's type, nosniff, never cached). None: 404",
        security: signedIn,
        binaryResponse: 'application/octet-stream',
      },
    },
    async (request, reply) => {
      const { attachment, bytes } = await resumes.attachment(me(request));
      return sendAttachment(reply, attachment, bytes);
    },
  );
};
