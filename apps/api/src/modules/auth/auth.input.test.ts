import { apiErrorSchema } from '@repo/domain';
import { describe, expect, it } from 'vitest';
import { call, newIp, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';

const env = setupTestApp({ seed: false });

/** Every accounts route that takes a body, with a body that would otherwise be fine. */
const ROUTES: { url: string; body: Record<string, string>; signedIn?: boolean }[] = [
  {
    url: '/auth/register',
    body: { login: '012 999 001', first_name: 'A', last_name: 'B', password: 'password 1' },
  },
  { url: '/auth/verify', body: { ticket: 't'.repeat(43), code: '123456' } },
  { url: '/auth/verify/resend', body: { ticket: 't'.repeat(43) } },
  { url: '/auth/login', body: { login: '012 999 002', password: 'password 1' } },
  { url: '/auth/forgot-password', body: { login: '012 999 003' } },
  { url: '/auth/password/reset', body: { reset_token: 't'.repeat(43), password: 'password 1' } },
  { url: '/auth/logout', body: { device_id: 'device-0000-0001' } },
  { url: '/auth/google', body: { access_token: 'ya29.something-long' } },
  { url: '/auth/set-phone', body: { signup_ticket: 't'.repeat(43), phone: '012 999 004' } },
  { url: '/api/devices', body: { device_id: 'device-0000-0001' }, signedIn: true },
  {
    url: '/api/me/password',
    body: { current_password: 'password 1', new_password: 'password 2' },
    signedIn: true,
  },
  { url: '/api/me/username', body: { username: 'someone' }, signedIn: true },
  { url: '/api/me/phone', body: { phone: '012 999 005' }, signedIn: true },
];

function expect4xx(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(apiErrorSchema.parse(response.json()).statusCode).toBe(response.statusCode);
}

describe('bad input on the accounts routes: always a 4xx in the one error shape, never a 500', () => {
  let accessToken = '';
  const tokenFor = async (signedIn?: boolean) => {
    if (!signedIn) return undefined;
    accessToken ||= (await signUp(env.app, env.database.db)).tokens.access_token;
    return accessToken;
  };

  it.each(ROUTES)('$url: missing Device-Id is 400 DEVICE_ID_REQUIRED', async ({ url, body }) => {
    const response = await env.app.inject({ method: 'POST', url, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('DEVICE_ID_REQUIRED');
  });

  it.each(ROUTES)('$url: a NUL byte in any field', async ({ url, body, signedIn }) => {
    const token = await tokenFor(signedIn);
    for (const field of Object.keys(body)) {
      for (const form of [false, true]) {
        const response = await call(env.app, 'POST', url, {
          body: { ...body, [field]: `${body[field]}\u0000x` },
          form,
          accessToken: token,
          ip: newIp(),
        });
        expect4xx(response);
      }
    }
  });

  it.each(ROUTES)(
    '$url: 10 kB fields, arrays, wrong types and odd bodies',
    async ({ url, body, signedIn }) => {
      const token = await tokenFor(signedIn);
      const headers = {
        'device-id': 'device-input-0001',
        ...(token ? { 'access-token': token } : {}),
      };
      for (const field of Object.keys(body)) {
        expect4xx(
          await call(env.app, 'POST', url, {
            body: { ...body, [field]: 'x'.repeat(10_240) },
            accessToken: token,
          }),
        );
        expect4xx(
          await call(env.app, 'POST', url, {
            body: { ...body, [field]: ['a', 'b'] as never },
            accessToken: token,
          }),
        );
        expect4xx(
          await call(env.app, 'POST', url, {
            body: { ...body, [field]: { $ne: null } as never },
            accessToken: token,
          }),
        );
      }
      const odd: [string, string][] = [
        ['application/json', '[1,2,3]'],
        ['application/json', '{"broken":'],
        ['application/json', '"just a string"'],
        ['text/plain', 'login=x'],
        ['application/x-www-form-urlencoded', 'login=%E0%A4%A&password'],
      ];
      for (const [type, payload] of odd) {
        const response = await env.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        // /auth/logout takes no required field: an odd body may be ignored with 200.
        if (url === '/auth/logout' && response.statusCode === 200) continue;
        expect4xx(response);
      }
    },
  );

  it('refuses a huge or non-ASCII Google token without calling Google', async () => {
    expect4xx(
      await call(env.app, 'POST', '/auth/google', { body: { access_token: 'ផ'.repeat(20) } }),
    );
    expect4xx(
      await call(env.app, 'POST', '/auth/google', { body: { access_token: 'x'.repeat(5000) } }),
    );
  });

  it('answers bad fields with 400 VALIDATION_FAILED and the i18n key of each', async () => {
    const response = await call(env.app, 'POST', '/auth/register', {
      body: { login: '123', first_name: '', last_name: 'x'.repeat(51), password: 'short' },
    });
    const error = apiErrorSchema.parse(response.json());
    expect(error.data.code).toBe('VALIDATION_FAILED');
    expect(
      Object.fromEntries((error.data.issues ?? []).map((issue) => [issue.path, issue.message])),
    ).toEqual({
      'body.login': 'validation.invalidLogin',
      'body.first_name': 'validation.firstNameRequired',
      'body.last_name': 'validation.tooLong',
      'body.password': 'validation.passwordTooShort',
    });
  });
});
