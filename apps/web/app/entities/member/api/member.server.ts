import type { ApiClient } from '@repo/api-client';
import { publicProfileResponseSchema, type PublicProfile } from '@repo/domain';

/**
 * GET {api}/users/{username}: a member's public profile (names, member since, active ads
 * count). An unknown, unverified or impossible username rejects with the API's 404 (an AppError).
 */
export async function fetchPublicProfile(
  client: ApiClient,
  username: string,
): Promise<PublicProfile> {
  const { data } = await client.get('api', `users/${encodeURIComponent(username)}`, {
    schema: publicProfileResponseSchema,
  });
  return data;
}
