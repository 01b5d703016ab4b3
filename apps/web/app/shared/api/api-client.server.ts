import { createApiClient, type ApiClient } from '@repo/api-client';
import type { AppLoadContext } from '@remix-run/node';
import { serverEnv } from '../config/env.server.ts';

/** The API client for one request, carrying that visitor's device id. */
export function apiClientFor(context: AppLoadContext): ApiClient {
  return createApiClient({
    bases: serverEnv.apiBases,
    deviceId: context.deviceId,
    timeout: serverEnv.apiTimeoutMs,
  });
}
