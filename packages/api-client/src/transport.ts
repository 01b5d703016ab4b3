import ky from 'ky';
import type { KyInstance, Options as KyOptions } from 'ky';
import { HEADERS, RETRY_LIMIT, RETRY_STATUS_CODES, type Locale } from '@repo/domain';
import { isHTTPError } from 'ky';
import { describeIssues, invalidResponse, toAppError } from './request-errors.ts';

/**
 * The client's transport (spec §7): one request to one of the three services, with the
 * Device-Id and token headers, the retry rule (one retry of a GET or HEAD on the listed
 * statuses), the timeout, the body encodings and the response check. It knows no API
 * address: the typed calls in `calls/` do.
 */

/** The three services the client talks to (spec §7). */
export type BaseName = 'api' | 'auth' | 'notification';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A fetch implementation, as ky accepts it. */
export type FetchFn = NonNullable<KyOptions['fetch']>;

export type FormValue = string | number | boolean | null | undefined;
/** A plain record sent urlencoded; `null`/`undefined` values are left out, arrays repeat the key. */
export type FormRecord = Record<string, FormValue | readonly (string | number | boolean)[]>;

/** A form with the page's language, which the API writes its messages (codes, mails) in. */
export type WithLocale<T> = T & { locale?: Locale };

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

/** Sends one request; see `Transport.request`. */
export type RequestFn = <T = unknown>(
  method: HttpMethod,
  base: BaseName,
  path: string,
  options?: RequestOptions<T>,
) => Promise<T>;

export interface Transport {
  /**
   * Sends a request to `path` under `bases[base]` and resolves with the parsed JSON body
   * (`undefined` for an empty body). HTTP errors, network failures, timeouts and bad
   * bodies reject with an `AppError`; misuse (e.g. `form` and `json` together) with a TypeError.
   */
  request: RequestFn;
  /**
   * A transport with other tokens, the same otherwise. A string sets a token, `null`
   * removes it, an omitted/`undefined` key keeps the current one.
   */
  withTokens(tokens: { accessToken?: string | null; refreshToken?: string | null }): Transport;
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

interface TransportState {
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

function buildTransport(state: TransportState): Transport {
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
    withTokens(next) {
      const pick = (value: string | null | undefined, current: string | undefined) =>
        value === undefined ? current : (value ?? undefined);
      return buildTransport({
        ...state,
        tokens: {
          accessToken: pick(next.accessToken, tokens.accessToken),
          refreshToken: pick(next.refreshToken, tokens.refreshToken),
        },
      });
    },
  };
}

/** A transport to the three services; throws a TypeError for options it cannot work with. */
export function createTransport(options: ApiClientOptions): Transport {
  if (!options.deviceId) throw new TypeError('createApiClient: `deviceId` is required.');
  for (const base of ['api', 'auth', 'notification'] as const) {
    const url = options.bases[base];
    if (!url || !/^https?:\/\//i.test(url)) {
      throw new TypeError(`createApiClient: bases.${base} must be an absolute http(s) URL.`);
    }
  }
  return buildTransport({
    options,
    http: createHttp(options),
    tokens: { accessToken: options.accessToken, refreshToken: options.refreshToken },
  });
}

/** The `data` of the API's envelope `{ data }`. */
export async function dataOf<T>(answer: Promise<{ data: T }>): Promise<T> {
  return (await answer).data;
}
