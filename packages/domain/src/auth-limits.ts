/**
 * The limits of the account forms (spec §4), without zod: the web's pages read them to size
 * their inputs, and auth.ts builds its schemas from them (so a page's bundle need not carry
 * the schemas or the phone number parser).
 */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
export const PERSON_NAME_MAX = 50;
export const USERNAME_LIMITS = { min: 3, max: 30 } as const;
export const CODE_LENGTH = 6;
