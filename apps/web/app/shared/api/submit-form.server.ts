import { isAppError } from '@repo/api-client';
import type { SubmissionResult } from '@conform-to/react';

interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/**
 * Turns an API failure into the form's reply and status, keeping everything typed:
 * field problems from a 400, the rate limit (429), and the spec's "no response" text
 * when the API is down or slow.
 */
export function replyForApiError(submission: Submission, error: unknown) {
  if (isAppError(error) && error.statusCode === 429) {
    return { result: submission.reply({ formErrors: ['errors.rateLimited'] }), status: 429 };
  }
  if (isAppError(error) && error.statusCode === 400) {
    const issues =
      (error.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of issues) {
      const name = issue.path.replace(/^body\./, '');
      (fieldErrors[name] ??= []).push(
        issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      );
    }
    return {
      result: submission.reply({
        fieldErrors,
        formErrors: issues.length ? [] : ['errors.default'],
      }),
      status: 400,
    };
  }
  const noResponse = !isAppError(error) || error.statusCode === 0;
  return {
    result: submission.reply({ formErrors: [noResponse ? 'errors.noResponse' : 'errors.default'] }),
    status: noResponse ? 503 : 502,
  };
}
