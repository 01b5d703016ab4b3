import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessTokens,
  authSessions,
  outbox,
  rateLimitHits,
  refreshTokens,
  verificationCodes,
} from '../../db/schema.ts';
import { createPostgresRateLimiter } from '../../lib/rate-limiter.ts';
import { call, dataOf, signUp } from '../../test/accounts.ts';
import { setupTestApp } from '../../test/database.ts';
import { pruneAuthData } from './auth.housekeeping.ts';

const env = setupTestApp({ seed: false });
const DAY = 86_400_000;

describe('accounts housekeeping', () => {
  it('deletes only what no request can use any more', async () => {
    const db = env.database.db;
    const live = await signUp(env.app, db);
    const gone = await signUp(env.app, db, { deviceId: 'device-gone-000001' });
    const [goneSession] = await db
      .select()
      .from(authSessions)
      .where(eq(authSessions.deviceId, 'device-gone-000001'));
    await db
      .update(authSessions)
      .set({ revokedAt: new Date(Date.now() - 31 * DAY), revokedReason: 'logout' })
      .where(eq(authSessions.id, goneSession!.id));
    await db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 2 * DAY) });
    await db
      .insert(rateLimitHits)
      .values({ bucket: 'x', key: 'y', createdAt: new Date(Date.now() - 2 * DAY) });
    await db.update(outbox).set({ createdAt: new Date(Date.now() - 8 * DAY) });

    const limiter = createPostgresRateLimiter(db);
    await pruneAuthData({ db, limiter, now: Date.now, refreshTtlS: 365 * 24 * 3600 });

    expect(await db.select().from(verificationCodes)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
    expect((await db.select().from(rateLimitHits)).some((row) => row.bucket === 'x')).toBe(false);
    const sessions = await db.select().from(authSessions);
    expect(sessions.map((session) => session.id)).not.toContain(goneSession!.id);
    expect(
      await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, goneSession!.id)),
    ).toEqual([]);
    expect(
      await db.select().from(accessTokens).where(eq(accessTokens.sessionId, goneSession!.id)),
    ).toEqual([]);
    // The live session is untouched.
    dataOf(await call(env.app, 'GET', '/api/me', { accessToken: live.tokens.access_token }));
    expect(gone.tokens.access_token).not.toBe(live.tokens.access_token);
  });
});
