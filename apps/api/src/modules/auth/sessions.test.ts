import { tokenSetSchema, type TokenSet } from '@repo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, refreshTokens } from '../../db/schema.ts';
import { call, dataOf, errorOf, signIn, signUp, testClock } from '../../test/accounts.ts';
import { buildApp } from '../../app.ts';
import { DEVICE, setupTestApp, TEST_CONFIG } from '../../test/database.ts';
import { sha256 } from './auth.crypto.ts';

const clock = testClock();
const env = setupTestApp({ seed: false, now: clock.now });
const REUSE_GRACE_MS = TEST_CONFIG.REFRESH_REUSE_GRACE_S * 1000;

const refresh = (refreshToken?: string) => call(env.app, 'POST', '/auth/token', { refreshToken });
const me = (accessToken?: string) => call(env.app, 'GET', '/api/me', { accessToken });

async function sessionOf(refreshToken: string) {
  const [row] = await env.database.db
    .select({ session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  return row?.session;
}

describe('POST {auth}/token', () => {
  it('rotates: a new pair in the same session, stored only as hashes', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    // The web app posts an empty form with the Refresh-Token header.
    const response = await env.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: {
        ...DEVICE,
        'refresh-token': tokens.refresh_token,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    const next = tokenSetSchema.parse(dataOf<TokenSet>(response));
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await sessionOf(next.refresh_token))?.id).toBe(
      (await sessionOf(tokens.refresh_token))?.id,
    );
    dataOf(await me(next.access_token));
    const rows = await env.database.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === tokens.refresh_token)).toBe(false);
  });

  it('detects reuse: an already used refresh token ends the whole session (401 TOKEN_REUSED)', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const next = dataOf<TokenSet>(await refresh(tokens.refresh_token));
    clock.advance(REUSE_GRACE_MS + 1000);
    const replay = errorOf(await refresh(tokens.refresh_token), 401);
    expect(replay.code).toBe('TOKEN_REUSED');
    // The family is over: the newest refresh token and its access token stop working too.
    expect(errorOf(await refresh(next.refresh_token), 401).code).toBe('TOKEN_INVALID');
    expect(errorOf(await me(next.access_token), 401).code).toBe('UNAUTHORIZED');
    expect(await sessionOf(next.refresh_token)).toMatchObject({
      revokedReason: 'reuse',
      revokedAt: expect.any(Date),
    });
  });

  it('tolerates a second use within the grace from the same device: a sibling pair, same session', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const first = dataOf<TokenSet>(await refresh(tokens.refresh_token));
    clock.advance(REUSE_GRACE_MS - 2000);
    const second = dataOf<TokenSet>(await refresh(tokens.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    for (const pair of [first, second]) dataOf(await me(pair.access_token));
    expect((await sessionOf(second.refresh_token))?.id).toBe(
      (await sessionOf(first.refresh_token))?.id,
    );
    expect((await sessionOf(first.refresh_token))?.revokedAt).toBeNull();
  });

  it('ends the session when another device replays the token, even within the grace', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const next = dataOf<TokenSet>(await refresh(tokens.refresh_token));
    const stolen = await call(env.app, 'POST', '/auth/token', {
      refreshToken: tokens.refresh_token,
      deviceId: 'device-thief-000001',
    });
    expect(errorOf(stolen, 401).code).toBe('TOKEN_REUSED');
    expect(errorOf(await me(next.access_token), 401).code).toBe('UNAUTHORIZED');
  });

  it('lets parallel refreshes of one page load all succeed (grace), in the same session', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const responses = await Promise.all([1, 2, 3].map(() => refresh(tokens.refresh_token)));
    const pairs = responses.map((response) => dataOf<TokenSet>(response));
    for (const pair of pairs) dataOf(await me(pair.access_token));
    expect((await sessionOf(tokens.refresh_token))?.revokedAt).toBeNull();
  });

  it('with REFRESH_REUSE_GRACE_S=0, only one of two parallel refreshes wins and the session ends', async () => {
    const strict = await buildApp({
      config: { ...TEST_CONFIG, REFRESH_REUSE_GRACE_S: 0 },
      database: env.database,
      logger: false,
    });
    try {
      const { tokens } = await signUp(strict, env.database.db);
      const [a, b] = await Promise.all(
        [1, 2].map(() =>
          call(strict, 'POST', '/auth/token', { refreshToken: tokens.refresh_token }),
        ),
      );
      expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 401]);
      const loser = a!.statusCode === 401 ? a! : b!;
      expect(errorOf(loser, 401).code).toBe('TOKEN_REUSED');
      expect((await sessionOf(tokens.refresh_token))?.revokedReason).toBe('reuse');
      const replay = await call(strict, 'POST', '/auth/token', {
        refreshToken: tokens.refresh_token,
      });
      expect(errorOf(replay, 401).code).toBe('TOKEN_INVALID');
    } finally {
      await strict.close();
    }
  });

  it('refuses unknown, missing, expired and revoked refresh tokens (401 TOKEN_INVALID)', async () => {
    expect(errorOf(await refresh(), 401).code).toBe('TOKEN_INVALID');
    expect(errorOf(await refresh('n'.repeat(43)), 401).code).toBe('TOKEN_INVALID');
    expect(errorOf(await refresh('n'.repeat(5000)), 401).code).toBe('TOKEN_INVALID');
    const { tokens } = await signUp(env.app, env.database.db);
    await env.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(tokens.refresh_token)));
    expect(errorOf(await refresh(tokens.refresh_token), 401).code).toBe('TOKEN_INVALID');
  });
});

describe('GET {api}/me and the access token', () => {
  it('answers 401 UNAUTHORIZED without a token or with an unknown one, before reading the body', async () => {
    expect(errorOf(await me(), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await me('u'.repeat(43)), 401).code).toBe('UNAUTHORIZED');
    const post = await call(env.app, 'POST', '/api/me/username', { body: { username: '' } });
    expect(errorOf(post, 401).code).toBe('UNAUTHORIZED');
  });

  it('answers 401 TOKEN_EXPIRED for an expired token; a refresh brings a working one', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    clock.advance(3600_000 + 1000);
    expect(errorOf(await me(tokens.access_token), 401).code).toBe('TOKEN_EXPIRED');
    const next = dataOf<TokenSet>(await refresh(tokens.refresh_token));
    dataOf(await me(next.access_token));
  });

  it('GET {api}/me/stores is an empty list for now', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    expect(
      dataOf(await call(env.app, 'GET', '/api/me/stores', { accessToken: tokens.access_token })),
    ).toEqual([]);
    expect(errorOf(await call(env.app, 'GET', '/api/me/stores'), 401).code).toBe('UNAUTHORIZED');
  });
});

describe('POST {auth}/logout', () => {
  it('ends the session of the refresh token, and is fine to repeat', async () => {
    const { tokens } = await signUp(env.app, env.database.db);
    const out = await call(env.app, 'POST', '/auth/logout', {
      form: true,
      body: { device_id: DEVICE['device-id'] },
      refreshToken: tokens.refresh_token,
    });
    expect(dataOf(out)).toEqual({ ok: true });
    expect(errorOf(await me(tokens.access_token), 401).code).toBe('UNAUTHORIZED');
    expect(errorOf(await refresh(tokens.refresh_token), 401).code).toBe('TOKEN_INVALID');
    expect((await sessionOf(tokens.refresh_token))?.revokedReason).toBe('logout');
    for (const refreshToken of [tokens.refresh_token, 'z'.repeat(43), undefined]) {
      const again = await call(env.app, 'POST', '/auth/logout', { refreshToken });
      expect(dataOf(again)).toEqual({ ok: true });
    }
  });

  it('ends only that session: other devices stay signed in', async () => {
    const { login, tokens } = await signUp(env.app, env.database.db);
    const other = await signIn(env.app, login, undefined, 'device-other-00001');
    dataOf(await call(env.app, 'POST', '/auth/logout', { refreshToken: tokens.refresh_token }));
    dataOf(await me(other.access_token));
  });
});

describe('sessions per device', () => {
  it('a new sign-in on the same device replaces the session there', async () => {
    const { login, tokens } = await signUp(env.app, env.database.db);
    const again = await signIn(env.app, login);
    expect(errorOf(await me(tokens.access_token), 401).code).toBe('UNAUTHORIZED');
    expect((await sessionOf(tokens.refresh_token))?.revokedReason).toBe('replaced');
    dataOf(await me(again.access_token));
  });
});
