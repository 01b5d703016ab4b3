import { z } from 'zod';
import { formBooleanSchema } from './form-boolean.ts';

/**
 * Email about messages left unread (issue 16, ADR 0041): the member's setting, read and
 * changed signed in (`/me/settings`), and the unsubscribe link every such email carries.
 */
export const CHAT_EMAIL_LIMITS = {
  /** Members emailed by one run of the job (each gets at most one email a run). */
  membersPerRun: 200,
  /** Conversations listed in one email. */
  conversationsPerEmail: 10,
  /** An unread line older than this is never emailed about (a transport turned on late). */
  maxAgeHours: 48,
  /** The unsubscribe token: 32 random bytes in base64url are 43 characters. */
  tokenMax: 64,
} as const;

/** An unsubscribe token as a link carries it; anything else is refused before any lookup. */
export const emailTokenSchema = z
  .string()
  .trim()
  .min(16, 'validation.invalid')
  .max(CHAT_EMAIL_LIMITS.tokenMax, 'validation.invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

/** POST {api}/unsubscribe: the token of the link, no sign-in. */
export const unsubscribeInputSchema = z.object({ token: emailTokenSchema });
export const unsubscribeResponseSchema = z.object({
  data: z.object({ chat_email: z.literal(false) }),
});

/** The member's email settings: the unread-message email, and the address it goes to. */
export const memberSettingsSchema = z.object({
  chat_email: z.boolean(),
  /** Null: the account has no email address, so no such email is sent whatever the setting. */
  email: z.string().nullable(),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;
export const memberSettingsResponseSchema = z.object({ data: memberSettingsSchema });

/** POST {api}/me/settings/chat-email */
export const chatEmailInputSchema = z.object({ enabled: formBooleanSchema });

/**
 * The `/me/settings` form: a checkbox, absent from the post when unticked (a plain HTML form
 * without JavaScript sends nothing for it).
 */
export const chatEmailFormSchema = z.object({
  intent: z.literal('chat-email'),
  chat_email: z.literal('on').optional(),
});
