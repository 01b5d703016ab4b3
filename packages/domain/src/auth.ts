// Long on purpose: the account forms' schemas (spec §5) beside the limits they share; each schema is a few lines.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { KH_PHONE_METADATA } from './phone-metadata.ts';
import { z } from 'zod';
import { isReservedUsername } from './reserved-paths.ts';
import { PASSWORD_LIMITS, PERSON_NAME_MAX, USERNAME_LIMITS } from './auth-limits.ts';

/**
 * Accounts and sessions (spec §3 Session/Token/Device, §4, §7, §8). Form field
 * names are snake_case: the same names travel in the web's HTML forms and in the API's
 * urlencoded bodies. Error messages are i18n keys (`validation.*`).
 */

export { PASSWORD_LIMITS, PERSON_NAME_MAX, USERNAME_LIMITS, CODE_LENGTH } from './auth-limits.ts';

/** Security limits of accounts (durations in ms; ADR 0021). */
export const AUTH_LIMITS = {
  /** A code is valid this long after it is sent. */
  codeTtlMs: 10 * 60_000,
  /** Wrong guesses allowed per code; the next one kills it. */
  codeMaxGuesses: 5,
  /** A new code for the same phone or email at most this often. */
  resendIntervalMs: 60_000,
  /** Codes sent to one phone or email per hour. */
  sendsPerHour: 5,
  /** Sign-in attempts per IP address per minute. */
  loginPerIpPerMinute: 10,
} as const;

/**
 * Sign-in throttling (ADR 0021): failures slow down the address and the account they come
 * from, never lock the owner out. Counted over the last hour; past the free failures each
 * next attempt waits twice as long as the one before (1 s, 2 s, 4 s …) up to the cap.
 */
export const LOGIN_THROTTLE = {
  /** Failures one address (IPv6: its /64) may make on one account in an hour before it must wait. */
  freeFailuresPerAddressAndAccount: 5,
  /**
   * Failures one address may make on all accounts in an hour before it must wait: high,
   * because a carrier's address (CGNAT) is shared by many people who mistype now and then.
   */
  freeFailuresPerAddress: 50,
  addressDelayCapMs: 15 * 60_000,
  /** Failures from unknown devices an account may take in an hour before they must wait. */
  freeFailuresPerAccount: 5,
  /** Short: the owner on a new phone waits at most this long. */
  accountDelayCapMs: 30_000,
  /** Past this many failures in an hour, a new device needs a code as well as the password. */
  codeAfterAccountFailures: 10,
  /** A device this account signed in on before skips the above until it fails this often. */
  knownDeviceFailuresPerHour: 10,
} as const;

/** How long the next attempt must wait after `failures` in the hour (0 = at once). */
export function loginDelayMs(failures: number, free: number, capMs: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - free, 30), capMs);
}

export const CODE_PURPOSES = [
  'register',
  'reset_password',
  'set_phone',
  'change_phone',
  'login',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** A Cambodian phone number in E.164 (`+85512345678`), or undefined when it is not one. */
export function normalizeCambodianPhone(input: string): string | undefined {
  const phone = parsePhoneNumberFromString(input.trim(), 'KH', KH_PHONE_METADATA);
  if (!phone || phone.country !== 'KH' || !phone.isValid()) return undefined;
  return phone.number;
}

/** `+85512345678` → `012 345 678` (how Cambodians write their numbers). */
export function formatCambodianPhone(e164: string): string {
  const phone = parsePhoneNumberFromString(e164, 'KH', KH_PHONE_METADATA);
  return phone ? phone.formatNational() : e164;
}

const EMAIL_MAX = 254;
const emailFormat = z.email('validation.invalidEmail');

/** A phone number or an email address, told apart by the `@`. */
export type LoginIdentifier = { kind: 'phone' | 'email'; value: string };

/** Parses what a person typed as their phone or email; undefined when it is neither. */
export function parseLoginIdentifier(input: string): LoginIdentifier | undefined {
  const value = input.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return email.length <= EMAIL_MAX && emailFormat.safeParse(email).success
      ? { kind: 'email', value: email }
      : undefined;
  }
  const phone = normalizeCambodianPhone(value);
  return phone ? { kind: 'phone', value: phone } : undefined;
}

/** "Phone or email" field: required, then a valid Cambodian phone or an email. */
export const loginIdentifierSchema = z
  .string({ error: 'validation.loginRequired' })
  .trim()
  .min(1, 'validation.loginRequired')
  .max(EMAIL_MAX, 'validation.tooLong')
  .refine((value) => parseLoginIdentifier(value) !== undefined, {
    message: 'validation.invalidLogin',
  });

export const phoneSchema = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, 'validation.phoneRequired')
  .max(30, 'validation.invalidPhone')
  .refine((value) => normalizeCambodianPhone(value) !== undefined, {
    message: 'validation.invalidPhone',
  });

/** A new password. Never trimmed: spaces are allowed and count. */
export const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_LIMITS.min, 'validation.passwordTooShort')
  .max(PASSWORD_LIMITS.max, 'validation.passwordTooLong');

/** A password being checked (sign-in, current password): only required and bounded. */
export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_LIMITS.max, 'validation.passwordTooLong');

const personName = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(PERSON_NAME_MAX, 'validation.tooLong');

export const codeSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .regex(/^\d{6}$/, 'validation.codeInvalid');

const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

export const usernameSchema = z
  .string({ error: 'validation.usernameRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.usernameRequired')
  .min(USERNAME_LIMITS.min, 'validation.usernameLength')
  .max(USERNAME_LIMITS.max, 'validation.usernameLength')
  .regex(USERNAME_PATTERN, 'validation.usernameFormat')
  .refine((value) => !/^\d+$/.test(value), { message: 'validation.usernameFormat' })
  .refine((value) => !isReservedUsername(value), { message: 'validation.usernameReserved' });

/** A verification ticket (opaque, from the API). */
export const ticketSchema = z.string().min(16).max(200);

export const registerSchema = z.object({
  login: loginIdentifierSchema,
  first_name: personName('validation.firstNameRequired'),
  last_name: personName('validation.lastNameRequired'),
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({ login: loginIdentifierSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ login: loginIdentifierSchema });

export const verifyCodeSchema = z.object({ ticket: ticketSchema, code: codeSchema });

export const resendCodeSchema = z.object({ ticket: ticketSchema });

export const resetPasswordSchema = z.object({
  reset_token: ticketSchema,
  password: newPasswordSchema,
});

export const setPhoneSchema = z.object({ signup_ticket: ticketSchema, phone: phoneSchema });

export const changePasswordSchema = z.object({
  current_password: passwordSchema,
  new_password: newPasswordSchema,
});

export const changeUsernameSchema = z.object({ username: usernameSchema });

export const changePhoneSchema = z.object({ phone: phoneSchema });

export const googleSignInSchema = z.object({ access_token: z.string().min(10).max(4096) });

/** Spec §3 device payload, sent to POST {api}/devices. */
export const devicePayloadSchema = z.object({
  device_id: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9._:-]+$/),
  device_type: z.string().max(50).optional(),
  platform: z.string().max(50).optional(),
  name: z.string().max(100).optional(),
  brand: z.string().max(50).optional(),
  model: z.string().max(100).optional(),
  version: z.string().max(50).optional(),
  app_version: z.string().max(50).optional(),
  type: z.literal('browser').default('browser'),
  notification: z.enum(['on', 'off']).default('off'),
  token: z.string().max(4096).optional().default(''),
});
export type DevicePayload = z.infer<typeof devicePayloadSchema>;

/** Spec §3 token response: `{ data: TokenSet }`. `expires_in` is in seconds. */
export const tokenSetSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;
export const tokenResponseSchema = z.object({ data: tokenSetSchema });

/** Where a code went, without revealing the whole address. */
export const verificationSchema = z.object({
  ticket: z.string(),
  purpose: z.enum(CODE_PURPOSES),
  channel: z.enum(CODE_CHANNELS),
  /** e.g. `012 *** 678` or `d***@gmail.com` */
  target_hint: z.string(),
  /** Seconds until another code may be sent. */
  resend_in: z.number().int().min(0),
  /** Seconds the code stays valid. */
  expires_in: z.number().int().min(0),
});
export type Verification = z.infer<typeof verificationSchema>;
export const verificationResponseSchema = z.object({ data: verificationSchema });

export const userSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  has_password: z.boolean(),
  has_google: z.boolean(),
  setting: z.object({ locale: z.enum(['en', 'km']) }),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ data: userSchema });

/** POST {auth}/verify: what a correct code leads to, by purpose. */
export const verifyResultSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('register'), token: tokenSetSchema }),
  z.object({ purpose: z.literal('set_phone'), token: tokenSetSchema }),
  z.object({ purpose: z.literal('reset_password'), reset_token: z.string() }),
  z.object({ purpose: z.literal('change_phone'), user: userSchema }),
  /** A sign-in from a new device of an account under attack (ADR 0021). */
  z.object({ purpose: z.literal('login'), token: tokenSetSchema }),
]);
export type VerifyResult = z.infer<typeof verifyResultSchema>;
export const verifyResponseSchema = z.object({ data: verifyResultSchema });

/** POST {auth}/google: signed in, or a phone number is needed first. */
export const googleResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), token: tokenSetSchema }),
  z.object({ status: z.literal('phone_required'), signup_ticket: z.string() }),
]);
export type GoogleResult = z.infer<typeof googleResultSchema>;
export const googleResponseSchema = z.object({ data: googleResultSchema });
