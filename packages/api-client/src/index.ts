export { createApiClient } from './client.ts';
export type {
  ApiClient,
  ApiClientOptions,
  AuthCalls,
  BaseName,
  BodylessRequestOptions,
  FetchFn,
  FormRecord,
  FormValue,
  HttpMethod,
  QueryParams,
  RequestOptions,
  ResponseSchema,
  RetryConfig,
  Tokens,
} from './client.ts';
export {
  AppError,
  CLIENT_ERROR_CODES,
  NO_STATUS,
  createAppError,
  getErrorCode,
  isAppError,
  statusTextOf,
} from './errors.ts';
export type { AppErrorInit, ClientErrorCode } from './errors.ts';
