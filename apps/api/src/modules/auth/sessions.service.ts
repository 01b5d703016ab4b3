import type { TokenSet } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { UserRow } from './users.repository.ts';
import { newToken, sha256 } from './auth.crypto.ts';
import {
  findAccessToken,
  findRefreshToken,
  insertSession,
  insertTokens,
  revokeSession,
  revokeUserSessions,
  touchSession,
  useRefreshToken,
  type RevokeReason,
} from './sessions.repository.ts';

/** The scope every token carries for now: a person's own account. */
export const USER_SCOPE = 'user';
/** Longer than any token we issue; anything longer is not ours. */
const TOKEN_MAX_LENGTH = 200;

/** Who is calling: the user behind a valid access token, and the session it belongs to. */
export interface AuthContext {
  user: UserRow;
  sessionId: number;
  /** When the access token expires (ms since the epoch): a socket opened with it ends then. */
  expiresAt: number;
}

const tokenInvalid = () =>
  new HttpError(401, 'TOKEN_INVALID', 'This session is no longer valid. Please sign in again.');
const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');

/**
 * Sessions are refresh-token families: every refresh marks its token used and issues a
 * new pair in the same session; a used token coming back means it was copied, and the
 * whole family is revoked. Access tokens are opaque too, checked against their hash.
 */
export function createSessionService(options: {
  db: Db;
  now: () => number;
  accessTtlS: number;
  refreshTtlS: number;
  /** See REFRESH_REUSE_GRACE_S; 0 ends the session on any second use. */
  reuseGraceS?: number;
}) {
  const { db, now, accessTtlS, refreshTtlS, reuseGraceS = 0 } = options;

  async function issuePair(executor: Db, sessionId: number, scope: string): Promise<TokenSet> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const at = now();
    await insertTokens(
      executor,
      sessionId,
      { hash: sha256(accessToken), expiresAt: new Date(at + accessTtlS * 1000) },
      {
        hash: sha256(refreshToken),
        expiresAt: new Date(at + refreshTtlS * 1000),
        createdAt: new Date(at),
      },
    );
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: accessTtlS,
      scope,
    };
  }

  return {
    /** Signs a user in on a device: a new session (replacing theirs on that device) and its first tokens. */
    async start(executor: Db, input: { userId: number; deviceId: string }): Promise<TokenSet> {
      const at = new Date(now());
      await revokeUserSessions(executor, input.userId, 'replaced', at, {
        deviceId: input.deviceId,
      });
      const session = await insertSession(executor, { ...input, scope: USER_SCOPE, at });
      return issuePair(executor, session.id, session.scope);
    },

    /**
     * Rotates a refresh token (POST {auth}/token). A token used before ends its session
     * (401 TOKEN_REUSED), except within the reuse grace from the session's own device,
     * where it gets a sibling pair: one page load's parallel renewals must not sign out.
     */
    async refresh(refreshToken: string | undefined, deviceId: string): Promise<TokenSet> {
      if (!refreshToken || refreshToken.length > TOKEN_MAX_LENGTH) throw tokenInvalid();
      const hash = sha256(refreshToken);
      const found = await findRefreshToken(db, hash);
      if (!found || found.session.revokedAt) throw tokenInvalid();
      if (found.token.expiresAt.getTime() <= now()) throw tokenInvalid();
      const { session } = found;
      const withinGrace = (usedAt: Date | null) =>
        reuseGraceS > 0 &&
        deviceId === session.deviceId &&
        (usedAt === null || now() - usedAt.getTime() <= reuseGraceS * 1000);
      const reused = async () => {
        await revokeSession(db, session.id, 'reuse', new Date(now()));
        return new HttpError(
          401,
          'TOKEN_REUSED',
          'This sign-in was used from somewhere else and has been ended. Please sign in again.',
        );
      };
      if (found.token.usedAt && !withinGrace(found.token.usedAt)) throw await reused();
      const tokens = await db.transaction(async (tx) => {
        // A parallel request may have used the token since it was read: the same rule applies.
        const first = await useRefreshToken(tx, hash, new Date(now()));
        if (!first && !withinGrace(found.token.usedAt)) return undefined;
        await touchSession(tx, session.id, new Date(now()));
        return issuePair(tx, session.id, session.scope);
      });
      if (!tokens) throw await reused();
      return tokens;
    },

    /** Ends the session of a refresh token; unknown tokens are fine (logging out twice is not an error). */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken || refreshToken.length > TOKEN_MAX_LENGTH) return;
      const found = await findRefreshToken(db, sha256(refreshToken));
      if (found) await revokeSession(db, found.session.id, 'logout', new Date(now()));
    },

    /** The caller behind an access token: 401 UNAUTHORIZED, or TOKEN_EXPIRED when it merely expired. */
    async authenticate(accessToken: string | undefined): Promise<AuthContext> {
      if (!accessToken || accessToken.length > TOKEN_MAX_LENGTH) throw unauthorized();
      const found = await findAccessToken(db, sha256(accessToken));
      if (!found || found.session.revokedAt || found.user.status !== 'active') throw unauthorized();
      if (found.expiresAt.getTime() <= now()) {
        throw new HttpError(401, 'TOKEN_EXPIRED', 'The access token has expired. Renew it.');
      }
      return {
        user: found.user,
        sessionId: found.session.id,
        expiresAt: found.expiresAt.getTime(),
      };
    },

    /** Ends every session of a user, or every one but `exceptSessionId`. */
    revokeAll(
      executor: Db,
      userId: number,
      reason: RevokeReason,
      exceptSessionId?: number,
    ): Promise<void> {
      return revokeUserSessions(executor, userId, reason, new Date(now()), { exceptSessionId });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
