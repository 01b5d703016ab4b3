import { describe, expect, it } from 'vitest';
import { AppError, NO_STATUS, createAppError, getErrorCode, isAppError } from './errors.ts';

describe('AppError', () => {
  it('defaults fatal and unhandled to false and the status to 500', () => {
    const error = new AppError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.statusCode).toBe(500);
    expect(error.statusMessage).toBe('Internal Server Error');
    expect(error.data).toBeNull();
    expect(error.fatal).toBe(false);
    expect(error.unhandled).toBe(false);
  });

  it('takes its message from data.message, else the status message', () => {
    expect(new AppError({ statusCode: 404, data: { message: 'No such ad' } }).message).toBe(
      'No such ad',
    );
    expect(new AppError({ statusCode: 404 }).message).toBe('Not Found');
    expect(new AppError({ statusCode: 404, message: 'explicit' }).message).toBe('explicit');
  });

  it('serialises to the plain error shape', () => {
    const error = new AppError({
      statusCode: 403,
      statusMessage: 'Forbidden',
      data: { code: 'FORBIDDEN' },
      fatal: true,
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      message: 'Forbidden',
      statusCode: 403,
      statusMessage: 'Forbidden',
      data: { code: 'FORBIDDEN' },
      fatal: true,
      unhandled: false,
    });
  });
});

describe('createAppError', () => {
  it('makes a 500 from a string and keeps the given fields of an object', () => {
    const fromString = createAppError('boom');
    expect(fromString.message).toBe('boom');
    expect(fromString.statusCode).toBe(500);

    const fromObject = createAppError({
      statusCode: 409,
      statusMessage: 'Conflict',
      data: { code: 'X' },
      unhandled: true,
    });
    expect(fromObject).toBeInstanceOf(AppError);
    expect(fromObject.statusCode).toBe(409);
    expect(fromObject.unhandled).toBe(true);
    expect(fromObject.fatal).toBe(false);
  });

  it('returns an AppError as it is', () => {
    const error = new AppError({ statusCode: 418 });
    expect(createAppError(error)).toBe(error);
  });

  it('keeps a no-response status of 0 rather than defaulting it', () => {
    expect(createAppError({ statusCode: NO_STATUS }).statusCode).toBe(0);
  });
});

describe('isAppError and getErrorCode', () => {
  it('tells AppErrors from other errors and values', () => {
    expect(isAppError(new AppError())).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ statusCode: 500, statusMessage: 'x', data: null })).toBe(false);
    expect(isAppError(null)).toBe(false);
    // an AppError of another copy of this module carries the same registered brand
    const foreign = { [Symbol.for('@repo/api-client/AppError')]: true, statusCode: 500 };
    expect(isAppError(foreign)).toBe(true);
  });

  it('reads data.code of an AppError only', () => {
    expect(getErrorCode(new AppError({ data: { code: 'TIMEOUT' } }))).toBe('TIMEOUT');
    expect(getErrorCode(new AppError({ data: 'text' }))).toBeUndefined();
    expect(getErrorCode({ data: { code: 'TIMEOUT' } })).toBeUndefined();
  });
});
