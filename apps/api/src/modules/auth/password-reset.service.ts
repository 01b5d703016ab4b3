import type { TokenSet, Verification } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from './auth.crypto.ts';
import { hashPassword } from './auth.passwords.ts';
import { consumeTicket, findLiveTicket, insertTicket, type CodeRow } from './auth.repository.ts';
import { channelOf, identifierOf, type RequestContext } from './auth.request.ts';
import type { SessionService } from './sessions.service.ts';
import { findUserById, findUserByIdentifier, updateUser } from './users.repository.ts';
import { ticketInvalid, type VerificationService } from './verification.service.ts';

const RESET_TOKEN_TTL_MS = 10 * 60_000;

/**
 * A forgotten password: a code to the account's phone or email, then (the code verified) a
 * short-lived reset token that sets the new password.
 */
export function createPasswordResetService(options: {
  db: Db;
  now: () => number;
  codes: VerificationService;
  sessions: SessionService;
}) {
  const { db, now, codes, sessions } = options;

  return {
    /** The `reset_password` code was right: a reset token for its account (inside `tx`). */
    async newResetToken(tx: Db, code: CodeRow): Promise<string> {
      const user = code.userId === null ? undefined : await findUserById(tx, code.userId);
      if (!user || user.status !== 'active') throw ticketInvalid();
      const token = newToken();
      await insertTicket(tx, {
        ticketHash: sha256(token),
        kind: 'reset_password',
        userId: user.id,
        payload: null,
        expiresAt: new Date(now() + RESET_TOKEN_TTL_MS),
      });
      return token;
    },

    /**
     * Always the same answer: a real code for an active account, else a decoy ticket that
     * no code satisfies (nothing is sent). Send limits apply either way.
     */
    async forgotPassword(input: { login: string }, ctx: RequestContext): Promise<Verification> {
      const id = identifierOf(input.login);
      const user = await findUserByIdentifier(db, id);
      const active = user?.status === 'active' ? user : undefined;
      return codes.issue({
        purpose: 'reset_password',
        channel: channelOf(id),
        target: id.value,
        userId: active?.id ?? null,
        decoy: !active,
        locale: ctx.locale,
        ip: ctx.ip,
      });
    },

    /** Sets the password, ends every session of the account, signs in on this device. */
    async resetPassword(
      input: { reset_token: string; password: string },
      ctx: RequestContext,
    ): Promise<TokenSet> {
      const hash = sha256(input.reset_token);
      // Checked before the (costly) hashing; consumed atomically below.
      if (!(await findLiveTicket(db, hash, 'reset_password', new Date(now())))) {
        throw ticketInvalid();
      }
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const ticket = await consumeTicket(
          tx,
          { ticketHash: hash },
          'reset_password',
          new Date(now()),
        );
        if (!ticket?.userId) throw ticketInvalid();
        const user = await updateUser(tx, ticket.userId, { passwordHash });
        if (!user) throw ticketInvalid();
        await sessions.revokeAll(tx, user.id, 'password_reset');
        return sessions.start(tx, { userId: user.id, deviceId: ctx.deviceId });
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
