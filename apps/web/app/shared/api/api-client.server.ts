import { createApiClient, type ApiClient } from '@repo/api-client';
import type { AppLoadContext } from '@remix-run/node';
import { serverEnv } from '../config/env.server.ts';

/** The API client for one request, carrying that visitor's device id. */
export function apiClientFor(context: AppLoadContext): ApiClient {
  return createApiClient({
    bases: serverEnv.apiBases,
    deviceId: context.deviceId,
    timeout: serverEnv.apiTimeoutMs,
    // The API rate-limits by the visitor's address; it trusts this header from us only.
    headers: context.clientIp ? { 'X-Forwarded-For': context.clientIp } : undefined,
  });
}

/** The API client for one request as the signed-in member (the session's access token). */
export function signedInApi(context: AppLoadContext, session: { accessToken?: string }): ApiClient {
  return apiClientFor(context).withTokens({ accessToken: session.accessToken });
}
