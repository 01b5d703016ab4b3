import {
  normalizeCambodianPhone,
  type GoogleResult,
  type Locale,
  type TokenSet,
  type Verification,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  deletePendingUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByPhone,
  insertUser,
  updateUser,
  type UserRow,
} from './users.repository.ts';
import { newToken, sha256 } from './auth.crypto.ts';
import { consumeTicket, findLiveTicket, insertTicket, type CodeRow } from './auth.repository.ts';
import { verifyGoogleToken, type GoogleEndpoints, type GoogleIdentity } from './google.client.ts';
import type { SessionService } from './sessions.service.ts';
import { ticketInvalid, type VerificationService } from './verification.service.ts';

const SIGNUP_TICKET_TTL_MS = 30 * 60_000;

export const phoneTaken = () =>
  new HttpError(409, 'PHONE_TAKEN', 'This phone number is already used by another account.');

/**
 * Google sign-in: an account is found by Google id, else by verified email (and linked),
 * else made new. Every account needs a phone: without one the answer is a signup ticket
 * for set-phone, whose code completes (or creates) the account and signs in.
 */
export function createGoogleService(
  options: GoogleEndpoints & {
    db: Db;
    now: () => number;
    sessions: SessionService;
    codes: VerificationService;
  },
) {
  const { db, now, sessions, codes } = options;

  return {
    async signIn(accessToken: string, ctx: { deviceId: string }): Promise<GoogleResult> {
      const identity = await verifyGoogleToken(options, accessToken);
      let user = await findUserByGoogleSub(db, identity.sub);
      if (!user && identity.email) {
        const byEmail = await findUserByEmail(db, identity.email);
        // Only an active (verified) account is linked; a pending one is replaced at set-phone.
        if (byEmail?.status === 'active' && !byEmail.googleSub) {
          user = await updateUser(db, byEmail.id, { googleSub: identity.sub });
        }
      }
      if (user?.status === 'active' && user.phone) {
        const token = await sessions.start(db, { userId: user.id, deviceId: ctx.deviceId });
        return { status: 'signed_in', token };
      }
      const ticket = newToken();
      await insertTicket(db, {
        ticketHash: sha256(ticket),
        kind: 'google_signup',
        userId: user?.id ?? null,
        payload: { ...identity },
        expiresAt: new Date(now() + SIGNUP_TICKET_TTL_MS),
      });
      return { status: 'phone_required', signup_ticket: ticket };
    },

    /** Sends a set_phone code for a signup ticket. */
    async setPhone(
      input: { signup_ticket: string; phone: string },
      ctx: { ip: string; locale: Locale },
    ): Promise<Verification> {
      const ticket = await findLiveTicket(
        db,
        sha256(input.signup_ticket),
        'google_signup',
        new Date(now()),
      );
      if (!ticket) throw ticketInvalid();
      const phone = normalizeCambodianPhone(input.phone);
      if (!phone) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', {
          issues: [{ path: 'body.phone', message: 'validation.invalidPhone' }],
        });
      }
      const holder = await findUserByPhone(db, phone);
      if (holder?.status === 'active' && holder.id !== ticket.userId) throw phoneTaken();
      return codes.issue({
        purpose: 'set_phone',
        channel: 'sms',
        target: phone,
        userId: ticket.userId,
        payload: { signupTicketId: ticket.id },
        locale: ctx.locale,
        ip: ctx.ip,
      });
    },

    /** The set_phone code was right: complete or create the account, then sign in (inside `tx`). */
    async complete(
      tx: Db,
      code: CodeRow,
      ctx: { deviceId: string; locale: Locale },
    ): Promise<TokenSet> {
      const ticketId = Number(code.payload?.signupTicketId);
      // The signup ticket is used up here, so a second set_phone code for it cannot complete too.
      const ticket = Number.isSafeInteger(ticketId)
        ? await consumeTicket(tx, { id: ticketId }, 'google_signup', new Date(now()), {
            ignoreExpiry: true,
          })
        : undefined;
      if (!ticket) throw ticketInvalid();
      const identity = ticket.payload as unknown as GoogleIdentity;
      const phone = code.target;
      const holder = await findUserByPhone(tx, phone);
      if (holder && holder.status === 'active' && holder.id !== ticket.userId) throw phoneTaken();
      if (holder?.status === 'pending') await deletePendingUser(tx, holder.id);

      const phoneConflict = (error: unknown) => {
        throw isUniqueViolation(error, 'users_phone_unique') ? phoneTaken() : error;
      };
      let user: UserRow | undefined;
      const existing = ticket.userId
        ? await findUserById(tx, ticket.userId)
        : await findUserByGoogleSub(tx, identity.sub);
      if (ticket.userId && !existing) throw ticketInvalid();
      if (existing) {
        user = await updateUser(tx, existing.id, {
          phone,
          googleSub: existing.googleSub ?? identity.sub,
          status: 'active',
        }).catch(phoneConflict);
      } else {
        let email = identity.email;
        const emailHolder = email ? await findUserByEmail(tx, email) : undefined;
        if (emailHolder?.status === 'pending') await deletePendingUser(tx, emailHolder.id);
        else if (emailHolder) email = null;
        user = await insertUser(tx, {
          firstName: identity.firstName,
          lastName: identity.lastName,
          phone,
          email,
          googleSub: identity.sub,
          passwordHash: null,
          status: 'active',
          locale: ctx.locale,
        }).catch(phoneConflict);
      }
      if (!user) throw ticketInvalid();
      return sessions.start(tx, { userId: user.id, deviceId: ctx.deviceId });
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
