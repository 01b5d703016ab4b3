import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, authSessions, refreshTokens, users } from '../../db/schema.ts';

export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export type RevokeReason = 'logout' | 'reuse' | 'replaced' | 'password_reset' | 'password_changed';

export async function insertSession(
  db: Db,
  row: { userId: number; deviceId: string; scope: string; at: Date },
): Promise<SessionRow> {
  const [created] = await db
    .insert(authSessions)
    .values({
      userId: row.userId,
      deviceId: row.deviceId,
      scope: row.scope,
      createdAt: row.at,
      lastUsedAt: row.at,
    })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/**
 * Whether this device signed in to this account before (a session, live or ended, that
 * housekeeping has not yet forgotten): such a device keeps its standing when others fail.
 */
export async function hasSignedInBefore(
  db: Db,
  userId: number,
  deviceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), eq(authSessions.deviceId, deviceId)))
    .limit(1);
  return row !== undefined;
}

export async function insertTokens(
  db: Db,
  sessionId: number,
  access: { hash: string; expiresAt: Date },
  refresh: { hash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values({ tokenHash: access.hash, sessionId, ...access });
  await db.insert(refreshTokens).values({
    tokenHash: refresh.hash,
    sessionId,
    expiresAt: refresh.expiresAt,
    createdAt: refresh.createdAt,
  });
}

/** A refresh token with its session, whatever their state. */
export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token used; false when it already was (a parallel or replayed use). */
export async function useRefreshToken(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ hash: refreshTokens.tokenHash });
  return rows.length > 0;
}

export async function touchSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(authSessions).set({ lastUsedAt: at }).where(eq(authSessions.id, sessionId));
}

/** An access token with its session and user, whatever their state. */
export async function findAccessToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: accessTokens.expiresAt, session: authSessions, user: users })
    .from(accessTokens)
    .innerJoin(authSessions, eq(authSessions.id, accessTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(accessTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeSession(
  db: Db,
  sessionId: number,
  reason: RevokeReason,
  at: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes the live sessions of a user, all or all but one, or only those on one device. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: RevokeReason,
  at: Date,
  options: { exceptSessionId?: number; deviceId?: string } = {},
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        options.exceptSessionId === undefined
          ? undefined
          : ne(authSessions.id, options.exceptSessionId),
        options.deviceId === undefined ? undefined : eq(authSessions.deviceId, options.deviceId),
      ),
    );
}

/**
 * Expired tokens go; sessions revoked before `revokedBefore`, or idle since `idleBefore`
 * (their last refresh token has expired), go with their tokens.
 */
export async function pruneSessions(
  db: Db,
  at: Date,
  revokedBefore: Date,
  idleBefore: Date,
): Promise<void> {
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, at));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, at));
  await db
    .delete(authSessions)
    .where(
      or(
        and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, revokedBefore)),
        lt(authSessions.lastUsedAt, idleBefore),
      ),
    );
}
