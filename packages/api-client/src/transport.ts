import ky from 'ky';
import type { KyInstance, Options as KyOptions } from 'ky';
import { HEADERS, RETRY_LIMIT, RETRY_STATUS_CODES } from '@repo/domain';
import { isHTTPError } from 'ky';
import { describeIssues, invalidResponse, toAppError } from './request-errors.ts';
import type {
  BaseName,
  BytesAnswer,
  HttpMethod,
  FormRecord,
  QueryParams,
  Tokens,
  ApiClientOptions,
  RequestOptions,
  Transport,
} from './transport-types.ts';

/**
 * The client's transport (spec §7): one request to one of the three services, with the
 * Device-Id and token headers, the retry rule (one retry of a GET or HEAD on the listed
 * statuses), the timeout, the body encodings and the response check. It knows no API
 * address: the typed calls in `calls/` do.
 */

export type {
  BaseName,
  BytesAnswer,
  HttpMethod,
  FetchFn,
  FormValue,
  FormRecord,
  WithLocale,
  QueryParams,
  ResponseSchema,
  RetryConfig,
  Tokens,
  ApiClientOptions,
  RequestOptions,
  BodylessRequestOptions,
  RequestFn,
  Transport,
} from './transport-types.ts';

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
    const { query, form, json, headers, schema, signal, timeout, responseType } = requestOptions;
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
      if (responseType === 'bytes') {
        const answer: BytesAnswer = {
          bytes: new Uint8Array(await response.arrayBuffer()),
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        };
        return answer as T;
      }
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
