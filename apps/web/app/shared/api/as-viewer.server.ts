import { isAppError, type ApiClient } from '@repo/api-client';

/**
 * Calls the API as the member (their access token added, so cards carry `liked`/`saved`),
 * or as a visitor without one. A token the API no longer accepts (the session could not be
 * checked) is not the page's failure: the call is made again as a visitor. `asVisitor` is the
 * visitor's call when it differs (a cached answer everyone shares).
 */
export async function asViewer<T>(
  client: ApiClient,
  accessToken: string | undefined,
  call: (client: ApiClient) => Promise<T>,
  asVisitor: (client: ApiClient) => Promise<T> = call,
): Promise<T> {
  if (!accessToken) return asVisitor(client);
  try {
    return await call(client.withTokens({ accessToken }));
  } catch (error) {
    if (isAppError(error) && error.statusCode === 401) return asVisitor(client);
    throw error;
  }
}
