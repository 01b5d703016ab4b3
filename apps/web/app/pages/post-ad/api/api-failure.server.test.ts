import { parseWithZod } from '@conform-to/zod/v4';
import { AppError } from '@repo/api-client';
import { adInputSchema } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { apiFailure } from './api-failure.server.ts';

function submission() {
  const form = new FormData();
  form.set('category_id', '101');
  form.set('title', 'Samsung Galaxy S21');
  return parseWithZod(form, { schema: adInputSchema('general') });
}

const refusal = (statusCode: number, data: unknown) => new AppError({ statusCode, data });

describe('apiFailure', () => {
  it('turns the active-ad cap into "Post Ad Reach Limit" with its reason', () => {
    const failure = apiFailure(
      submission(),
      refusal(403, { code: 'POST_LIMIT_REACHED', message: 'Post Ad Reach Limit' }),
      false,
    );
    expect(failure.title).toBe('ad.errors.postLimit');
    expect(failure.status).toBe(403);
    expect(failure.result.error?.['']).toEqual(['postAd.limitReached']);
  });

  it('marks the fields the API names, list items as the form names them, and keeps the values', () => {
    const failure = apiFailure(
      submission(),
      refusal(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid fields.',
        issues: [
          { path: 'body.commune_id', message: 'validation.adLocationMismatch' },
          { path: 'body.phones.1', message: 'validation.invalidPhone' },
          { path: 'body.category_id', message: 'validation.adCategoryInvalid' },
        ],
      }),
      true,
    );
    expect(failure.title).toBe('ad.errors.editFailed');
    expect(failure.status).toBe(400);
    expect(failure.result.error).toMatchObject({
      commune_id: ['validation.adLocationMismatch'],
      'phones[1]': ['validation.invalidPhone'],
      '': ['postAd.checkFields', 'validation.adCategoryInvalid'],
    });
    expect(failure.result.initialValue).toMatchObject({ title: 'Samsung Galaxy S21' });
  });

  it('puts too many photos on the photos field', () => {
    const failure = apiFailure(
      submission(),
      refusal(422, { code: 'MAX_FILES_EXCEEDED', message: 'Maximum Files Exceeded' }),
      false,
    );
    expect(failure.result.error?.photos).toEqual(['ad.errors.maxFiles']);
    expect(failure.title).toBe('ad.errors.postFailed');
  });

  it('explains the posting rate limit and an ended session', () => {
    expect(
      apiFailure(submission(), refusal(429, { code: 'RATE_LIMITED', message: '' }), false).result
        .error?.[''],
    ).toEqual(['ad.errors.rateLimited']);
    expect(
      apiFailure(submission(), refusal(401, { code: 'UNAUTHORIZED', message: '' }), false).result
        .error?.[''],
    ).toEqual(['postAd.signedOut']);
  });

  it('says the server did not answer when it did not', () => {
    const failure = apiFailure(
      submission(),
      new AppError({ statusCode: 0, data: { code: 'NETWORK_ERROR', message: 'down' } }),
      false,
    );
    expect(failure.status).toBe(503);
    expect(failure.result.error?.['']).toEqual(['errors.noResponse']);
  });

  it('answers 404 for an edit of an ad that is not (or no longer) the member’s', () => {
    let thrown: unknown;
    try {
      apiFailure(submission(), refusal(404, { code: 'NOT_FOUND', message: 'No such ad.' }), true);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
