/**
 * The limits and subjects of the feedback and contact forms, without zod: the web's pages
 * read them to draw their controls, and messages.ts builds its schemas from them.
 */
export const MESSAGE_LIMITS = { min: 10, max: 2000 } as const;

export const CONTACT_SUBJECTS = ['general', 'account', 'ad', 'safety', 'business'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
