import { z } from 'zod';
import { CONTACT_SUBJECTS, MESSAGE_LIMITS } from './message-limits.ts';

/**
 * Visitor messages: feedback about the site and contact requests. Error messages are
 * i18n keys (`validation.*`), translated where they are shown.
 */
export { MESSAGE_LIMITS, CONTACT_SUBJECTS } from './message-limits.ts';
export type { ContactSubject } from './message-limits.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined));

const message = z
  .string({ error: 'validation.messageRequired' })
  .trim()
  .min(1, 'validation.messageRequired')
  .min(MESSAGE_LIMITS.min, 'validation.messageTooShort')
  .max(MESSAGE_LIMITS.max, 'validation.messageTooLong');

const email = z
  .string()
  .trim()
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.invalidEmail'));

export const feedbackSchema = z.object({
  message,
  /** Optional: only if the visitor wants an answer. */
  email: z
    .string()
    .trim()
    .max(254, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email('validation.invalidEmail').optional()),
  /** The page the visitor came from, for context. */
  page: optionalText(300),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

export const contactSchema = z.object({
  name: z
    .string({ error: 'validation.nameRequired' })
    .trim()
    .min(2, 'validation.nameRequired')
    .max(100, 'validation.tooLong'),
  email: z
    .string({ error: 'validation.emailRequired' })
    .trim()
    .min(1, 'validation.emailRequired')
    .pipe(email),
  phone: optionalText(30).pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'validation.invalidPhone')
      .optional(),
  ),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'validation.subjectRequired' }),
  message,
});
export type ContactInput = z.infer<typeof contactSchema>;
