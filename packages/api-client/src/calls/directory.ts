import {
  directorySearchParams,
  memberSearchResponseSchema,
  publicProfileResponseSchema,
  storeSearchResponseSchema,
} from '@repo/domain';
import type { DirectoryQuery, MemberSearch, PublicProfile, StoreSearch } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** Members and stores: the directory searches and a member's public profile (ADR 0013). */
export interface DirectoryCalls {
  /** GET {api}/search/users: members by name or username. */
  members(query: DirectoryQuery): Promise<MemberSearch>;
  /** GET {api}/search/companies: stores by name, username or keyword. */
  companies(query: DirectoryQuery): Promise<StoreSearch>;
  /**
   * GET {api}/users/{username}: a member's public profile. An unknown, unverified or
   * impossible username rejects with the API's 404.
   */
  profile(username: string): Promise<PublicProfile>;
}

export function directoryCalls({ request }: Transport): DirectoryCalls {
  return {
    members: (query) =>
      dataOf(
        request('GET', 'api', 'search/users', {
          query: directorySearchParams(query),
          schema: memberSearchResponseSchema,
        }),
      ),
    companies: (query) =>
      dataOf(
        request('GET', 'api', 'search/companies', {
          query: directorySearchParams(query),
          schema: storeSearchResponseSchema,
        }),
      ),
    profile: (username) =>
      dataOf(
        request('GET', 'api', `users/${encodeURIComponent(username)}`, {
          schema: publicProfileResponseSchema,
        }),
      ),
  };
}
