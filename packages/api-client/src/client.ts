import ky, { isHTTPError, isTimeoutError } from 'ky';
import type { KyInstance, Options as KyOptions } from 'ky';
import {
  HEADERS,
  RETRY_LIMIT,
  adMarksResponseSchema,
  RETRY_STATUS_CODES,
  apiErrorSchema,
  categoriesResponseSchema,
  locationResponseSchema,
  locationsResponseSchema,
  postingCategoriesResponseSchema,
  routeRulesResponseSchema,
  googleResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  verificationResponseSchema,
  verifyResponseSchema,
} from '@repo/domain';
import type {
  AdMarks,
  Category,
  DevicePayload,
  GoogleResult,
  Location,
  PostingCategory,
  RouteRule,
  TokenSet,
  User,
  Verification,
  VerifyResult,
} from '@repo/domain';
import { AppError, NO_STATUS, isAppError, statusTextOf } from './errors.ts';

/** The three services the client talks to (spec §7). */
export type BaseName = 'api' | 'auth' | 'notification';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A fetch implementation, as ky accepts it. */
export type FetchFn = NonNullable<KyOptions['fetch']>;

export type FormValue = string | number | boolean | null | undefined;
/** A plain record sent urlencoded; `null`/`undefined` values are left out, arrays repeat the key. */
export type FormRecord = Record<string, FormValue | readonly (string | number | boolean)[]>;

export type QueryParams =
  URLSearchParams | Record<string, string | number | boolean | null | undefined>;

/** Anything with a zod-like `safeParse` (every zod schema has one). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RetryConfig {
  /** Delay before the one retry, in ms. Default 50. */
  delay?: number;
  /** The longest a `Retry-After` (or `RateLimit-Reset`) header may make the retry wait, in ms. Default 1000. */
  maxRetryAfter?: number;
}

export interface Tokens {
  accessToken?: string;
  refreshToken?: string;
}

export interface ApiClientOptions extends Tokens {
  /** Absolute base URLs, e.g. `{ api: 'http://127.0.0.1:3001/api', ... }`. */
  bases: Record<BaseName, string>;
  /** Sent as `Device-Id` on every request. */
  deviceId: string;
  /** Per-attempt timeout in ms. Default 10000. */
  timeout?: number;
  fetch?: FetchFn;
  /** Extra headers sent on every request. */
  headers?: Record<string, string>;
  retry?: RetryConfig;
}

export interface RequestOptions<T = unknown> {
  /** Query string parameters (`undefined` values are left out). */
  query?: QueryParams;
  /**
   * A non-JSON body: a `URLSearchParams` or plain record is sent
   * `application/x-www-form-urlencoded`; a `FormData` is sent as multipart as it is.
   */
  form?: URLSearchParams | FormData | FormRecord;
  /** A body sent as JSON (`application/json`). Not together with `form`. */
  json?: unknown;
  /** Extra headers for this request; an `undefined` or '' value removes a client header. */
  headers?: Record<string, string | undefined>;
  /** Validates the parsed body; a mismatch throws `INVALID_RESPONSE` (502). */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request, in ms. */
  timeout?: number;
}

/** Options of `get`: those of `request` without a body. */
export type BodylessRequestOptions<T = unknown> = Omit<RequestOptions<T>, 'form' | 'json'>;

export interface ApiClient {
  /**
   * Sends a request to `path` under `bases[base]` and resolves with the parsed JSON body
   * (`undefined` for an empty body). HTTP errors, network failures, timeouts and bad
   * bodies reject with an `AppError`; misuse (e.g. `form` and `json` together) with a TypeError.
   */
  request<T = unknown>(
    method: HttpMethod,
    base: BaseName,
    path: string,
    options?: RequestOptions<T>,
  ): Promise<T>;
  get<T = unknown>(base: BaseName, path: string, options?: BodylessRequestOptions<T>): Promise<T>;
  post<T = unknown>(base: BaseName, path: string, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(base: BaseName, path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(base: BaseName, path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(base: BaseName, path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A client with other tokens, the same otherwise. A string sets a token, `null`
   * removes it, an omitted/`undefined` key keeps the current one.
   */
  withTokens(tokens: { accessToken?: string | null; refreshToken?: string | null }): ApiClient;
  /** GET {api}/categories?meta=true&v=1 (`meta=true` only when `meta` is true). */
  getCategories(options?: { meta?: boolean }): Promise<Category[]>;
  /** GET {api}/me/posts/categories?v=1: categories with the ad fields of their type. */
  getPostingCategories(): Promise<PostingCategory[]>;
  /** GET {api}/locations, or ?parent= for the children of one location. */
  getLocations(options?: { parent?: string }): Promise<Location[]>;
  /** GET {api}/locations/{id-or-slug}: one place (404 as an AppError when unknown). */
  getLocation(key: string): Promise<Location>;
  /** GET {api}/categories/search?q=: categories whose English or Khmer name contains the text. */
  searchCategories(text: string, options?: { limit?: number }): Promise<Category[]>;
  /** GET {api}/route-rules: the redirect rules to apply before navigations. */
  getRouteRules(): Promise<RouteRule[]>;
  /**
   * GET {api}/me/marks?ids=: which of these ads the member (the access token) liked and saved;
   * without ids, all their likes and saves (the latest 1,000 of each; `complete` says if cut).
   */
  getMarks(ids?: readonly string[]): Promise<AdMarks>;
  /** Account calls (issue 4); each validates the response with the domain schema. */
  auth: AuthCalls;
}

/** The language codes and messages are sent in. */
type WithLocale<T> = T & { locale?: 'en' | 'km' };

/** Account and session calls. Bodies are form-urlencoded (spec §7). */
export interface AuthCalls {
  /** POST {auth}/register: sends a code to the phone or email. */
  register(
    input: WithLocale<{ login: string; first_name: string; last_name: string; password: string }>,
  ): Promise<Verification>;
  /** POST {auth}/verify: a correct code, with what it leads to. */
  verify(input: { ticket: string; code: string }): Promise<VerifyResult>;
  /** POST {auth}/verify/resend */
  resend(input: WithLocale<{ ticket: string }>): Promise<Verification>;
  /** POST {auth}/login */
  login(input: { login: string; password: string }): Promise<TokenSet>;
  /** POST {auth}/forgot-password: always answers the same way, account or not. */
  forgotPassword(input: WithLocale<{ login: string }>): Promise<Verification>;
  /** POST {auth}/password/reset */
  resetPassword(input: { reset_token: string; password: string }): Promise<TokenSet>;
  /** POST {auth}/token: empty body, the client's refresh token in `Refresh-Token`. */
  refresh(): Promise<TokenSet>;
  /** POST {auth}/logout: form `device_id`, the client's refresh token in `Refresh-Token`. */
  logout(deviceId: string): Promise<void>;
  /** POST {auth}/google: a Google access token for an account or a set-phone ticket. */
  google(accessToken: string): Promise<GoogleResult>;
  /** POST {auth}/set-phone: after Google sign-in, a code to the phone. */
  setPhone(input: WithLocale<{ signup_ticket: string; phone: string }>): Promise<Verification>;
  /** GET {api}/me */
  me(): Promise<User>;
  /** GET {api}/me/stores */
  myStores(): Promise<{ id: string }[]>;
  /** POST {api}/devices (spec §3 device payload) */
  registerDevice(device: DevicePayload): Promise<void>;
  /** POST {api}/me/password: signs out the other devices. */
  changePassword(input: { current_password: string; new_password: string }): Promise<void>;
  /** POST {api}/me/username */
  changeUsername(input: { username: string }): Promise<User>;
  /** POST {api}/me/phone: a code to the new phone. */
  changePhone(input: WithLocale<{ phone: string }>): Promise<Verification>;
}

const DEFAULT_TIMEOUT = 10_000;
const DEFAULT_RETRY_DELAY = 50;
const DEFAULT_MAX_RETRY_AFTER = 1_000;

function toUrlEncoded(form: FormRecord): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean)[]) {
        params.append(key, String(item));
      }
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

function toSearchParams(query: QueryParams): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  return toUrlEncoded(query);
}

function bodyOf(form: RequestOptions['form']): URLSearchParams | FormData | undefined {
  if (form === undefined) return undefined;
  if (form instanceof URLSearchParams || form instanceof FormData) return form;
  return toUrlEncoded(form);
}

/** Merges header records in order (names case-insensitive); an `undefined` or '' value removes the header. */
function buildHeaders(sources: (Record<string, string | undefined> | undefined)[]): Headers {
  const result = new Headers();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) {
      if (value === undefined || value === '') result.delete(name);
      else result.set(name, value);
    }
  }
  return result;
}

/** Joins a base URL and a path, whatever slashes either has. */
function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function describeIssues(error: unknown): { path: string; message: string }[] | undefined {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return undefined;
  const { issues } = error as { issues: unknown };
  if (!Array.isArray(issues)) return undefined;
  return issues.map((issue: { path?: readonly PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: issue.message ?? '',
  }));
}

function invalidResponse(
  message: string,
  url: string,
  extra: object = {},
  cause?: unknown,
): AppError {
  return new AppError({
    statusCode: 502,
    statusMessage: statusTextOf(502),
    message,
    data: { code: 'INVALID_RESPONSE', message, url, ...extra },
    cause,
  });
}

/** The AppError for an HTTP error response: the API's error body when it has one. */
async function fromErrorResponse(response: Response, cause: unknown): Promise<AppError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // the body could not be read: fall back to the status line
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Only the status fields are checked, so an error code newer than this client still counts.
  // The HTTP status always wins: a proxy's 502 carrying an upstream 404 body stays a 502.
  const status = apiErrorSchema.pick({ statusCode: true, statusMessage: true }).safeParse(parsed);
  if (status.success && status.data.statusCode === response.status) {
    const { data } = parsed as { data?: unknown };
    return new AppError({ ...status.data, data: data ?? null, cause });
  }
  return new AppError({
    statusCode: response.status,
    statusMessage: response.statusText || statusTextOf(response.status),
    data: text === '' ? null : text,
    cause,
  });
}

/** Turns whatever a request threw into an AppError. */
async function toAppError(error: unknown, url: string): Promise<AppError> {
  if (isAppError(error)) return error;
  if (isHTTPError(error)) return fromErrorResponse(error.response, error);
  if (isTimeoutError(error)) {
    return new AppError({
      statusCode: NO_STATUS,
      statusMessage: 'Timeout',
      data: { code: 'TIMEOUT', message: `No response within the timeout: ${url}`, url },
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new AppError({
      statusCode: NO_STATUS,
      statusMessage: 'Aborted',
      data: { code: 'ABORTED', message: `The request was aborted: ${url}`, url },
      cause: error,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError({
    statusCode: NO_STATUS,
    statusMessage: 'Network Error',
    data: { code: 'NETWORK_ERROR', message: `${reason}: ${url}`, url },
    cause: error,
  });
}

interface ClientState {
  options: ApiClientOptions;
  http: KyInstance;
  tokens: Tokens;
}

function createHttp(options: ApiClientOptions): KyInstance {
  const retryDelay = options.retry?.delay ?? DEFAULT_RETRY_DELAY;
  return ky.create({
    timeout: options.timeout ?? DEFAULT_TIMEOUT,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: {
      limit: RETRY_LIMIT,
      methods: ['get', 'head'],
      statusCodes: [...RETRY_STATUS_CODES],
      delay: () => retryDelay,
      backoffLimit: retryDelay,
      maxRetryAfter: options.retry?.maxRetryAfter ?? DEFAULT_MAX_RETRY_AFTER,
      // Only the listed statuses are retried: no retry after a network failure or timeout.
      shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : false),
    },
  });
}

function buildClient(state: ClientState): ApiClient {
  const { options, http, tokens } = state;

  async function request<T = unknown>(
    method: HttpMethod,
    base: BaseName,
    path: string,
    requestOptions: RequestOptions<T> = {},
  ): Promise<T> {
    const { query, form, json, headers, schema, signal, timeout } = requestOptions;
    if (form !== undefined && json !== undefined) {
      throw new TypeError('Pass either `form` or `json`, not both.');
    }
    const baseUrl = options.bases[base];
    if (!baseUrl) throw new TypeError(`Unknown base "${String(base)}".`);
    const url = joinUrl(baseUrl, path);

    const kyOptions: KyOptions = {
      method,
      headers: buildHeaders([
        { Accept: 'application/json' },
        options.headers,
        {
          [HEADERS.deviceId]: options.deviceId,
          [HEADERS.accessToken]: tokens.accessToken,
          [HEADERS.refreshToken]: tokens.refreshToken,
        },
        headers,
      ]),
    };
    if (query !== undefined) kyOptions.searchParams = toSearchParams(query);
    if (json !== undefined) kyOptions.json = json;
    const body = bodyOf(form);
    if (body !== undefined) kyOptions.body = body;
    if (signal) kyOptions.signal = signal;
    if (timeout !== undefined) kyOptions.timeout = timeout;

    let text: string;
    try {
      const response = await http(url, kyOptions);
      text = await response.text();
    } catch (error) {
      throw await toAppError(error, url);
    }

    let parsed: unknown;
    if (text === '') {
      parsed = undefined;
    } else {
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw invalidResponse(`The response is not JSON: ${method} ${url}`, url, {}, error);
      }
    }
    if (!schema) return parsed as T;
    const result = schema.safeParse(parsed);
    if (result.success) return result.data;
    throw invalidResponse(
      `The response does not have the expected shape: ${method} ${url}`,
      url,
      { issues: describeIssues(result.error) },
      result.error,
    );
  }

  return {
    request,
    get: (base, path, requestOptions) => request('GET', base, path, requestOptions),
    post: (base, path, requestOptions) => request('POST', base, path, requestOptions),
    put: (base, path, requestOptions) => request('PUT', base, path, requestOptions),
    patch: (base, path, requestOptions) => request('PATCH', base, path, requestOptions),
    delete: (base, path, requestOptions) => request('DELETE', base, path, requestOptions),

    withTokens(next) {
      const pick = (value: string | null | undefined, current: string | undefined) =>
        value === undefined ? current : (value ?? undefined);
      return buildClient({
        ...state,
        tokens: {
          accessToken: pick(next.accessToken, tokens.accessToken),
          refreshToken: pick(next.refreshToken, tokens.refreshToken),
        },
      });
    },

    async getCategories({ meta = false } = {}) {
      const query = new URLSearchParams();
      if (meta) query.set('meta', 'true');
      query.set('v', '1');
      const { data } = await request('GET', 'api', 'categories', {
        query,
        schema: categoriesResponseSchema,
      });
      return data;
    },

    async getPostingCategories() {
      const { data } = await request('GET', 'api', 'me/posts/categories', {
        query: { v: 1 },
        schema: postingCategoriesResponseSchema,
      });
      return data;
    },

    async getLocations({ parent } = {}) {
      const { data } = await request('GET', 'api', 'locations', {
        ...(parent === undefined ? {} : { query: { parent } }),
        schema: locationsResponseSchema,
      });
      return data;
    },

    async getLocation(key) {
      const { data } = await request('GET', 'api', `locations/${encodeURIComponent(key)}`, {
        schema: locationResponseSchema,
      });
      return data;
    },

    async getRouteRules() {
      const { data } = await request('GET', 'api', 'route-rules', {
        schema: routeRulesResponseSchema,
      });
      return data;
    },

    async getMarks(ids) {
      const { data } = await request('GET', 'api', 'me/marks', {
        ...(ids === undefined ? {} : { query: { ids: ids.join(',') } }),
        schema: adMarksResponseSchema,
      });
      return data;
    },

    auth: authCalls(request),

    async searchCategories(text, { limit } = {}) {
      const { data } = await request('GET', 'api', 'categories/search', {
        query: { q: text, ...(limit === undefined ? {} : { limit }) },
        schema: categoriesResponseSchema,
      });
      return data;
    },
  };
}

type RequestFn = <T = unknown>(
  method: HttpMethod,
  base: BaseName,
  path: string,
  options?: RequestOptions<T>,
) => Promise<T>;

function authCalls(request: RequestFn): AuthCalls {
  const post = async <T>(
    base: BaseName,
    path: string,
    form: FormRecord,
    schema: ResponseSchema<{ data: T }>,
  ): Promise<T> => (await request('POST', base, path, { form, schema })).data;
  return {
    register: (input) => post('auth', 'register', input, verificationResponseSchema),
    verify: (input) => post('auth', 'verify', input, verifyResponseSchema),
    resend: (input) => post('auth', 'verify/resend', input, verificationResponseSchema),
    login: (input) => post('auth', 'login', input, tokenResponseSchema),
    forgotPassword: (input) => post('auth', 'forgot-password', input, verificationResponseSchema),
    resetPassword: (input) => post('auth', 'password/reset', input, tokenResponseSchema),
    refresh: () => post('auth', 'token', {}, tokenResponseSchema),
    async logout(deviceId) {
      await request('POST', 'auth', 'logout', { form: { device_id: deviceId } });
    },
    google: (accessToken) =>
      post('auth', 'google', { access_token: accessToken }, googleResponseSchema),
    setPhone: (input) => post('auth', 'set-phone', input, verificationResponseSchema),
    me: async () => (await request('GET', 'api', 'me', { schema: userResponseSchema })).data,
    async myStores() {
      const body = await request<{ data?: unknown }>('GET', 'api', 'me/stores');
      return Array.isArray(body?.data) ? (body.data as { id: string }[]) : [];
    },
    async registerDevice(device) {
      await request('POST', 'api', 'devices', { form: device });
    },
    async changePassword(input) {
      await request('POST', 'api', 'me/password', { form: input });
    },
    changeUsername: (input) => post('api', 'me/username', input, userResponseSchema),
    changePhone: (input) => post('api', 'me/phone', input, verificationResponseSchema),
  };
}

/** Makes a client for the three services; see the package README for the behaviour. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  if (!options.deviceId) throw new TypeError('createApiClient: `deviceId` is required.');
  for (const base of ['api', 'auth', 'notification'] as const) {
    const url = options.bases[base];
    if (!url || !/^https?:\/\//i.test(url)) {
      throw new TypeError(`createApiClient: bases.${base} must be an absolute http(s) URL.`);
    }
  }
  return buildClient({
    options,
    http: createHttp(options),
    tokens: { accessToken: options.accessToken, refreshToken: options.refreshToken },
  });
}
