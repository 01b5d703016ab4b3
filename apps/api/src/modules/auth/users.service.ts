import {
  normalizeCambodianPhone,
  usernameSchema,
  type DevicePayload,
  type Locale,
  type PublicProfile,
  type User,
  type Verification,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AuthLimits } from './auth.limits.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './auth.passwords.ts';
import type { CodeRow } from './auth.repository.ts';
import { phoneTaken } from './google.service.ts';
import type { AuthContext, SessionService } from './sessions.service.ts';
import { ticketInvalid, type VerificationService } from './verification.service.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  deletePendingUser,
  findUserById,
  findPublicMember,
  findUserByPhone,
  toUser,
  updateUser,
  upsertDevice,
} from './users.repository.ts';

/** The key the failure limit counts under for an existing account. */
export const accountKey = (userId: number) => `user:${userId}`;

export interface DeviceView {
  device_id: string;
  device_type: string | null;
  platform: string | null;
  name: string | null;
  brand: string | null;
  model: string | null;
  version: string | null;
  app_version: string | null;
  type: string;
  notification: string;
  token: string;
  updated_at: string;
}

/** The signed-in user's own account: profile, password, username, phone and devices. */
export function createUserService(options: {
  db: Db;
  sessions: SessionService;
  codes: VerificationService;
  limits: AuthLimits;
  now: () => number;
}) {
  const { db, sessions, codes, limits, now } = options;

  return {
    me: (auth: AuthContext): User => toUser(auth.user),

    /**
     * A member's public profile by username (any case). A name no account could have, an
     * unknown one, and a pending (never verified) account are all 404 NOT_FOUND alike.
     */
    async publicProfile(username: string): Promise<PublicProfile> {
      const parsed = usernameSchema.safeParse(username);
      const found = parsed.success ? await findPublicMember(db, parsed.data, now()) : undefined;
      if (!found?.user.username) throw new HttpError(404, 'NOT_FOUND', 'No such member.');
      const { user, activeAds } = found;
      return {
        id: String(user.id),
        username: found.user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        display_name: `${user.firstName} ${user.lastName}`.trim(),
        member_since: user.createdAt.toISOString(),
        active_ads: activeAds,
      };
    },

    /** Wrong current password: 400 PASSWORD_INCORRECT, counted against the account's failure limit. */
    async changePassword(
      auth: AuthContext,
      input: { current_password: string; new_password: string },
    ): Promise<void> {
      const key = accountKey(auth.user.id);
      await limits.assertPasswordCheckAllowed(key);
      const stored = auth.user.passwordHash;
      // A Google-only account has no password to confirm: it cannot set one here (reset instead).
      const ok = stored
        ? await verifyPassword(stored, input.current_password)
        : await verifyDummyPassword(input.current_password);
      if (!ok) {
        await limits.passwordCheckFailure(key);
        throw new HttpError(400, 'PASSWORD_INCORRECT', 'The current password is not correct.');
      }
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await updateUser(tx, auth.user.id, { passwordHash });
        await sessions.revokeAll(tx, auth.user.id, 'password_changed', auth.sessionId);
      });
    },

    async changeUsername(auth: AuthContext, username: string): Promise<User> {
      try {
        const row = await updateUser(db, auth.user.id, { username });
        if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Please sign in.');
        return toUser(row);
      } catch (error) {
        // Taken by a member, or by a store (one namespace, ADR 0043).
        if (
          isUniqueViolation(error, 'users_username_unique') ||
          isUniqueViolation(error, 'usernames_shared_unique')
        ) {
          throw new HttpError(409, 'USERNAME_TAKEN', 'This username is already taken.');
        }
        throw error;
      }
    },

    /** Sends a change_phone code to the new number; the ticket is bound to this user. */
    async requestPhoneChange(
      auth: AuthContext,
      input: { phone: string },
      ctx: { ip: string; locale: Locale },
    ): Promise<Verification> {
      const phone = normalizeCambodianPhone(input.phone);
      if (!phone || phone === auth.user.phone) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'This is already your phone number.', {
          issues: [{ path: 'body.phone', message: 'validation.phoneUnchanged' }],
        });
      }
      const holder = await findUserByPhone(db, phone);
      if (holder?.status === 'active') throw phoneTaken();
      return codes.issue({
        purpose: 'change_phone',
        channel: 'sms',
        target: phone,
        userId: auth.user.id,
        locale: ctx.locale,
        ip: ctx.ip,
      });
    },

    /** The change_phone code was right: move the account to the new number (inside `tx`). */
    async completePhoneChange(tx: Db, code: CodeRow): Promise<User> {
      if (code.userId === null) throw ticketInvalid();
      const holder = await findUserByPhone(tx, code.target);
      if (holder && holder.status === 'active' && holder.id !== code.userId) throw phoneTaken();
      if (holder?.status === 'pending') await deletePendingUser(tx, holder.id);
      const current = await findUserById(tx, code.userId);
      if (!current) throw ticketInvalid();
      const row = await updateUser(tx, code.userId, { phone: code.target }).catch((error) => {
        throw isUniqueViolation(error, 'users_phone_unique') ? phoneTaken() : error;
      });
      if (!row) throw ticketInvalid();
      return toUser(row);
    },

    /** Spec §3 device payload: one row per user and device, replaced on every call. */
    async registerDevice(auth: AuthContext, payload: DevicePayload): Promise<DeviceView> {
      const row = await upsertDevice(db, {
        userId: auth.user.id,
        deviceId: payload.device_id,
        deviceType: payload.device_type ?? null,
        platform: payload.platform ?? null,
        name: payload.name ?? null,
        brand: payload.brand ?? null,
        model: payload.model ?? null,
        version: payload.version ?? null,
        appVersion: payload.app_version ?? null,
        type: payload.type,
        notification: payload.notification,
        token: payload.token,
      });
      return {
        device_id: row.deviceId,
        device_type: row.deviceType,
        platform: row.platform,
        name: row.name,
        brand: row.brand,
        model: row.model,
        version: row.version,
        app_version: row.appVersion,
        type: row.type,
        notification: row.notification,
        token: row.token,
        updated_at: row.updatedAt.toISOString(),
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
