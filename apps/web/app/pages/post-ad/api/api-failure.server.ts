import type { SubmissionResult } from '@conform-to/react';
import { getErrorCode, isAppError } from '@repo/api-client';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { fieldErrorsOf, replyForApiError } from '~/shared/api/submit-form.server.ts';
import { formFieldErrors } from '../model/form-values.ts';

interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/**
 * The form's reply for an API refusal of a post or an edit: the fields it names marked, or
 * the spec's titles (§8: Post Ad Failed!, Edit Ad Failed!, Post Ad Reach Limit) with their
 * reasons. An edit of an ad that is gone (404) is the not-found page.
 */
export function apiFailure(submission: Submission, error: unknown, editing: boolean) {
  const title = editing ? 'ad.errors.editFailed' : 'ad.errors.postFailed';
  const code = getErrorCode(error);
  const status = isAppError(error) ? error.statusCode : 0;
  if (editing && status === 404) throw notFound();
  if (code === 'POST_LIMIT_REACHED') {
    return {
      title: 'ad.errors.postLimit',
      result: submission.reply({ formErrors: ['postAd.limitReached'] }),
      status: 403,
    };
  }
  if (code === 'IDEMPOTENCY_KEY_REUSED') {
    // This form's key already made an ad (posted, then changed and sent again from history).
    return {
      title,
      result: submission.reply({ formErrors: ['postAd.alreadyPosted'] }),
      status: 422,
    };
  }
  if (code === 'MAX_FILES_EXCEEDED') {
    return {
      title,
      result: submission.reply({
        formErrors: ['postAd.checkFields'],
        fieldErrors: { photos: ['ad.errors.maxFiles'] },
      }),
      status: 422,
    };
  }
  if (status === 429) {
    return {
      title,
      result: submission.reply({ formErrors: ['ad.errors.rateLimited'] }),
      status: 429,
    };
  }
  if (status === 401) {
    return { title, result: submission.reply({ formErrors: ['postAd.signedOut'] }), status: 401 };
  }
  if (status === 400 && isAppError(error)) {
    const { fieldErrors } = fieldErrorsOf(error);
    const { category_id: category, idempotency_key: key, ...fields } = formFieldErrors(fieldErrors);
    const formErrors = [...(category ?? []), ...(key ? ['errors.default'] : [])];
    return {
      title,
      result: submission.reply({
        formErrors: Object.keys(fields).length ? ['postAd.checkFields', ...formErrors] : formErrors,
        fieldErrors: fields,
      }),
      status: 400,
    };
  }
  return { title, ...replyForApiError(submission, error) };
}
