import { z } from 'zod';

/**
 * A member's public profile (`GET {api}/users/{username}`, the page `/{username}`): what
 * anyone may see of an account. Never the phone, email, settings or sign-in methods.
 * There is no avatar yet (photos of members come with the profile editor).
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** First and last name as one line (what cards and headings show). */
  display_name: z.string(),
  /** When the account was created (ISO 8601). */
  member_since: z.string(),
  /** Active, unexpired ads: the ones the member's listing shows. */
  active_ads: z.number().int().min(0),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });
