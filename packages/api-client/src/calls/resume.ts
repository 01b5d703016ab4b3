import {
  resumeAttachmentResponseSchema,
  resumeOkResponseSchema,
  resumeResponseSchema,
  type Resume,
  type ResumeAttachment,
  type ResumeInput,
} from '@repo/domain';
import { getErrorCode, isAppError } from '../errors.ts';
import { dataOf, type BytesAnswer, type Transport } from '../transport.ts';

/** Storing a file of up to 5 MB takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The member's own resume and its attached file (ADR 0050); no one else's is ever read here. */
export interface ResumeCalls {
  /** GET {api}/me/resume: the resume, or null before the first save (the API's 404). */
  get(): Promise<Resume | null>;
  /** PUT {api}/me/resume: the whole resume (400 VALIDATION_FAILED with issues); its file stays. */
  save(input: ResumeInput): Promise<Resume>;
  /** DELETE {api}/me/resume: the resume and its file; sent applications keep their copies. */
  remove(): Promise<void>;
  /**
   * PUT {api}/me/resume/attachment, multipart with the file in `file`: pdf, doc, docx or txt by
   * content, at most 5 MB (413 FILE_TOO_LARGE, 422 UNSUPPORTED_ATTACHMENT); needs a resume.
   */
  uploadAttachment(file: Blob, fileName: string): Promise<ResumeAttachment>;
  /** DELETE {api}/me/resume/attachment */
  removeAttachment(): Promise<void>;
  /** GET {api}/me/resume/attachment: the file's bytes and type (a download). */
  attachment(): Promise<BytesAnswer>;
}

export function resumeCalls({ request }: Transport): ResumeCalls {
  return {
    async get() {
      try {
        return await dataOf(request('GET', 'api', 'me/resume', { schema: resumeResponseSchema }));
      } catch (error) {
        // No resume yet is the usual state of a new member, not a failure.
        if (isAppError(error) && error.statusCode === 404 && getErrorCode(error) === 'NOT_FOUND')
          return null;
        throw error;
      }
    },
    save: (input) =>
      dataOf(request('PUT', 'api', 'me/resume', { json: input, schema: resumeResponseSchema })),
    async remove() {
      await request('DELETE', 'api', 'me/resume', { schema: resumeOkResponseSchema });
    },
    uploadAttachment(file, fileName) {
      const form = new FormData();
      form.append('file', file, fileName);
      return dataOf(
        request('PUT', 'api', 'me/resume/attachment', {
          form,
          schema: resumeAttachmentResponseSchema,
          timeout: UPLOAD_TIMEOUT_MS,
        }),
      );
    },
    async removeAttachment() {
      await request('DELETE', 'api', 'me/resume/attachment', { schema: resumeOkResponseSchema });
    },
    attachment: () =>
      request<BytesAnswer>('GET', 'api', 'me/resume/attachment', { responseType: 'bytes' }),
  };
}
