import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from '@remix-run/node';
import { getErrorCode, isAppError } from '@repo/api-client';
import { verificationSchema, type Verification } from '@repo/domain';
import { fieldErrorsOf } from '~/shared/api/submit-form.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';

interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

/** Reasons the pages explain under their "… failed!" title (catalog `auth.reason.*`). */
const EXPLAINED = new Set([
  'INVALID_CREDENTIALS',
  'ACCOUNT_EXISTS',
  'LOGIN_THROTTLED',
  'RATE_LIMITED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_RESEND_TOO_SOON',
  'TICKET_INVALID',
  'PHONE_TAKEN',
  'USERNAME_TAKEN',
  'PASSWORD_INCORRECT',
  'GOOGLE_FAILED',
]);

/**
 * The code a sign-in needs when the account had many failed attempts and this device is new
 * to it (403 LOGIN_CODE_REQUIRED, ADR 0021): where the code went, or null for other errors.
 */
export function loginChallengeOf(error: unknown): Verification | null {
  if (getErrorCode(error) !== 'LOGIN_CODE_REQUIRED' || !isAppError(error)) return null;
  const parsed = verificationSchema.safeParse(
    (error.data as { verification?: unknown } | null)?.verification,
  );
  return parsed.success ? parsed.data : null;
}

/** Out of codes or guesses: the spec's "Max sent code" screen. */
const MAX_SENT = new Set(['CODE_SEND_LIMIT', 'CODE_ATTEMPTS_EXCEEDED']);

/**
 * An API failure as the form's answer: a translated reason (kept beside what the user
 * typed, never the password), field problems from a 400, the max-sent-code screen when
 * codes run out, and the spec's "no response" text when the API is down.
 */
export function authFailure(
  request: Request,
  submission: Submission,
  error: unknown,
  hideFields: string[] = ['password', 'new_password', 'current_password'],
) {
  const code = getErrorCode(error);
  if (code && MAX_SENT.has(code)) throw redirect(localizeLike(request, '/auth/max-sent-code'));
  const reply = (formErrors: string[], fieldErrors?: Record<string, string[]>) =>
    submission.reply({ formErrors, fieldErrors, hideFields });
  if (!isAppError(error) || error.statusCode === 0) {
    return data({ result: reply(['errors.noResponse']) }, { status: 503 });
  }
  if (code && EXPLAINED.has(code)) {
    const left = (error.data as { attempts_left?: unknown } | null)?.attempts_left;
    return data(
      {
        result: reply([`auth.reason.${code}`]),
        attemptsLeft: typeof left === 'number' ? left : undefined,
      },
      { status: error.statusCode },
    );
  }
  if (error.statusCode === 400) {
    const { issues, fieldErrors } = fieldErrorsOf(error);
    return data(
      { result: reply(issues.length ? [] : ['errors.default'], fieldErrors) },
      { status: 400 },
    );
  }
  return data(
    { result: reply(['errors.default']) },
    { status: error.statusCode >= 500 ? 502 : error.statusCode },
  );
}
