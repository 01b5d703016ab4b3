import { isAppError, type ApiClient } from '@repo/api-client';

/**
 * Calls the API as the member (their access token added, so cards carry `liked`/`saved`),
 * or as a visitor without one. A token the API no longer accepts (the session could not be
 * checked) is not the page's failure: the call is made again as a visitor.
 */
export async function asViewer<T>(
  client: ApiClient,
  accessToken: string | undefined,
  call: (client: ApiClient) => Promise<T>,
): Promise<T> {
  if (!accessToken) return call(client);
  try {
    return await call(client.withTokens({ accessToken }));
  } catch (error) {
    if (isAppError(error) && error.statusCode === 401) return call(client);
    throw error;
  }
}
