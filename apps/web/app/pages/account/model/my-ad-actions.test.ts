import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  actionSchemaFor,
  autoRenewApiForm,
  autoRenewFormSchema,
  deleteAdFormSchema,
  failureKey,
  successKey,
} from './my-ad-actions.ts';

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const errorsOf = (submission: {
  status?: string;
  error?: Record<string, string[] | null> | null;
}) => (submission.status === 'success' ? null : submission.error);

describe('delete form', () => {
  it('needs one of the reasons', () => {
    const missing = parseWithZod(form({ intent: 'delete', id: '12' }), {
      schema: deleteAdFormSchema,
    });
    expect(errorsOf(missing)).toEqual({ reason: ['validation.required'] });
    const wrong = parseWithZod(form({ intent: 'delete', id: '12', reason: 'bored' }), {
      schema: deleteAdFormSchema,
    });
    expect(errorsOf(wrong)).toEqual({ reason: ['validation.invalid'] });
    const good = parseWithZod(form({ intent: 'delete', id: '12', reason: 'unavailable' }), {
      schema: deleteAdFormSchema,
    });
    expect(good.status === 'success' && good.value).toEqual({
      intent: 'delete',
      id: '12',
      reason: 'unavailable',
    });
  });

  it('refuses an id that is not an ad id', () => {
    for (const id of ['0', '012', 'abc', '1;drop', '']) {
      const result = parseWithZod(form({ intent: 'delete', id, reason: 'other' }), {
        schema: deleteAdFormSchema,
      });
      expect(result.status, id).toBe('error');
    }
  });
});

describe('auto-renew form', () => {
  const parse = (entries: Record<string, string>) =>
    parseWithZod(form({ intent: 'auto-renew', id: '7', ...entries }), {
      schema: autoRenewFormSchema,
    });

  it('turned on, needs the hour, minute and period', () => {
    expect(errorsOf(parse({ enabled: 'on' }))).toEqual({
      hour: ['validation.required'],
      minute: ['validation.required'],
      every_days: ['validation.required'],
    });
  });

  it('keeps each value in its range, whole numbers only', () => {
    expect(errorsOf(parse({ enabled: 'on', hour: '24', minute: '-1', every_days: '31' }))).toEqual({
      hour: ['validation.invalid'],
      minute: ['validation.invalid'],
      every_days: ['validation.invalid'],
    });
    expect(errorsOf(parse({ enabled: 'on', hour: '6.5', minute: '0', every_days: '1' }))).toEqual({
      hour: ['validation.invalid'],
    });
  });

  it('sends the schedule when on, only `enabled=false` when off', () => {
    const on = parse({ enabled: 'on', hour: '23', minute: '59', every_days: '30' });
    expect(on.status).toBe('success');
    if (on.status === 'success') {
      expect(autoRenewApiForm(on.value)).toEqual({
        enabled: true,
        hour: 23,
        minute: 59,
        every_days: 30,
      });
    }
    // The checkbox left unticked: the other fields may stay as they were, blank or not.
    const off = parse({ hour: '', minute: '30', every_days: '' });
    expect(off.status).toBe('success');
    if (off.status === 'success') expect(autoRenewApiForm(off.value)).toEqual({ enabled: false });
  });
});

describe('action results', () => {
  it('picks the schema by intent, none for an unknown one', () => {
    expect(actionSchemaFor('renew')).toBe(actionSchemaFor('sold'));
    expect(actionSchemaFor('delete')).toBe(deleteAdFormSchema);
    expect(actionSchemaFor('auto-renew')).toBe(autoRenewFormSchema);
    expect(actionSchemaFor('explode')).toBeNull();
    expect(actionSchemaFor(undefined)).toBeNull();
  });

  it('maps the API codes to the spec messages', () => {
    expect(failureKey('renew', { status: 429, code: 'RENEW_LIMIT_REACHED' })).toBe(
      'ad.errors.renewLimit',
    );
    expect(failureKey('renew', { status: 500, code: 'INTERNAL_ERROR' })).toBe(
      'ad.errors.renewFailed',
    );
    expect(failureKey('repost', { status: 403, code: 'POST_LIMIT_REACHED' })).toBe(
      'ad.errors.postLimit',
    );
    expect(failureKey('repost', { status: 502 })).toBe('ad.errors.repostFailed');
    expect(failureKey('auto-renew', { status: 403, code: 'AUTO_RENEW_LIMIT_REACHED' })).toBe(
      'ad.errors.autoRenewLimit',
    );
    expect(failureKey('auto-renew', { status: 503 })).toBe('ad.errors.setAutoRenewFailed');
    expect(failureKey('sold', { status: 404, code: 'NOT_FOUND' })).toBe('myAds.errors.notFound');
    expect(failureKey('delete', { status: 0 })).toBe('errors.noResponse');
    expect(failureKey('delete', { status: 500 })).toBe('myAds.errors.deleteFailed');
  });

  it('says what happened, auto-renew on or off', () => {
    expect(successKey('renew')).toBe('myAds.done.renewed');
    expect(successKey('auto-renew', { enabled: true })).toBe('myAds.done.autoRenewOn');
    expect(successKey('auto-renew', { enabled: false })).toBe('myAds.done.autoRenewOff');
  });
});
