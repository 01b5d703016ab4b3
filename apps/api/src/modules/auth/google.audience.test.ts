import { googleResultSchema, type GoogleResult } from '@repo/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../app.ts';
import { call, dataOf, errorOf, newEmail } from '../../test/accounts.ts';
import { setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import { fakeGoogle, GOOGLE_TEST_CLIENT_ID } from '../../test/google.ts';

/** Google access tokens must have been issued to our own client (tokeninfo `aud`/`azp`). */
const google = fakeGoogle();
const env = setupTestApp({ seed: false, config: google.config });

let subs = 0;
const person = () => ({
  sub: `2098765432${(subs += 1)}`,
  email: newEmail(),
  email_verified: true,
  given_name: 'Sophea',
  family_name: 'Chan',
});

const signIn = (accessToken: string) =>
  call(env.app, 'POST', '/auth/google', { body: { access_token: accessToken } });

/** Google sign-in on a separate app over the same database, with other settings. */
async function signInWith(
  config: Partial<AppOptions['config']>,
  accessToken: string,
): Promise<LightMyRequestResponse> {
  const other = await buildApp({
    config: { ...TEST_CONFIG, ...config },
    database: env.database,
    logger: false,
  });
  try {
    return await call(other, 'POST', '/auth/google', { body: { access_token: accessToken } });
  } finally {
    await other.close();
  }
}

describe('POST {auth}/google: the token must be ours', () => {
  it('signs in with a token issued to GOOGLE_CLIENT_ID, after asking tokeninfo about it', async () => {
    const token = google.token(person());
    const result = googleResultSchema.parse(dataOf<GoogleResult>(await signIn(token)));
    expect(result.status).toBe('phone_required');
    expect(google.checked.at(-1)).toBe(token);
    expect(google.authorizations.at(-1)).toBe(`Bearer ${token}`);
  });

  it('accepts our client as azp alone, and a tokeninfo answer without expires_in', async () => {
    for (const info of [{ aud: 'other-audience' }, { expires_in: undefined }]) {
      const result = dataOf<GoogleResult>(await signIn(google.token(person(), 200, info)));
      expect(result.status).toBe('phone_required');
    }
  });

  it('refuses a valid token issued to another app: 401 GOOGLE_FAILED, userinfo never asked', async () => {
    const foreign = google.token(person(), 200, {
      aud: 'someone-else.apps.googleusercontent.com',
      azp: 'someone-else.apps.googleusercontent.com',
    });
    expect(errorOf(await signIn(foreign), 401).code).toBe('GOOGLE_FAILED');
    expect(google.checked.at(-1)).toBe(foreign);
    expect(google.authorizations).not.toContain(`Bearer ${foreign}`);
  });

  it('refuses expired tokens, tokeninfo errors and odd answers: 401 GOOGLE_FAILED', async () => {
    const tokens = [
      google.token(person(), 200, { expires_in: '0' }),
      google.token(person(), 200, { expires_in: -5 }),
      google.token(person(), 200, { expires_in: 'soon' }),
      google.token(person(), 200, { aud: undefined, azp: undefined }),
    ];
    google.tokeninfo('ya29.tokeninfo-500', 500, JSON.stringify({ error: 'backend' }));
    google.answer('ya29.tokeninfo-500', 200, JSON.stringify(person()));
    google.tokeninfo('ya29.tokeninfo-html', 200, '<html>');
    google.tokeninfo('ya29.tokeninfo-array', 200, JSON.stringify([GOOGLE_TEST_CLIENT_ID]));
    google.tokeninfo('ya29.tokeninfo-400', 400, JSON.stringify({ aud: GOOGLE_TEST_CLIENT_ID }));
    for (const token of [
      ...tokens,
      'ya29.tokeninfo-500',
      'ya29.tokeninfo-html',
      'ya29.tokeninfo-array',
      'ya29.tokeninfo-400',
    ]) {
      expect(errorOf(await signIn(token), 401).code, token).toBe('GOOGLE_FAILED');
    }
  });

  it('sends the token to tokeninfo as one query value, even with URL characters in it', async () => {
    const token = 'ya29.a&access_token=other#x';
    google.answer(token, 200, JSON.stringify(person()));
    dataOf(await signIn(token));
    expect(google.checked.at(-1)).toBe(token);
  });

  it('answers 503 SERVICE_UNAVAILABLE without GOOGLE_CLIENT_ID, asking Google nothing', async () => {
    const token = google.token(person());
    const asked = google.checked.length;
    const { GOOGLE_CLIENT_ID: _ours, ...withoutClient } = google.config();
    const error = errorOf(await signInWith(withoutClient, token), 503);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toMatch(/not set up.*client id/i);
    expect(google.checked).toHaveLength(asked);
  });

  it('answers 503 when tokeninfo or userinfo cannot be reached', async () => {
    const token = google.token(person());
    // TEST_CONFIG points both endpoints at the discard port, where nothing listens.
    const offline = await signInWith({ GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID }, token);
    expect(errorOf(offline, 503).code).toBe('SERVICE_UNAVAILABLE');
    const userinfoDown = await signInWith(
      { ...google.config(), GOOGLE_USERINFO_URL: TEST_CONFIG.GOOGLE_USERINFO_URL },
      token,
    );
    expect(errorOf(userinfoDown, 503).code).toBe('SERVICE_UNAVAILABLE');
    expect(google.checked.at(-1)).toBe(token);
  });
});
