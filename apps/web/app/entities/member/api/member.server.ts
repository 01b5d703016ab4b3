import type { ApiClient } from '@repo/api-client';
import type { PublicProfile } from '@repo/domain';

/**
 * GET {api}/users/{username}: a member's public profile (names, member since, active ads
 * count). An unknown, unverified or impossible username rejects with the API's 404 (an AppError).
 */
export function fetchPublicProfile(client: ApiClient, username: string): Promise<PublicProfile> {
  return client.directory.profile(username);
}
