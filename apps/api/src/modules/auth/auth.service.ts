import type { RegisterInput, TokenSet, Verification, VerifyResult } from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findUserById,
  findUserByIdentifier,
  updateUser,
  upsertPendingUser,
} from './users.repository.ts';
import { accountKey, type UserService } from './users.service.ts';
import { sha256 } from './auth.crypto.ts';
import type { AuthLimits } from './auth.limits.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './auth.passwords.ts';
import { consumeCode, retireCodes, type CodeRow } from './auth.repository.ts';
import {
  channelOf,
  identifierOf,
  invalidCredentials,
  type RequestContext,
} from './auth.request.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { hasSignedInBefore } from './sessions.repository.ts';
import type { GoogleService } from './google.service.ts';
import type { SessionService } from './sessions.service.ts';
import { ticketInvalid, type VerificationService } from './verification.service.ts';

const accountExists = () =>
  new HttpError(
    409,
    'ACCOUNT_EXISTS',
    'An account with this phone number or email already exists.',
  );

/**
 * Registration, sign-in with a password, password reset and the one verify endpoint that
 * every code goes through (the code's stored purpose decides what a right code does).
 */
export function createAuthService(options: {
  db: Db;
  now: () => number;
  limits: AuthLimits;
  codes: VerificationService;
  sessions: SessionService;
  google: GoogleService;
  users: UserService;
}) {
  const { db, now, limits, codes, sessions, google, users } = options;

  async function activate(tx: Db, code: CodeRow, ctx: RequestContext): Promise<TokenSet> {
    const user = code.userId === null ? undefined : await findUserById(tx, code.userId);
    if (!user) throw ticketInvalid();
    if (user.status !== 'active') await updateUser(tx, user.id, { status: 'active' });
    return sessions.start(tx, { userId: user.id, deviceId: ctx.deviceId });
  }

  /** The code of a sign-in that needed one: a session on the device that asked for it. */
  async function signInWithCode(tx: Db, code: CodeRow, ctx: RequestContext): Promise<TokenSet> {
    const user = code.userId === null ? undefined : await findUserById(tx, code.userId);
    if (!user || user.status !== 'active') throw ticketInvalid();
    return sessions.start(tx, { userId: user.id, deviceId: ctx.deviceId });
  }

  const reset = createPasswordResetService({ db, now, codes, sessions });

  return {
    /** A pending account (new, or replacing a pending one) and a code to its phone or email. */
    async register(input: RegisterInput, ctx: RequestContext): Promise<Verification> {
      const id = identifierOf(input.login);
      const existing = await findUserByIdentifier(db, id);
      if (existing?.status === 'active') throw accountExists();
      return limits.withSendSlot(
        { target: id.value, purpose: 'register', ip: ctx.ip },
        async () => {
          // Hashed inside the send slot, so the send limits also cap the hashing work per target.
          const passwordHash = await hashPassword(input.password);
          const user = await upsertPendingUser(db, id, {
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            locale: ctx.locale,
          }).catch((error) => {
            throw isUniqueViolation(error) ? accountExists() : error;
          });
          if (!user) throw accountExists();
          // Codes sent for the registration this one replaces stop working.
          await retireCodes(db, user.id, 'register', new Date(now()));
          return codes.create({
            purpose: 'register',
            channel: channelOf(id),
            target: id.value,
            userId: user.id,
            locale: ctx.locale,
          });
        },
      );
    },

    /**
     * Sign-in with a password (ADR 0021). A device this account signed in on before keeps its
     * standing whatever strangers do; any other device meets growing delays after failures
     * (per address and per account) and, once the account had many failures this hour, must
     * confirm a code sent to the phone or email it signs in with as well as the password.
     */
    async login(
      input: { login: string; password: string },
      ctx: RequestContext,
    ): Promise<TokenSet> {
      const id = identifierOf(input.login);
      const user = await findUserByIdentifier(db, id);
      const active = user?.status === 'active' ? user : undefined;
      // Unknown identifiers are counted too, so a throttled answer says nothing about existence.
      const account = active ? accountKey(active.id) : `${id.kind}:${id.value}`;
      const deviceKey = `${account}:${sha256(ctx.deviceId)}`;
      const known =
        active !== undefined &&
        (await hasSignedInBefore(db, active.id, ctx.deviceId)) &&
        (await limits.knownDeviceInGoodStanding(deviceKey));
      if (!known) {
        await limits.loginAttempt(ctx.ip);
        await limits.assertLoginAllowed({ ip: ctx.ip, account });
      }
      const ok = active?.passwordHash
        ? await verifyPassword(active.passwordHash, input.password)
        : await verifyDummyPassword(input.password);
      if (!ok || !active) {
        await (known
          ? limits.knownDeviceFailure(deviceKey)
          : limits.loginFailure({ ip: ctx.ip, account }));
        throw invalidCredentials();
      }
      if (!known && (await limits.loginNeedsCode(account))) {
        const verification = await codes.issue({
          purpose: 'login',
          channel: channelOf(id),
          target: id.value,
          userId: active.id,
          locale: ctx.locale,
          ip: ctx.ip,
        });
        throw new HttpError(
          403,
          'LOGIN_CODE_REQUIRED',
          'This account had many failed sign-ins: enter the code we sent to confirm it is you.',
          { verification },
        );
      }
      return sessions.start(db, { userId: active.id, deviceId: ctx.deviceId });
    },

    forgotPassword: reset.forgotPassword,

    resetPassword: reset.resetPassword,

    /** One endpoint for every code; what a right code does depends on the code's own purpose. */
    async verify(
      input: { ticket: string; code: string },
      ctx: RequestContext,
    ): Promise<VerifyResult> {
      const pending = await codes.find(input.ticket);
      if (!pending) throw ticketInvalid();
      if (pending.purpose === 'change_phone') {
        // Only the account that asked for the change may confirm it (and no guess is spent otherwise).
        const auth = await sessions.authenticate(ctx.accessToken);
        if (auth.user.id !== pending.userId) {
          throw new HttpError(
            401,
            'UNAUTHORIZED',
            'Sign in with the account that asked for this code.',
          );
        }
      }
      const code = await codes.guess(input.ticket, input.code);
      return db.transaction(async (tx): Promise<VerifyResult> => {
        if (!(await consumeCode(tx, code.id, new Date(now())))) throw ticketInvalid();
        switch (code.purpose) {
          case 'register':
            return { purpose: 'register', token: await activate(tx, code, ctx) };
          case 'reset_password':
            return { purpose: 'reset_password', reset_token: await reset.newResetToken(tx, code) };
          case 'set_phone':
            return { purpose: 'set_phone', token: await google.complete(tx, code, ctx) };
          case 'change_phone':
            return { purpose: 'change_phone', user: await users.completePhoneChange(tx, code) };
          case 'login':
            return { purpose: 'login', token: await signInWithCode(tx, code, ctx) };
          default:
            throw ticketInvalid();
        }
      });
    },

    resend: (ticket: string, ctx: RequestContext) => codes.resend(ticket, ctx),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
